import { useRef, useState } from "react";
import type { Suggestion } from "#contracts/cowriter.ts";
import type { CowriterAction } from "#contracts/cowriter-vocabulary.ts";
import { ApiError } from "#app/lib/api-client";
import { streamSuggestion } from "./cowriter-api";

export type CowriterState =
  | { phase: "idle" }
  | { phase: "streaming"; action: CowriterAction; label: string; text: string }
  | { phase: "review"; suggestion: Suggestion }
  | { phase: "failed"; message: string };

// One suggestion at a time: asked, streamed into view, then reviewed until accepted or
// discarded. Cancel closes the connection (the server stops the model's request).
export function useCowriter(movieId: string) {
  const [state, setState] = useState<CowriterState>({ phase: "idle" });
  const running = useRef<AbortController | null>(null);

  async function ask(action: CowriterAction, label: string, body: Record<string, unknown> = {}) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: "streaming", action, label, text: "" });
    try {
      const suggestion = await streamSuggestion(
        movieId,
        action,
        body,
        (text, restart) =>
          setState((s) =>
            s.phase === "streaming" ? { ...s, text: restart ? text : s.text + text } : s,
          ),
        controller.signal,
      );
      if (!controller.signal.aborted) setState({ phase: "review", suggestion });
    } catch (error) {
      if (controller.signal.aborted) return;
      // A failed fetch (TypeError) says nothing a person can use: the connection is what failed.
      const message =
        error instanceof ApiError
          ? error.message
          : "Lifescript could not be reached. Your script is unchanged; check your connection and try again.";
      setState({ phase: "failed", message });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  function cancel() {
    running.current?.abort();
    running.current = null;
    setState({ phase: "idle" });
  }

  return { state, ask, cancel, close: () => setState({ phase: "idle" }) };
}
