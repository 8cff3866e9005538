import type OpenAI from "openai";
import { z } from "zod";
import {
  createOpenAiClient,
  loadOpenAiSdk,
  openAiBaseUrl,
  providerProblem,
  type OpenAiSdk,
} from "../openai/openai-client.ts";

// Chat through any OpenAI-compatible POST /v1/chat/completions (a local llama.cpp server,
// Ollama's /v1, vLLM, OpenAI or another hosted provider) with the `openai` package: it sends the
// request, retries 429/5xx and network failures with back-off (honouring Retry-After), and reads
// the server-sent events of a streamed answer. What stays ours: one deadline for the whole call
// (the package's timeout stops at the headers, a model that stalls mid-stream must be cut off
// too), zod on what the model sends, and the four kinds of failure the co-writer tells apart.

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

const PROVIDER = "The co-writer's model";

// Refused: the provider answered a 4xx the package does not retry (a wrong key, an unknown model,
// a prompt too long); everything else (429/5xx after the retries, unreachable, a broken stream)
// is unavailable.
function kindOf(sdk: OpenAiSdk, error: unknown): ChatErrorKind {
  if (error instanceof sdk.APIConnectionTimeoutError) return "timeout";
  if (error instanceof sdk.APIError && error.status !== undefined) {
    const status = error.status;
    return status === 408 || status === 409 || status === 429 || status >= 500
      ? "unavailable"
      : "refused";
  }
  return "unavailable";
}

// Rejects as soon as the signal aborts: the package only looks at the signal between its steps,
// and sleeps through a long Retry-After without it.
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const stop = () => reject(signal.reason as Error);
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop, { once: true });
  });
}

export function createChatClient(options: ChatClientOptions): ChatClient {
  let made: Promise<OpenAI> | undefined;
  const clientOf = () =>
    (made ??= createOpenAiClient({
      url: options.url,
      apiKey: options.apiKey,
      timeoutMs: options.timeoutMs,
      maxRetries: options.retries ?? 2,
      fetch: options.fetch,
    }));
  const seconds = `${Math.round(options.timeoutMs / 100) / 10} s`;

  async function ask(client: OpenAI, request: ChatRequest, signal: AbortSignal): Promise<string> {
    const body = { model: options.model, messages: request.messages, temperature: 0.7 };
    if (!request.onDelta) {
      const answer = completion.safeParse(
        await client.chat.completions.create({ ...body, stream: false }, { signal }),
      );
      if (!answer.success) {
        throw new ChatError("unavailable", `${PROVIDER} sent an answer without a message`);
      }
      return answer.data.choices[0]?.message.content ?? "";
    }
    const stream = await client.chat.completions.create({ ...body, stream: true }, { signal });
    let text = "";
    for await (const event of stream) {
      const piece = chunk.safeParse(event);
      const content = piece.success ? piece.data.choices?.[0]?.delta?.content : undefined;
      if (content) {
        text += content;
        request.onDelta(content);
      }
    }
    return text;
  }

  return {
    host: new URL(openAiBaseUrl(options.url)).host,
    async complete(request) {
      // Loading the package is ours, not the model's time: it comes before the deadline.
      const [sdk, client] = await Promise.all([loadOpenAiSdk(), clientOf()]);
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      try {
        return await Promise.race([ask(client, request, signal), untilAborted(signal)]);
      } catch (error) {
        if (request.signal?.aborted) throw new ChatError("cancelled", "Cancelled");
        if (timeout.aborted || kindOf(sdk, error) === "timeout") {
          throw new ChatError("timeout", `${PROVIDER} did not answer within ${seconds}`);
        }
        if (error instanceof ChatError) throw error;
        throw new ChatError(kindOf(sdk, error), providerProblem(sdk, PROVIDER, error));
      }
    },
  };
}
