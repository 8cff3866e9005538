import http from "node:http";
import type { AddressInfo } from "node:net";

// An OpenAI-compatible chat completions server on loopback (POST /v1/chat/completions), with the
// real shapes: a `chat.completion` JSON answer, or with `stream: true` server-sent events of
// `chat.completion.chunk` objects ending with `data: [DONE]`; errors as {error: {message, type}}.
// Tests queue the replies they want; with none queued it answers as a well-behaved model would
// (writeAnswer below), from what the prompt holds.

export type FakeReply =
  | { status: number; message?: string; retryAfter?: number }
  | { text: string; chunkDelayMs?: number }
  // Sends its headers and a first piece, then nothing: a stalled model (timeouts, cancel).
  | { stall: true };

export type FakeRequest = {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: Array<{ role: string; content: string }>;
  };
  // Set when the client went away before the answer was complete.
  closedEarly: boolean;
};

export type FakeLlm = {
  url: string;
  requests: FakeRequest[];
  queue: (...replies: FakeReply[]) => void;
  // The pause between streamed pieces of the default answers (the e2e run slows it to be seen).
  setChunkDelay: (ms: number) => void;
  close: () => Promise<void>;
};

const lineAfter = (text: string, label: string) =>
  text
    .split("\n")
    .filter((l) => l.startsWith(label))
    .map((l) => l.slice(label.length));

// The default answer: a scene that uses the captured quotes word for word and adds one line of
// its own (left unmarked: the server must mark it), or the JSON the other prompts ask for.
export function writeAnswer(messages: Array<{ role: string; content: string }>): string {
  const system = messages[0]?.content ?? "";
  const user = messages.filter((m) => m.role === "user").at(-1)?.content ?? "";
  if (system.includes("Start with exactly this scene heading:")) {
    const heading = /scene heading: (.+)/.exec(system)?.[1] ?? "INT. ROOM - DAY";
    const writer = /spoken by ([A-Z][A-Z ]*)\./.exec(user)?.[1] ?? "ME";
    const quotes = lineAfter(user, "Quote by ").map((l) => {
      const [who, ...rest] = l.split(": ");
      const speaker = /^(me|i|myself)$/i.test(who ?? "") ? writer : (who ?? "").toUpperCase();
      return `${speaker}\n${rest.join(": ").replace(/^"|"$/g, "")}`;
    });
    const first = quotes[0]?.split("\n")[0] ?? "SOMEONE";
    return [
      heading,
      "Mist drifts over still water. A wooden boat knocks against the dock.",
      ...quotes,
      `${first}\nThe fish can wait. We can't.`,
      "They sit side by side as the light comes up.",
    ].join("\n\n");
  }
  if (system.includes('"logline"')) {
    return JSON.stringify({
      logline:
        "A boy spends one summer at a lake learning to wait beside a father he barely knows.",
      theme: "Patience is a way of loving someone.",
      want: "To catch a fish before the summer ends.",
      need: "To feel his father sees him.",
    });
  }
  if (system.includes('"reason"')) {
    return JSON.stringify({
      fountain: user.split("\n").slice(0, 2).join("\n"),
      reason: "Cutting to the first line lets the silence do the rest.",
    });
  }
  if (system.includes('"followUp"')) return JSON.stringify({ followUp: followUpOf(system, user) });
  if (system.includes('"gaps"')) {
    const key = /^(\w+) \([^)]*\):\n {2}\(no scene\)/m.exec(user)?.[1] ?? "catalyst";
    return JSON.stringify({
      gaps: [
        {
          beatKey: key,
          gap: "No captured moment sits on this beat yet.",
          question: "What happened that summer that you could not undo?",
        },
      ],
    });
  }
  return "I am not sure what you are asking.";
}

// The interview's follow-up, in the terms of the answer: its first words, then what the rules
// want to know (the system prompt's "Ask about ...").
function followUpOf(system: string, user: string): string {
  const answer = /Their answer:\n([^\n]*)/.exec(user)?.[1] ?? "";
  const opening = answer
    .split(/\s+/)
    .slice(0, 5)
    .join(" ")
    .replace(/[.,;:!?]+$|\?/g, "");
  const want = /Ask about (\w+)/.exec(system)?.[1];
  const ask =
    want === "when"
      ? "how old were you then?"
      : want === "where"
        ? "where were you?"
        : want === "what"
          ? "what was said, or what happened next?"
          : "what else comes back to you?";
  return `When you think of "${opening}", ${ask}`;
}

function pieces(text: string): string[] {
  return text.match(/[\s\S]{1,12}/g) ?? [];
}

export async function startFakeLlm(options: { port?: number } = {}): Promise<FakeLlm> {
  const requests: FakeRequest[] = [];
  const queued: FakeReply[] = [];
  let chunkDelayMs = 0;

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
        return;
      }
      const body = JSON.parse(raw) as FakeRequest["body"];
      const record: FakeRequest = {
        authorization: req.headers.authorization,
        body,
        closedEarly: false,
      };
      requests.push(record);
      res.on("close", () => {
        if (!res.writableFinished) record.closedEarly = true;
      });
      const reply = queued.shift() ?? { text: writeAnswer(body.messages), chunkDelayMs };
      const id = `chatcmpl-${requests.length}`;
      const created = Math.floor(Date.now() / 1000);

      if ("status" in reply) {
        res.statusCode = reply.status;
        res.setHeader("content-type", "application/json");
        if (reply.retryAfter !== undefined) res.setHeader("retry-after", String(reply.retryAfter));
        res.end(
          JSON.stringify({
            error: {
              message: reply.message ?? `Error ${reply.status}`,
              type: reply.status === 429 ? "rate_limit_exceeded" : "server_error",
            },
          }),
        );
        return;
      }
      const chunk = (delta: Record<string, string>, finish: string | null) =>
        `data: ${JSON.stringify({
          id,
          object: "chat.completion.chunk",
          created,
          model: body.model,
          choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
        })}\n\n`;
      if ("stall" in reply) {
        res.setHeader("content-type", "text/event-stream");
        res.write(chunk({ role: "assistant", content: "" }, null));
        return;
      }
      if (!body.stream) {
        res.setHeader("content-type", "application/json");
        res.end(
          JSON.stringify({
            id,
            object: "chat.completion",
            created,
            model: body.model,
            choices: [
              {
                index: 0,
                message: { role: "assistant", content: reply.text },
                logprobs: null,
                finish_reason: "stop",
              },
            ],
            usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
          }),
        );
        return;
      }
      res.setHeader("content-type", "text/event-stream");
      res.setHeader("cache-control", "no-cache");
      res.write(chunk({ role: "assistant", content: "" }, null));
      const parts = pieces(reply.text);
      const delay = reply.chunkDelayMs ?? 0;
      let i = 0;
      const next = () => {
        if (res.destroyed) return;
        if (i < parts.length) {
          res.write(chunk({ content: parts[i] ?? "" }, null));
          i += 1;
          if (delay > 0) setTimeout(next, delay);
          else setImmediate(next);
          return;
        }
        res.write(chunk({}, "stop"));
        res.end("data: [DONE]\n\n");
      };
      next();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    queue: (...replies) => queued.push(...replies),
    setChunkDelay: (ms) => {
      chunkDelayMs = ms;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
