import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "#app/lib/api-client";
import {
  clearAnswerDraft,
  readAnswerDraft,
  writeAnswerDraft,
  type AnswerDraft,
} from "#app/lib/interview-drafts";
import { placeDraft } from "./answer-draft";
import { answerInterview, type Interview } from "./interview-api";

// While the answer waits for a connection it is sent again this often, and at once when the
// browser says it is back online.
export const ANSWER_RETRY_MS = 30_000;

export type AnswerStatus = "idle" | "sending" | "waiting";

/** No answer came (offline, the connection dropped) or the server could not take it now: the
 * answer waits on this device and is sent again. Anything else is the person's to fix. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof ApiError && error.status >= 502);
}

// The answer box of the question waiting: its words kept in this browser at every change
// (app/lib/interview-drafts.ts), sent on "Send" through the outbox (app/lib/offline): when the server cannot
// be reached the answer waits there, shown as waiting, and the outbox sends it when the
// connection returns (this screen also tries again on "online" and every 30 s while open). The
// words leave the box only once the server has them and the interview has moved on.
export function useInterviewAnswer(
  interview: Interview | null,
  onAnswered: (interview: Interview) => void,
) {
  const interviewId = interview?.id ?? null;
  const movieId = interview?.movieId ?? null;
  const turnId = interview?.current?.turnId ?? null;
  const [text, setText] = useState("");
  const [status, setStatus] = useState<AnswerStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const answered = useRef(onAnswered);
  answered.current = onAnswered;
  const latest = useRef(text);
  latest.current = text;

  // What the server knows of each question, so stored words are placed again when it changes.
  const turnsSeen = (interview?.turns ?? [])
    .map((t) => `${t.id}:${t.status}:${t.answer ?? ""}`)
    .join("\u0000");
  const turns = useRef(interview?.turns ?? []);
  turns.current = interview?.turns ?? [];
  const [carriedFrom, setCarriedFrom] = useState<string | null>(null);
  useEffect(() => {
    if (!interviewId) return;
    const place = placeDraft(readAnswerDraft(interviewId), { turnId, turns: turns.current });
    if (place.forget) clearAnswerDraft(interviewId, readAnswerDraft(interviewId)?.turnId ?? "");
    else if (place.draft) writeAnswerDraft(place.draft);
    setCarriedFrom(place.carriedFrom);
    setText(place.draft?.text ?? "");
    setStatus(place.draft?.waiting ? "waiting" : "idle");
    setError(null);
  }, [interviewId, turnId, turnsSeen]);

  const keep = useCallback(
    (words: string, waiting: boolean) => {
      if (!interviewId || !turnId) return;
      const draft: AnswerDraft = {
        interviewId,
        turnId,
        text: words,
        waiting,
        updatedAt: new Date().toISOString(),
      };
      writeAnswerDraft(draft);
    },
    [interviewId, turnId],
  );

  const change = useCallback(
    (words: string) => {
      setText(words);
      setError(null);
      keep(words, status === "waiting");
    },
    [keep, status],
  );

  const sending = useRef(false);
  const send = useCallback(async () => {
    const words = latest.current;
    if (!interviewId || !turnId || sending.current) return;
    if (!words.trim()) {
      setError("Write or say what you remember first, or skip this question.");
      return;
    }
    sending.current = true;
    keep(words, true);
    setStatus("sending");
    try {
      const next = await answerInterview(
        { id: interviewId, movieId: movieId ?? "" },
        turnId,
        words,
      );
      if (next === null) {
        // In the outbox: sent by its next sync, and the interview read again once it lands.
        setStatus("waiting");
        return;
      }
      clearAnswerDraft(interviewId, turnId);
      setStatus("idle");
      answered.current(next);
    } catch (failure) {
      if (isUnreachable(failure)) {
        setStatus("waiting");
      } else {
        keep(words, false);
        setStatus("idle");
        setError(failure instanceof Error ? failure.message : "Your answer was not sent.");
      }
    } finally {
      sending.current = false;
    }
  }, [interviewId, movieId, turnId, keep]);

  useEffect(() => {
    if (status !== "waiting") return;
    const retry = () => void send();
    window.addEventListener("online", retry);
    const timer = window.setInterval(retry, ANSWER_RETRY_MS);
    return () => {
      window.removeEventListener("online", retry);
      window.clearInterval(timer);
    };
  }, [status, send]);

  return { text, change, send, status, error, setError, carriedFrom };
}
