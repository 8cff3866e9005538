import { ApiError, isConflict } from "#app/lib/api-client";

// Saving as you go, for a form whose record carries a version (a guided card, the beat board):
// every change is first copied to this browser, then saved about a second after the last one
// with the version it was based on. Nothing typed is lost: not when the save fails (kept, said,
// tried again when the connection is back), not on a conflict (a 409: kept until the person
// chooses theirs or the stored one), not on a reload (the copy is offered back). No React here,
// so the rules are unit-tested; use-autosave.ts ties it to a component.

export type AutosaveStatus = "saved" | "unsaved" | "saving" | "offline" | "conflict" | "error";

export type LocalCopy = { value: unknown; baseVersion: number; at: string };

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type AutosaverOptions<T> = {
  /** Where this browser keeps the unsaved copy. */
  key: string;
  /** Saves the value over `version` (0: not stored yet) and answers the new version. */
  save: (value: T, version: number) => Promise<number>;
  same: (a: T, b: T) => boolean;
  onStatus: (status: AutosaveStatus, message: string | null) => void;
  storage?: KeyValueStore | null;
  debounceMs?: number;
  retryMs?: number;
};

const browserStorage = (): KeyValueStore | null => {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
};

export function readLocalCopy(
  key: string,
  storage: KeyValueStore | null = browserStorage(),
): LocalCopy | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalCopy>;
    if (typeof parsed.baseVersion !== "number" || !("value" in parsed)) return null;
    return { value: parsed.value, baseVersion: parsed.baseVersion, at: parsed.at ?? "" };
  } catch {
    return null;
  }
}

export class Autosaver<T> {
  private readonly options: Required<Omit<AutosaverOptions<T>, "storage">> & {
    storage: KeyValueStore | null;
  };
  private latest: T;
  private saved: T;
  private version: number;
  private status: AutosaveStatus = "saved";
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private again = false;

  constructor(options: AutosaverOptions<T>, saved: T, version: number) {
    this.options = {
      debounceMs: 1000,
      retryMs: 5000,
      ...options,
      storage: options.storage === undefined ? browserStorage() : options.storage,
    };
    this.latest = saved;
    this.saved = saved;
    this.version = version;
  }

  /** Unsaved changes exist (typed, or kept from a failed save). */
  get pending(): boolean {
    return !this.options.same(this.latest, this.saved);
  }

  get currentVersion(): number {
    return this.version;
  }

  /** A change the person made: copied to this browser at once, saved after the pause. */
  change(value: T): void {
    if (this.options.same(value, this.latest)) return;
    this.latest = value;
    if (!this.pending) {
      this.clearTimer();
      this.clearCopy();
      if (this.status === "unsaved" || this.status === "offline") this.setStatus("saved");
      return;
    }
    this.writeCopy();
    if (this.status === "conflict") return;
    if (this.status !== "offline") this.setStatus("unsaved");
    this.schedule(this.options.debounceMs);
  }

  /** Sends what is waiting now. `force` saves even an unchanged value (keeping a suggestion). */
  async flush({ force = false }: { force?: boolean } = {}): Promise<void> {
    this.clearTimer();
    if (this.inFlight) {
      this.again = true;
      await this.inFlight;
      if (!force) return;
    }
    if ((!force && !this.pending) || this.status === "conflict") return;
    const value = this.latest;
    this.setStatus("saving");
    const run = (async () => {
      try {
        this.version = await this.options.save(value, this.version);
        this.saved = value;
        if (this.pending) {
          this.writeCopy();
          this.setStatus("unsaved");
        } else {
          this.clearCopy();
          this.setStatus("saved");
        }
      } catch (error) {
        this.writeCopy();
        if (isConflict(error)) this.setStatus("conflict");
        else if (!(error instanceof ApiError) || error.status >= 500) {
          // No answer (offline) or the server failed: kept here, tried again.
          this.setStatus("offline");
          this.schedule(this.options.retryMs);
        } else {
          this.setStatus("error", error.message);
        }
      }
    })();
    this.inFlight = run;
    try {
      await run;
    } finally {
      this.inFlight = null;
      if (this.again) {
        this.again = false;
        // The save that just ended may have found a conflict: flush() then waits for the person.
        if (this.pending) void this.flush();
      }
    }
  }

  /** After a conflict: save this value over the stored version the person has now seen. */
  async keepMine(storedVersion: number): Promise<void> {
    this.version = storedVersion;
    this.setStatus("unsaved");
    await this.flush({ force: true });
  }

  /** Take the stored value instead: the copy here is dropped. */
  useStored(saved: T, version: number): void {
    this.clearTimer();
    this.latest = saved;
    this.saved = saved;
    this.version = version;
    this.clearCopy();
    this.setStatus("saved");
  }

  /** Started from a copy this browser kept over a version that is no longer the stored one. */
  startInConflict(value: T): void {
    this.latest = value;
    this.setStatus("conflict");
  }

  /** Timers stop; a pending value is sent by the caller's flush first if wanted. */
  dispose(): void {
    this.clearTimer();
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => void this.flush(), ms);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private setStatus(status: AutosaveStatus, message: string | null = null): void {
    this.status = status;
    this.options.onStatus(status, message);
  }

  private writeCopy(): void {
    const copy: LocalCopy = {
      value: this.latest,
      baseVersion: this.version,
      at: new Date().toISOString(),
    };
    try {
      this.options.storage?.setItem(this.options.key, JSON.stringify(copy));
    } catch {
      // Storage full or disabled: the server copy is all there is.
    }
  }

  private clearCopy(): void {
    try {
      this.options.storage?.removeItem(this.options.key);
    } catch {
      // Nothing to clear.
    }
  }
}
