import { useEffect, useRef } from "react";
import type { TitlePageData } from "#contracts/screenplay.ts";
import { isConflict } from "#app/lib/api-client";
import { fetchScreenplay, saveTitlePage, type Screenplay } from "./screenplay-api";

const SAVE_AFTER_MS = 800;
const same = (a: TitlePageData, b: TitlePageData) => JSON.stringify(a) === JSON.stringify(b);

export type TitlePageOutcome =
  | { kind: "saved" }
  // Someone else changed the title page meanwhile: theirs is what the server keeps.
  | { kind: "taken"; theirs: TitlePageData }
  | { kind: "failed"; message: string };

// The title page of a live screenplay, saved on its own a moment after a change. The text
// raises the document's version whenever the server writes it down, so a 409 usually means only
// that people typed: when the title page on the server is still the one this save started from,
// the save is sent again at the new version. When someone else changed the title page, theirs
// stays and `onOutcome` says so.
export function useLiveTitlePage(
  movieId: string,
  loaded: Screenplay,
  onOutcome: (outcome: TitlePageOutcome) => void,
) {
  const base = useRef({ titlePage: loaded.titlePage, version: loaded.version });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<TitlePageData | null>(null);
  const outcome = useRef(onOutcome);
  outcome.current = onOutcome;

  async function save() {
    const next = pending.current;
    pending.current = null;
    if (!next || same(next, base.current.titlePage)) return;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const saved = await saveTitlePage(movieId, {
          titlePage: next,
          version: base.current.version,
        });
        base.current = { titlePage: saved.titlePage, version: saved.version };
        outcome.current({ kind: "saved" });
        return;
      } catch (error) {
        if (!isConflict(error)) {
          pending.current ??= next;
          outcome.current({
            kind: "failed",
            message: error instanceof Error ? error.message : "Try again.",
          });
          return;
        }
        const server = await fetchScreenplay(movieId);
        const theirsChanged = !same(server.titlePage, base.current.titlePage);
        base.current = { titlePage: server.titlePage, version: server.version };
        if (theirsChanged) {
          outcome.current({ kind: "taken", theirs: server.titlePage });
          return;
        }
      }
    }
    outcome.current({ kind: "failed", message: "The screenplay keeps changing. Try again." });
  }

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (pending.current) void save();
    },
    // Once: a change waiting when the editor closes is still sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return {
    change(next: TitlePageData) {
      pending.current = next;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_AFTER_MS);
    },
  };
}
