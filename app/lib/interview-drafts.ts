// The answer being written to one interview question, kept in this browser at every change, so a
// reload, a lost connection or a closed tab loses nothing. `waiting` marks an answer the person
// sent that the server has not taken yet (offline): it is sent again when the connection comes
// back, and stays in the box until then. The server keeps the answer once it has it.
//
// In app/lib, not in the interview feature, because the offline layer writes here too: an
// answer its outbox could not deliver (the question was answered or skipped on another device)
// comes back to the box rather than being dropped (app/lib/offline/conflicts.ts).

export type AnswerDraft = {
  interviewId: string;
  // The question the words answer: a draft for another question is not shown on this one.
  turnId: string;
  text: string;
  waiting: boolean;
  updatedAt: string;
};

const key = (interviewId: string) => `lifescript:interview-answer:${interviewId}`;

export function parseAnswerDraft(raw: string | null, interviewId: string): AnswerDraft | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<AnswerDraft>;
    if (typeof parsed.turnId !== "string" || typeof parsed.text !== "string") return null;
    return {
      interviewId,
      turnId: parsed.turnId,
      text: parsed.text,
      waiting: parsed.waiting === true,
      updatedAt:
        typeof parsed.updatedAt === "string" ? parsed.updatedAt : new Date(0).toISOString(),
    };
  } catch {
    return null;
  }
}

export function readAnswerDraft(interviewId: string): AnswerDraft | null {
  try {
    return parseAnswerDraft(localStorage.getItem(key(interviewId)), interviewId);
  } catch {
    return null;
  }
}

export function writeAnswerDraft(draft: AnswerDraft): void {
  try {
    if (!draft.text.trim() && !draft.waiting) localStorage.removeItem(key(draft.interviewId));
    else localStorage.setItem(key(draft.interviewId), JSON.stringify(draft));
  } catch {
    // storage full or disabled: the words stay on screen
  }
}

export function clearAnswerDraft(interviewId: string, turnId: string): void {
  try {
    const current = readAnswerDraft(interviewId);
    if (!current || current.turnId === turnId) localStorage.removeItem(key(interviewId));
  } catch {
    // nothing to clear
  }
}

/** Where words the outbox could not deliver go: into the stored answer, unless it holds them
 * already. With no stored words they become the answer to their own question (the screen then
 * brings them to the question waiting, saying which one they were written for); beside other
 * words they are added after them, so neither is lost. */
export function withUnsentAnswer(
  stored: AnswerDraft | null,
  unsent: { interviewId: string; turnId: string; text: string },
  now: string,
): AnswerDraft | null {
  const words = unsent.text.trim();
  if (!words || (stored && stored.text.includes(words))) return stored;
  if (!stored || !stored.text.trim())
    return { ...unsent, text: words, waiting: false, updatedAt: now };
  return { ...stored, text: `${stored.text.trimEnd()}\n\n${words}`, updatedAt: now };
}

export function keepUnsentAnswer(unsent: { interviewId: string; turnId: string; text: string }) {
  const stored = readAnswerDraft(unsent.interviewId);
  const next = withUnsentAnswer(stored, unsent, new Date().toISOString());
  if (next && next !== stored) writeAnswerDraft(next);
}
