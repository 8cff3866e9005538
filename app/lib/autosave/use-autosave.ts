import { useCallback, useEffect, useRef, useState } from "react";
import { Autosaver, readLocalCopy, type AutosaveStatus } from "./autosaver";

export type { AutosaveStatus };

// A form's value that saves itself (autosaver.ts has the rules). The value starts from the stored
// one, or from the copy this browser kept of unsaved changes: over the same stored version it is
// saved again; over another one (saved meanwhile in another tab or device) it waits, marked as a
// conflict, for the person to choose. Leaving (another tab of the app, a reload, closing) sends
// what is waiting, and the browser asks first while it is not saved.
export function useAutosave<T>({
  storageKey,
  saved,
  version,
  same,
  save,
  restore,
}: {
  storageKey: string;
  /** The stored value (or what an unsaved form starts from). */
  saved: T;
  /** The stored version; 0 when nothing is stored yet. */
  version: number;
  same: (a: T, b: T) => boolean;
  save: (value: T, version: number) => Promise<number>;
  /** A kept copy read back: the value, or null when it no longer has the form's shape. */
  restore: (raw: unknown) => T | null;
}) {
  const [status, setStatus] = useState<AutosaveStatus>("saved");
  const [message, setMessage] = useState<string | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const [start] = useState(() => {
    const copy = readLocalCopy(storageKey);
    const kept = copy ? restore(copy.value) : null;
    if (!copy || kept === null || same(kept, saved)) return { value: saved, conflict: false };
    return { value: kept, conflict: copy.baseVersion !== version };
  });
  const [value, setValueState] = useState<T>(start.value);

  const saverRef = useRef<Autosaver<T> | null>(null);
  if (!saverRef.current) {
    saverRef.current = new Autosaver<T>(
      {
        key: storageKey,
        save: (v, at) => saveRef.current(v, at),
        same,
        onStatus: (next, text) => {
          setStatus(next);
          setMessage(text);
        },
      },
      saved,
      version,
    );
  }
  const saver = saverRef.current;

  useEffect(() => {
    if (start.conflict) saver.startInConflict(start.value);
    // Only the first value decides whether the page starts in conflict.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    saver.change(value);
  }, [saver, value]);

  // A newer stored version arrives (the page opened on cached data while the save made on
  // leaving it a moment ago was landing, or another device saved): with nothing typed here since,
  // the form shows it. With unsaved words here, they stay, and their save meets the conflict rule.
  const savedRef = useRef(saved);
  savedRef.current = saved;
  useEffect(() => {
    if (version <= saver.currentVersion || saver.pending || status === "conflict") return;
    saver.useStored(savedRef.current, version);
    setValueState(savedRef.current);
    // Only a new stored version matters here, not each render's copy of the same value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saver, version]);

  useEffect(() => {
    const online = () => {
      if (saver.pending) void saver.flush();
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!saver.pending) return;
      void saver.flush();
      event.preventDefault();
    };
    window.addEventListener("online", online);
    window.addEventListener("beforeunload", beforeUnload);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("beforeunload", beforeUnload);
      // Leaving the page inside the app: what is waiting goes now (the copy stays until it did).
      if (saver.pending) void saver.flush();
      saver.dispose();
    };
  }, [saver]);

  const setValue = useCallback((next: T | ((current: T) => T)) => setValueState(next), []);

  /** After a conflict: the stored value and version replace what is here. */
  const takeStored = useCallback(
    (stored: T, storedVersion: number) => {
      saver.useStored(stored, storedVersion);
      setValueState(stored);
    },
    [saver],
  );

  return {
    value,
    setValue,
    status,
    message,
    /** Save now: `next` when given (it becomes the value), else the value as it is, even
     * unchanged (keeping a suggestion). */
    saveNow: (next?: T) => {
      if (next !== undefined) {
        setValueState(next);
        saver.change(next);
      }
      return saver.flush({ force: true });
    },
    /** After a conflict: save what is here over the stored version the person has now seen. */
    keepMine: (storedVersion: number) => saver.keepMine(storedVersion),
    takeStored,
    version: () => saver.currentVersion,
  };
}
