import { z } from "zod";

// Chat through any OpenAI-compatible POST /v1/chat/completions: a local llama.cpp server,
// Ollama's /v1, vLLM, OpenAI or another hosted provider. Streaming reads the server-sent events
// (`data: {chunk}` lines, ending with `data: [DONE]`) and hands each piece of text on as it comes.
// https://platform.openai.com/docs/api-reference/chat/create

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

// timeout: the provider took longer than LLM_TIMEOUT_MS; unavailable: unreachable, 429 or 5xx
// after the retries; refused: any other 4xx (a wrong key or model); cancelled: the caller stopped.
export type ChatErrorKind = "timeout" | "unavailable" | "refused" | "cancelled";

export class ChatError extends Error {
  readonly kind: ChatErrorKind;
  constructor(kind: ChatErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

export type ChatRequest = {
  messages: ChatMessage[];
  // Given: the answer is streamed and each piece of text passed here as it arrives.
  onDelta?: ((text: string) => void) | undefined;
  signal?: AbortSignal | undefined;
};

export type ChatClient = {
  complete: (request: ChatRequest) => Promise<string>;
  host: string;
};

export type ChatClientOptions = {
  url: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  // Attempts after the first on 429, 5xx or a network failure, before any text was streamed.
  retries?: number;
  // The first wait; each next one doubles (a Retry-After header wins, up to 10 s).
  backoffMs?: number;
  fetch?: typeof fetch;
};

const completion = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable() }).loose() }).loose())
    .min(1),
});
const chunk = z.object({
  choices: z
    .array(
      z.object({ delta: z.object({ content: z.string().nullish() }).loose().optional() }).loose(),
    )
    .nullish(),
});

// LLM_URL is a base address such as http://127.0.0.1:8080/v1 or http://localhost:11434/v1; one
// without /v1 gets it added.
export function chatEndpoint(url: string): string {
  const base = url.replace(/\/+$/, "");
  return /\/v\d+$/.test(base) ? `${base}/chat/completions` : `${base}/v1/chat/completions`;
}

async function providerMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string };
    const message = typeof body.error === "string" ? body.error : body.error?.message;
    if (typeof message === "string" && message) return message.slice(0, 300);
  } catch {
    // not JSON: the raw text
  }
  return text.trim().slice(0, 300);
}

class Retryable extends Error {
  readonly waitMs: number | null;
  constructor(message: string, waitMs: number | null) {
    super(message);
    this.waitMs = waitMs;
  }
}

function retryAfterMs(response: Response): number | null {
  const value = response.headers.get("retry-after");
  if (!value) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) ? Math.min(seconds * 1000, 10_000) : null;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

// The text of a stream: every `data:` line's delta content, until `data: [DONE]` or the end.
async function readStream(
  body: ReadableStream<Uint8Array>,
  onDelta: (text: string) => void,
): Promise<string> {
  const decoder = new TextDecoder();
  let buffer = "";
  let text = "";
  const take = (line: string): boolean => {
    const trimmed = line.trim();
    if (!trimmed.startsWith("data:")) return false;
    const data = trimmed.slice(5).trim();
    if (data === "[DONE]") return true;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return false; // a keep-alive or a comment
    }
    const piece = chunk.safeParse(parsed);
    const content = piece.success ? piece.data.choices?.[0]?.delta?.content : undefined;
    if (content) {
      text += content;
      onDelta(content);
    }
    return false;
  };
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      if (take(line)) return text;
      newline = buffer.indexOf("\n");
    }
  }
  take(buffer);
  return text;
}

export function createChatClient(options: ChatClientOptions): ChatClient {
  const doFetch = options.fetch ?? fetch;
  const endpoint = chatEndpoint(options.url);
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 500;
  const seconds = `${Math.round(options.timeoutMs / 100) / 10} s`;

  async function attempt(request: ChatRequest, signal: AbortSignal): Promise<string> {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      accept: request.onDelta ? "text/event-stream" : "application/json",
    };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    const body = JSON.stringify({
      model: options.model,
      messages: request.messages,
      temperature: 0.7,
      stream: Boolean(request.onDelta),
    });
    let response: Response;
    try {
      response = await doFetch(endpoint, { method: "POST", headers, body, signal });
    } catch (error) {
      if (signal.aborted) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new Retryable(`The co-writer's model could not be reached: ${reason}`, null);
    }
    if (!response.ok) {
      const detail = await providerMessage(response);
      const message = `The co-writer's model answered ${response.status}${detail ? `: ${detail}` : ""}`;
      if (response.status === 429 || response.status >= 500) {
        throw new Retryable(message, retryAfterMs(response));
      }
      throw new ChatError("refused", message);
    }
    if (request.onDelta && response.body) {
      try {
        return await readStream(response.body, request.onDelta);
      } catch (error) {
        if (signal.aborted) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new Retryable(`The co-writer's model stopped in the middle: ${reason}`, null);
      }
    }
    const parsed = completion.safeParse(await response.json().catch(() => null));
    if (!parsed.success) {
      throw new Retryable("The co-writer's model sent an answer without a message", null);
    }
    return parsed.data.choices[0]?.message.content ?? "";
  }

  return {
    host: new URL(endpoint).host,
    async complete(request) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      let streamed = false;
      const tracked: ChatRequest = {
        ...request,
        onDelta: request.onDelta
          ? (text) => {
              streamed = true;
              request.onDelta?.(text);
            }
          : undefined,
      };
      for (let n = 0; ; n += 1) {
        try {
          return await attempt(tracked, signal);
        } catch (error) {
          if (request.signal?.aborted) throw new ChatError("cancelled", "Cancelled");
          if (timeout.aborted) {
            throw new ChatError(
              "timeout",
              `The co-writer's model did not answer within ${seconds}`,
            );
          }
          if (!(error instanceof Retryable)) throw error;
          // Text already shown cannot be taken back by starting again.
          if (streamed || n >= retries) throw new ChatError("unavailable", error.message);
          try {
            await sleep(error.waitMs ?? backoffMs * 2 ** n, signal);
          } catch {
            if (request.signal?.aborted) throw new ChatError("cancelled", "Cancelled");
            throw new ChatError(
              "timeout",
              `The co-writer's model did not answer within ${seconds}`,
            );
          }
        }
      }
    },
  };
}
