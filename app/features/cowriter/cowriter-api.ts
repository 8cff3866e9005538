import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CowriterStatus, Suggestion } from "#contracts/cowriter.ts";
import type { CowriterAction } from "#contracts/cowriter-vocabulary.ts";
import { api, ApiError, errorMessageFrom } from "#app/lib/api-client";

// The browser side of /api/co-writer/consent and /api/movies/{id}/co-writer/{action}.

export const cowriterStatusKey = ["co-writer", "consent"] as const;

// 503 not_configured: the server has no model; the buttons say so and nothing retries.
export const isNotConfigured = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 503 && error.code === "not_configured";

export function useCowriterStatus(enabled = true) {
  return useQuery({
    queryKey: cowriterStatusKey,
    queryFn: ({ signal }) => api.get<CowriterStatus>("/api/co-writer/consent", signal),
    staleTime: 60_000,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 600),
    enabled,
  });
}

export function useSaveCowriterConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consentGiven: boolean) =>
      api.put<CowriterStatus>("/api/co-writer/consent", { consentGiven }),
    onSuccess: (saved) => queryClient.setQueryData(cowriterStatusKey, saved),
  });
}

type StreamEvent = { event: string; data: string };

function* eventsIn(buffer: string): Generator<StreamEvent> {
  for (const block of buffer.split("\n\n")) {
    const lines = block.split("\n");
    const event = lines.find((l) => l.startsWith("event: "))?.slice(7);
    const data = lines
      .filter((l) => l.startsWith("data: "))
      .map((l) => l.slice(6))
      .join("\n");
    if (event) yield { event, data };
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
  const response = await fetch(`/api/movies/${movieId}/co-writer/${action}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "text/event-stream", "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.body) {
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const error = (parsed as { error?: { code?: string; details?: unknown } } | null)?.error;
    throw new ApiError(
      response.status,
      errorMessageFrom(response.status, response.statusText, parsed),
      error?.code,
      error?.details,
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    const cut = buffer.lastIndexOf("\n\n");
    if (cut >= 0 || done) {
      const complete = done ? buffer : buffer.slice(0, cut);
      buffer = done ? "" : buffer.slice(cut + 2);
      for (const e of eventsIn(complete)) {
        const data = JSON.parse(e.data) as unknown;
        if (e.event === "delta") {
          const d = data as { text: string; restart: boolean };
          onDelta(d.text, d.restart);
        } else if (e.event === "result") {
          void reader.cancel();
          return data as Suggestion;
        } else if (e.event === "error") {
          const d = data as {
            status: number;
            error: { code: string; message: string; details?: unknown };
          };
          throw new ApiError(d.status, d.error.message, d.error.code, d.error.details);
        }
      }
    }
    if (done) break;
  }
  throw new ApiError(502, "The co-writer stopped before its answer was complete. Try again.");
}
