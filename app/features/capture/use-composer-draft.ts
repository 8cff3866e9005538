import { useCallback, useEffect, useRef, useState } from "react";
import { sceneElementSchema, type SceneElement } from "#contracts/scene-element.ts";
import { sceneMetadataKnownSchema } from "#contracts/scene-metadata.ts";
import {
  clearLocalDraft,
  type ComposerDraft,
  isEmptyDraft,
  newerDraft,
  readLocalDraft,
  writeLocalDraft,
} from "./draft-store";
import { deleteSceneDraft, fetchSceneDraft, saveSceneDraft } from "./drafts-api";

export const DRAFT_DEBOUNCE_MS = 1000;

function validElements(elements: unknown[]): SceneElement[] {
  return elements.flatMap((e) => {
    const parsed = sceneElementSchema.safeParse(e);
    return parsed.success ? [parsed.data] : [];
  });
}

// A local copy written by an older version of the app (or by hand) may not hold today's shapes:
// what does not fit is left out rather than sent back to fail every save.
function validMetadata(metadata: Record<string, unknown> | undefined): Record<string, unknown> {
  const parsed = sceneMetadataKnownSchema.safeParse(metadata ?? {});
  return parsed.success ? { ...metadata } : {};
}

// Restores the draft once when the composer opens, then keeps it: a local copy at every change
// and the server's 1 s after the last one. Failures are logged only: a draft must never
// interrupt the writing.
export function useComposerDraft({
  movieId,
  open,
  enabled,
  content,
  elements,
  metadata,
  onRestore,
}: {
  movieId: string | null;
  open: boolean;
  enabled: boolean;
  content: string;
  elements: SceneElement[];
  /** Kept stable between renders (memoised) while it does not change. */
  metadata: Record<string, unknown>;
  onRestore: (draft: ComposerDraft) => void;
}) {
  const [ready, setReady] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<(() => void) | null>(null);
  // The save on its way to the server, which a clear waits for (below).
  const inflight = useRef<Promise<unknown> | null>(null);
  const hadDraft = useRef(false);
  const current = useRef({ content, elements, metadata });
  current.current = { content, elements, metadata };
  const restoreRef = useRef(onRestore);
  restoreRef.current = onRestore;

  // Restore once per opening.
  useEffect(() => {
    if (!open || !enabled || !movieId) {
      setReady(false);
      return;
    }
    let cancelled = false;
    (async () => {
      const local = readLocalDraft(movieId);
      let server: ComposerDraft | null = null;
      try {
        const stored = await fetchSceneDraft(movieId);
        if (stored) {
          server = {
            content: stored.content,
            elements: stored.elements,
            metadata: stored.metadata,
            updatedAt: stored.updatedAt,
          };
        }
      } catch (error) {
        console.warn("Draft load failed", error);
      }
      if (cancelled) return;
      const best = newerDraft(
        local
          ? {
              ...local,
              elements: validElements(local.elements),
              metadata: validMetadata(local.metadata),
            }
          : null,
        server,
      );
      hadDraft.current = Boolean(best);
      if (best && isEmptyDraft(current.current)) restoreRef.current(best);
      setReady(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [open, enabled, movieId]);

  // Save after changes.
  useEffect(() => {
    if (!ready || !movieId || !enabled) return;
    const empty = isEmptyDraft({ content, elements, metadata });
    if (empty && !hadDraft.current) return;
    const updatedAt = new Date().toISOString();
    if (empty) clearLocalDraft(movieId);
    else writeLocalDraft(movieId, { content, elements, metadata, updatedAt });
    window.clearTimeout(timer.current);
    const save = () => {
      pending.current = null;
      const request = empty
        ? deleteSceneDraft(movieId)
        : saveSceneDraft(movieId, { content, elements, metadata, movieId });
      hadDraft.current = !empty;
      inflight.current = request;
      request.catch((error: unknown) => console.warn("Draft save failed", error));
    };
    pending.current = save;
    timer.current = window.setTimeout(save, DRAFT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer.current);
  }, [content, elements, metadata, ready, movieId, enabled]);

  // Closing the composer sends a save that was still waiting for its second.
  useEffect(() => {
    if (open || !pending.current) return;
    window.clearTimeout(timer.current);
    pending.current();
  }, [open]);

  const clear = useCallback(async () => {
    window.clearTimeout(timer.current);
    pending.current = null;
    if (!movieId) return;
    clearLocalDraft(movieId);
    hadDraft.current = false;
    // A save sent a moment before the scene was created must land before the delete: two requests
    // in flight can arrive in either order, and the scene just made would come back as the next
    // new scene's draft.
    await inflight.current?.catch(() => undefined);
    inflight.current = null;
    try {
      await deleteSceneDraft(movieId);
    } catch (error) {
      console.warn("Draft clear failed", error);
    }
  }, [movieId]);

  return { ready, clear };
}
