import {
  cowriterDeltaSchema,
  cowriterStreamErrorSchema,
  dramatiseRequestSchema,
  punchUpRequestSchema,
  suggestionSchema,
  type Suggestion,
} from "#contracts/cowriter.ts";
import type { CowriterAction } from "#contracts/cowriter-vocabulary.ts";
import {
  ApiError,
  apiClient,
  apiErrorFrom,
  problemFrom,
  serverSentEvents,
} from "#app/lib/api-client";

// The browser side of /api/movies/{id}/co-writer/{action} (the consent is in
// cowriter-consent-api.ts, which the app's menu loads without the contracts checked here).

export { cowriterStatusKey, isNotConfigured } from "./cowriter-consent-api";

// The request of one action, its body checked against the action's contract (a wrong body is
// the caller's bug, said here rather than as the server's 400).
function ask(
  movieId: string,
  action: CowriterAction,
  body: Record<string, unknown>,
  signal: AbortSignal,
) {
  const init = {
    params: { path: { movieId } },
    headers: { Accept: "text/event-stream" },
    parseAs: "stream" as const,
    signal,
  };
  switch (action) {
    case "dramatise":
      return apiClient.POST("/api/movies/{movieId}/co-writer/dramatise", {
        ...init,
        body: dramatiseRequestSchema.parse(body),
      });
    case "punch-up":
      return apiClient.POST("/api/movies/{movieId}/co-writer/punch-up", {
        ...init,
        body: punchUpRequestSchema.parse(body),
      });
    case "cards":
      return apiClient.POST("/api/movies/{movieId}/co-writer/cards", init);
    case "gaps":
      return apiClient.POST("/api/movies/{movieId}/co-writer/gaps", init);
  }
}

// One suggestion, streamed: `onDelta` gets the model's text as it comes (restart: the first answer
// was invalid and is being asked again), the promise the validated suggestion. Aborting the
// signal closes the connection, which stops the model's request on the server.
export async function streamSuggestion(
  movieId: string,
  action: CowriterAction,
  body: Record<string, unknown>,
  onDelta: (text: string, restart: boolean) => void,
  signal: AbortSignal,
): Promise<Suggestion> {
  const { data: stream, error, response } = await ask(movieId, action, body, signal);
  if (!response.ok || !stream) throw apiErrorFrom(response, error ?? null);
  for await (const event of serverSentEvents(stream)) {
    const payload = JSON.parse(event.data) as unknown;
    if (event.event === "delta") {
      const delta = cowriterDeltaSchema.parse(payload);
      onDelta(delta.text, delta.restart);
    } else if (event.event === "result") {
      return suggestionSchema.parse(payload);
    } else if (event.event === "error") {
      // An error that arrived inside the stream, after the 200: built like any answer's.
      const failed = cowriterStreamErrorSchema.parse(payload);
      throw problemFrom(failed.status, "", failed);
    }
  }
  throw new ApiError(502, "The co-writer stopped before its answer was complete. Try again.");
}
