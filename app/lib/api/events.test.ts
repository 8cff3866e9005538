import { describe, expect, it } from "vitest";
import { serverSentEvents } from "./events";

// A body that arrives in the pieces given, as a network delivers it.
function bodyOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function all(body: ReadableStream<Uint8Array>) {
  const out: Array<{ event: string | undefined; data: string }> = [];
  for await (const e of serverSentEvents(body)) out.push({ event: e.event, data: e.data });
  return out;
}

describe("serverSentEvents", () => {
  it("yields each event once complete, even cut between chunks", async () => {
    const events = await all(
      bodyOf('event: delta\ndata: {"text":"Hel', 'lo"}\n\nevent: result\r\ndata: {}\r\n\r\n'),
    );
    expect(events).toEqual([
      { event: "delta", data: '{"text":"Hello"}' },
      { event: "result", data: "{}" },
    ]);
  });

  it("joins multi-line data and skips comments", async () => {
    expect(await all(bodyOf(": keep-alive\n\ndata: a\ndata: b\n\n"))).toEqual([
      { event: undefined, data: "a\nb" },
    ]);
  });
});
