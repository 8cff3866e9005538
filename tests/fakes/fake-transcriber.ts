import http from "node:http";
import type { AddressInfo } from "node:net";

// An OpenAI-compatible speech-to-text server on loopback (POST /v1/audio/transcriptions), shared
// by the Vitest suites and the Playwright specs. It records every request and answers from a
// queue of replies, then with `text` heard in the verbose_json shape the provider module reads.

export type TranscriberRequest = {
  path: string;
  authorization: string | undefined;
  contentType: string;
  bytes: number;
  model: string | null;
  responseFormat: string | null;
  file: { name: string; type: string; size: number } | null;
};
export type TranscriberReply = (res: http.ServerResponse) => void;

export type FakeTranscriber = {
  url: string;
  // Every transcription request, oldest first (clear it with `received.length = 0`).
  received: TranscriberRequest[];
  // Replies for the next requests, used in order; when empty the fake hears `text`.
  replies: TranscriberReply[];
  close: () => Promise<void>;
};

// Whisper's segments, one per score: `p` is the segment's confidence (exp of avg_logprob).
export const segmentsOf = (
  text: string,
  scores: Array<{ start: number; end: number; p: number }>,
) =>
  scores.map((s, id) => ({
    id,
    seek: 0,
    start: s.start,
    end: s.end,
    text: id === 0 ? text : "",
    tokens: [50364, 2425, 50464],
    temperature: 0,
    avg_logprob: Math.log(s.p),
    compression_ratio: 1.1,
    no_speech_prob: 0.02,
  }));

export const heard =
  (
    text: string,
    segments: unknown[] = segmentsOf(text, [{ start: 0, end: 2, p: 0.95 }]),
  ): TranscriberReply =>
  (res) => {
    res.setHeader("content-type", "application/json");
    res.end(
      JSON.stringify({ task: "transcribe", language: "english", duration: 2, text, segments }),
    );
  };

// The error shape OpenAI-compatible servers send.
export const refused =
  (code: number, message: string): TranscriberReply =>
  (res) => {
    res.statusCode = code;
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ error: { message, type: "invalid_request_error", code: null } }));
  };

export const delayed =
  (ms: number, then: TranscriberReply): TranscriberReply =>
  (res) => {
    const timer = setTimeout(() => {
      if (!res.destroyed) then(res);
    }, ms);
    res.on("close", () => clearTimeout(timer));
  };

async function readForm(contentType: string, body: Buffer): Promise<FormData | null> {
  return new Request("http://fake/", {
    method: "POST",
    headers: { "content-type": contentType },
    body: new Uint8Array(body),
  })
    .formData()
    .catch(() => null);
}

// `port` 0 (the default) picks a free one; the e2e specs pass theirs (E2E_TRANSCRIBE_URL).
export async function startFakeTranscriber(
  options: { text?: string; port?: number } | string = {},
): Promise<FakeTranscriber> {
  const { text = "A default transcription.", port = 0 } =
    typeof options === "string" ? { text: options } : options;
  const received: TranscriberRequest[] = [];
  const replies: TranscriberReply[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        if (req.method !== "POST" || req.url !== "/v1/audio/transcriptions") {
          return refused(404, "not found")(res);
        }
        const contentType = req.headers["content-type"] ?? "";
        const body = Buffer.concat(chunks);
        const form = await readForm(contentType, body);
        const file = form?.get("file");
        received.push({
          path: req.url,
          authorization: req.headers.authorization,
          contentType,
          bytes: body.length,
          model: (form?.get("model") as string | null) ?? null,
          responseFormat: (form?.get("response_format") as string | null) ?? null,
          file: file instanceof File ? { name: file.name, type: file.type, size: file.size } : null,
        });
        (replies.shift() ?? heard(text))(res);
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    replies,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
