import { createParser, type EventSourceMessage } from "eventsource-parser";

// The app's one reader of server-sent events (the co-writer's stream), on the maintained
// `eventsource-parser`: it handles what a hand-split on "\n\n" gets wrong (CRLF line ends,
// multi-line data, comments, an event or a character cut between two chunks). Each event is
// yielded once complete; the caller's return (or a throw) cancels the stream, which closes the
// connection.
export async function* serverSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<EventSourceMessage> {
  const complete: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => complete.push(event) });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      yield* complete.splice(0);
      if (done) return;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}
