import type { SceneElement } from "#contracts/scene-element.ts";

// A composer draft kept in two places: the server (drafts-api.ts) and this browser, so a
// reload or a lost connection loses nothing. On open the newer of the two wins.

export type ComposerDraft = {
  content: string;
  elements: SceneElement[];
  /** The scene's metadata to be: the feelings picked and its date (scene-facts.ts). */
  metadata?: Record<string, unknown>;
  updatedAt: string;
};

export function isEmptyDraft(
  draft: Pick<ComposerDraft, "content" | "elements" | "metadata">,
): boolean {
  return (
    !draft.content.trim() &&
    draft.elements.length === 0 &&
    Object.keys(draft.metadata ?? {}).length === 0
  );
}

export function newerDraft(
  local: ComposerDraft | null,
  server: ComposerDraft | null,
): ComposerDraft | null {
  const candidates = [local, server].filter((d): d is ComposerDraft => d !== null);
  if (candidates.length === 0) return null;
  const time = (d: ComposerDraft) => {
    const t = Date.parse(d.updatedAt);
    return Number.isNaN(t) ? 0 : t;
  };
  const best = candidates.reduce((a, b) => (time(b) > time(a) ? b : a));
  return isEmptyDraft(best) ? null : best;
}

const key = (movieId: string) => `lifescript:scene-draft:${movieId}`;

export function readLocalDraft(movieId: string): ComposerDraft | null {
  try {
    const raw = localStorage.getItem(key(movieId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ComposerDraft>;
    if (typeof parsed.content !== "string" || !Array.isArray(parsed.elements)) return null;
    return {
      content: parsed.content,
      elements: parsed.elements,
      metadata:
        parsed.metadata && typeof parsed.metadata === "object" && !Array.isArray(parsed.metadata)
          ? parsed.metadata
          : {},
      updatedAt:
        typeof parsed.updatedAt === "string" ? parsed.updatedAt : new Date(0).toISOString(),
    };
  } catch {
    return null;
  }
}

export function writeLocalDraft(movieId: string, draft: ComposerDraft): void {
  try {
    localStorage.setItem(key(movieId), JSON.stringify(draft));
  } catch {
    // storage full or disabled: the server copy still exists
  }
}

export function clearLocalDraft(movieId: string): void {
  try {
    localStorage.removeItem(key(movieId));
  } catch {
    // nothing to clear
  }
}
