import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { CowriterDelta, CowriterStreamError } from "#contracts/cowriter.ts";
import type { AppEnv } from "../context.ts";
import type { Suggest } from "../domain/cowriter/run-suggestion.ts";
import { AppError } from "../errors.ts";

// A suggestion as JSON, or relayed as server-sent events when the client accepts them: `delta`
// for each piece of the model's text, then `result` or `error` (their shapes in the contract,
// read by the browser with the same schemas). The server's one SSE writer is Hono's `streamSSE`;
// the model's own stream is read by the `openai` package (server/providers/llm), so no SSE reader
// of ours runs on the server. The client closing the
// connection aborts the model's request (the signal of the incoming request).
export function respondSuggestion<T>(c: Context<AppEnv>, suggest: Suggest<T>) {
  const signal = c.req.raw.signal;
  if (!(c.req.header("accept") ?? "").includes("text/event-stream")) {
    return suggest({ signal }).then(
      (result) => c.json(result as object, 200),
      (error: unknown) => {
        throw loggedProblem(c, error);
      },
    );
  }
  return streamSSE(c, async (sse) => {
    const cancel = new AbortController();
    sse.onAbort(() => cancel.abort());
    const both = AbortSignal.any([signal, cancel.signal]);
    try {
      const result = await suggest({
        signal: both,
        onDelta: (text, restart) => {
          const delta: CowriterDelta = { text, restart };
          void sse.writeSSE({ event: "delta", data: JSON.stringify(delta) });
        },
      });
      await sse.writeSSE({ event: "result", data: JSON.stringify(result) });
    } catch (error) {
      if (both.aborted) return;
      const known =
        error instanceof AppError
          ? loggedProblem(c, error)
          : new AppError("internal", "The co-writer failed unexpectedly. Try again.");
      if (!(error instanceof AppError)) c.get("log").error({ err: error }, "co-writer failed");
      const failed: CowriterStreamError = { ...known.toBody(), status: known.status };
      await sse.writeSSE({ event: "error", data: JSON.stringify(failed) });
    }
  });
}

// The model provider's own words (an address, "fetch failed", a status) are for whoever runs the
// server: written to the log, and left out of what the person's browser receives.
function loggedProblem<E>(c: Context<AppEnv>, error: E): E | AppError {
  if (!(error instanceof AppError)) return error;
  const details = error.details as { problem?: unknown } | undefined;
  if (!details || typeof details !== "object" || typeof details.problem !== "string") return error;
  const { problem, ...rest } = details;
  c.get("log").warn({ problem, ...rest }, "co-writer model failed");
  return new AppError(error.code, error.message, rest);
}
