import http from "node:http";
import type { AddressInfo } from "node:net";

// An OpenAI-compatible speech-to-text server on loopback that hears `text` in every recording,
// answering in the verbose_json shape the provider module reads.
export async function startFakeTranscriber(
  text: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({
          task: "transcribe",
          language: "english",
          duration: 2,
          text,
          segments: [
            {
              id: 0,
              seek: 0,
              start: 0,
              end: 2,
              text,
              tokens: [50364, 2425, 50464],
              temperature: 0,
              avg_logprob: Math.log(0.95),
              compression_ratio: 1.1,
              no_speech_prob: 0.02,
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
