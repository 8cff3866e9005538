import {
  COWRITER_INVALID_OUTPUT_MESSAGE,
  COWRITER_REFUSED_MESSAGE,
  COWRITER_TIMEOUT_MESSAGE,
  COWRITER_UNAVAILABLE_MESSAGE,
} from "#contracts/cowriter-vocabulary.ts";
import { AppError } from "#server/errors.ts";
import {
  ChatError,
  type ChatClient,
  type ChatMessage,
} from "#server/providers/llm/chat-completions.ts";
import { InvalidOutput } from "./parsers/model-text.ts";

export type SuggestionStream = {
  // Each piece of the model's text; `restart` on the first piece of the second try (the first
  // answer could not be used, the screen starts over).
  onDelta?: ((text: string, restart: boolean) => void) | undefined;
  signal?: AbortSignal | undefined;
};

// A suggestion whose checks (the movie, consent, the daily limit) have passed: calling it asks the
// model. Split so that a refusal is an HTTP status before any event of a stream is sent.
export type Suggest<T> = (stream: SuggestionStream) => Promise<T>;

// Ask the model, parse and validate its answer; an answer that does not validate is asked for
// once more with the reason, and a second invalid answer is reported plainly. Provider failures
// (after the client's own retries on 429/5xx) become 503s that say, in a person's words, what
// happened and what to do; the provider's own words go in `details.problem` for the log
// (server/http/respond-suggestion.ts keeps them out of the answer).
export async function runSuggestion<T>(
  client: ChatClient,
  messages: ChatMessage[],
  parse: (answer: string) => T,
  stream: SuggestionStream = {},
): Promise<T> {
  let conversation = messages;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let first = true;
    const onDelta = stream.onDelta
      ? (text: string) => {
          stream.onDelta?.(text, attempt > 0 && first);
          first = false;
        }
      : undefined;
    let answer: string;
    try {
      answer = await client.complete({ messages: conversation, onDelta, signal: stream.signal });
    } catch (error) {
      if (error instanceof ChatError) throw toAppError(error);
      throw error;
    }
    try {
      return parse(answer);
    } catch (error) {
      if (!(error instanceof InvalidOutput)) throw error;
      if (attempt > 0) {
        throw new AppError("unavailable", COWRITER_INVALID_OUTPUT_MESSAGE, {
          reason: "invalid_output",
          problem: error.message,
        });
      }
      conversation = [
        ...messages,
        { role: "assistant", content: answer },
        {
          role: "user",
          content: `That answer could not be used: ${error.message}. Answer again, following the format exactly.`,
        },
      ];
    }
  }
  throw new Error("unreachable");
}

function toAppError(error: ChatError): AppError {
  const problem = error.message;
  switch (error.kind) {
    case "cancelled":
      return new AppError("bad_request", "The suggestion was cancelled.", { reason: "cancelled" });
    case "timeout":
      return new AppError("unavailable", COWRITER_TIMEOUT_MESSAGE, { reason: "timeout", problem });
    case "refused":
      return new AppError("unavailable", COWRITER_REFUSED_MESSAGE, { reason: "refused", problem });
    case "unavailable":
      return new AppError("unavailable", COWRITER_UNAVAILABLE_MESSAGE, {
        reason: "unavailable",
        problem,
      });
  }
}
