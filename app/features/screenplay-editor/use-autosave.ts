import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { TitlePageData } from "#contracts/screenplay.ts";
import { ApiError, isConflict } from "#app/lib/api-client";
import {
  fetchScreenplay,
  saveScreenplay,
  screenplayKey,
  versionsKey,
  type Screenplay,
} from "./screenplay-api";

export type SaveStatus = "saved" | "unsaved" | "saving" | "offline" | "conflict" | "error";

export type Draft = { fountain: string; titlePage: TitlePageData };

export type LocalCopy = Draft & { baseVersion: number; at: string };

const DEBOUNCE_MS = 1000;
const RETRY_MS = 5000;
const localKey = (movieId: string) => `lifescript.screenplay.${movieId}`;

export function readLocalCopy(movieId: string): LocalCopy | null {
  try {
    const raw = window.localStorage.getItem(localKey(movieId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalCopy>;
    if (typeof parsed.fountain !== "string" || typeof parsed.baseVersion !== "number") return null;
    return {
      fountain: parsed.fountain,
      titlePage: parsed.titlePage ?? { entries: [] },
      baseVersion: parsed.baseVersion,
      at: parsed.at ?? "",
    };
  } catch {
    return null;
  }
}

function writeLocalCopy(movieId: string, copy: LocalCopy): void {
  try {
    window.localStorage.setItem(localKey(movieId), JSON.stringify(copy));
  } catch {
    // Storage full or disabled: the server copy is all we have.
  }
}

export function clearLocalCopy(movieId: string): void {
  try {
    window.localStorage.removeItem(localKey(movieId));
  } catch {
    // Nothing to clear.
  }
}

export function sameDraft(a: Draft, b: Draft): boolean {
  return a.fountain === b.fountain && JSON.stringify(a.titlePage) === JSON.stringify(b.titlePage);
}

// Saves the document about a second after the last change (PUT with the loaded version). Every
// change is first copied to localStorage, so a failed save or a closed tab loses nothing.
export function useAutosave(movieId: string, loaded: Screenplay) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>("saved");
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [lastSavedAt, setLastSavedAt] = useState<string | null>(loaded.updatedAt);
  const version = useRef(loaded.version);
  const latest = useRef<Draft>({ fountain: loaded.fountain, titlePage: loaded.titlePage });
  const saved = useRef<Draft>(latest.current);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const flush = useCallback(
    async (name?: string): Promise<void> => {
      clearTimer();
      if (inFlight.current) {
        again.current = true;
        await inFlight.current;
        if (!name) return;
      }
      const draft = latest.current;
      if (!name && sameDraft(draft, saved.current) && version.current > 0) {
        setStatus("saved");
        return;
      }
      setStatus("saving");
      const run = (async () => {
        try {
          const result = await saveScreenplay(movieId, {
            fountain: draft.fountain,
            titlePage: draft.titlePage,
            version: version.current,
            ...(name ? { name } : {}),
          });
          version.current = result.version;
          saved.current = draft;
          setLastSavedAt(result.updatedAt);
          setErrorMessage(null);
          queryClient.setQueryData(screenplayKey(movieId), result);
          if (name) void queryClient.invalidateQueries({ queryKey: versionsKey(movieId) });
          if (sameDraft(latest.current, draft)) {
            clearLocalCopy(movieId);
            setStatus("saved");
          } else setStatus("unsaved");
        } catch (e) {
          if (isConflict(e)) {
            setStatus("conflict");
          } else if (!(e instanceof ApiError) || e.status >= 500) {
            // No answer (offline) or a server failure: keep the local copy and try again.
            setStatus("offline");
            timer.current = setTimeout(() => void flush(), RETRY_MS);
          } else {
            setStatus("error");
            setErrorMessage(e.message);
          }
          throw e;
        }
      })();
      inFlight.current = run.catch(() => undefined);
      try {
        await run;
      } finally {
        inFlight.current = null;
        if (again.current) {
          again.current = false;
          if (!sameDraft(latest.current, saved.current)) void flush().catch(() => undefined);
        }
      }
    },
    [movieId, queryClient],
  );

  const change = useCallback(
    (draft: Draft) => {
      latest.current = draft;
      writeLocalCopy(movieId, {
        ...draft,
        baseVersion: version.current,
        at: new Date().toISOString(),
      });
      setStatus((s) => (s === "conflict" ? s : s === "offline" ? s : "unsaved"));
      clearTimer();
      timer.current = setTimeout(() => void flush().catch(() => undefined), DEBOUNCE_MS);
    },
    [flush, movieId],
  );

  /** The server replaced the document (compile, restore, import): start from its copy. */
  const replaced = useCallback(
    (next: Screenplay) => {
      clearTimer();
      version.current = next.version;
      latest.current = { fountain: next.fountain, titlePage: next.titlePage };
      saved.current = latest.current;
      clearLocalCopy(movieId);
      setLastSavedAt(next.updatedAt);
      setStatus("saved");
    },
    [movieId],
  );

  /** After a 409: take the newest version number and save this text over it. */
  const overwrite = useCallback(async () => {
    const current = await fetchScreenplay(movieId);
    version.current = current.version;
    saved.current = { fountain: current.fountain, titlePage: current.titlePage };
    await flush().catch(() => undefined);
  }, [flush, movieId]);

  // Back online: save what is waiting.
  useEffect(() => {
    const online = () => {
      if (!sameDraft(latest.current, saved.current)) void flush().catch(() => undefined);
    };
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [flush]);

  // Leaving the page with unsaved text: save now (the local copy stays until it succeeds).
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (sameDraft(latest.current, saved.current)) return;
      void flush().catch(() => undefined);
      event.preventDefault();
    };
    window.addEventListener("beforeunload", beforeUnload);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      clearTimer();
      if (!sameDraft(latest.current, saved.current)) void flush().catch(() => undefined);
    };
  }, [flush]);

  return {
    status,
    errorMessage,
    lastSavedAt,
    change,
    flush,
    replaced,
    overwrite,
    version: () => version.current,
  };
}
