import { useEffect, useRef, useState } from "react";
import { isConflict } from "~/lib/api-client";
import { cardSave, initialValues, type CardSpec, type CardValues } from "./category-form";
import { newId, useSaveElement } from "./develop-api";

export type CardError = { message: string; conflict: boolean };

// A guided card's form state and saving (category-form.ts holds the rules). Nothing is saved
// until the writer says so; a stale version (another tab saved first) is said plainly, and a
// reload puts the stored version in the fields once it arrives.
export function useCategoryCard(spec: CardSpec, onReload: () => Promise<unknown>) {
  const [values, setValues] = useState<CardValues>(() => initialValues(spec));
  const [error, setError] = useState<CardError | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const save = useSaveElement(spec.movieId);

  // `next`: values just set and not yet rendered (a co-writer suggestion put in and saved at once).
  async function submit(isCompleted: boolean, next: CardValues = values) {
    setError(null);
    try {
      await save.mutateAsync(cardSave(spec, next, isCompleted, newId));
      setSavedAt(Date.now());
    } catch (e) {
      const conflict = isConflict(e);
      setError({
        conflict,
        message: conflict
          ? "This card was changed somewhere else (another tab or device) since you opened it. Reload it to see the latest version; copy anything you want to keep first."
          : e instanceof Error
            ? e.message
            : "The card could not be saved. Check your connection and try again.",
      });
    }
  }

  const resetOnNextVersion = useRef(false);
  const version = spec.element?.version;
  useEffect(() => {
    if (!resetOnNextVersion.current) return;
    resetOnNextVersion.current = false;
    setValues(initialValues(spec));
    // Only a new stored version resets the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  async function reload() {
    resetOnNextVersion.current = true;
    await onReload();
    setError(null);
  }

  return { values, setValues, error, savedAt, saving: save.isPending, submit, reload };
}
