import type fs from "node:fs";

// Streams an upload's body into a file as it arrives (never the whole body in memory), up to
// `maxBytes`: the chunk that would pass the limit is not written, the rest of the body is
// cancelled, and the caller decides what a too-large upload leaves behind. The stream is not
// ended here.
export async function writeBody(
  body: ReadableStream<Uint8Array> | null,
  out: fs.WriteStream,
  maxBytes: number,
): Promise<{ written: number; tooLarge: boolean }> {
  let written = 0;
  if (!body) return { written, tooLarge: false };
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { written, tooLarge: false };
    if (written + value.byteLength > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { written, tooLarge: true };
    }
    written += value.byteLength;
    if (!out.write(value)) await new Promise<void>((r) => out.once("drain", () => r()));
  }
}

// Ends the stream and waits until the file holds every byte written.
export function endStream(out: fs.WriteStream): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    out.once("error", reject);
    out.end(() => resolve());
  });
}
