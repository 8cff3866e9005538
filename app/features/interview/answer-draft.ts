import type { AnswerDraft } from "#app/lib/interview-drafts";

// Where an interview's stored answer goes on screen (the storage itself: app/lib/interview-drafts.ts).

/** The words to show in the box for the question waiting: the draft's when it answers that
 * question, else none. A draft for a question the interview has moved past (answered on another
 * device) is not shown on the next one. */
export function draftFor(draft: AnswerDraft | null, turnId: string | null): AnswerDraft | null {
  return draft && turnId && draft.turnId === turnId ? draft : null;
}

export type DraftPlace = {
  /** The words for the question waiting (null: an empty box). */
  draft: AnswerDraft | null;
  /** The stored words are the server's now: forget them. */
  forget: boolean;
  /** The earlier question the words were written for, when they come to this one. */
  carriedFrom: string | null;
};

/** Where the stored words go when the interview is read. Words for the
 * question waiting stay on it. Words for a question the interview has moved past are forgotten
 * only when the server holds them (that question answered with the same words, as when the
 * outbox sent them); if the question was skipped, or answered with other words on another
 * device, before these reached the server, they come to the question waiting, which says so. */
export function placeDraft(
  stored: AnswerDraft | null,
  current: {
    turnId: string | null;
    turns: ReadonlyArray<{ id: string; question: string; status: string; answer: string | null }>;
  },
): DraftPlace {
  if (!stored) return { draft: null, forget: false, carriedFrom: null };
  if (current.turnId !== null && stored.turnId === current.turnId)
    return { draft: stored, forget: false, carriedFrom: null };
  const turn = current.turns.find((t) => t.id === stored.turnId);
  const held = turn?.status === "answered" && (turn.answer ?? "").trim() === stored.text.trim();
  if (held || !stored.text.trim() || current.turnId === null)
    return { draft: null, forget: held || !stored.text.trim(), carriedFrom: null };
  return {
    draft: { ...stored, turnId: current.turnId, waiting: false },
    forget: false,
    carriedFrom: turn?.question ?? null,
  };
}
