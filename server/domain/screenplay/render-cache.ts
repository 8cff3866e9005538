// What the engine made of a stored screenplay (PDFs, statistics, the shared page's laid-out
// pages), by revision: the work is done once per version of the text, however many times it is
// asked for, and a hostile script cannot hold the event loop again by being fetched again. Keys
// start with the document's row id and version, so an edit never serves old work. Memory is
// bounded: entries are weighed (roughly, in bytes) and the least recently used go first. Each app
// instance keeps its own (it only saves work). See decision 0013.
export const RENDER_CACHE_BYTES = 64 * 1024 * 1024;
// One entry may take half the cache: the PDF of the longest allowed script fits.
const MAX_ENTRY_BYTES = RENDER_CACHE_BYTES / 2;

type Entry = { value: unknown; weight: number };
const entries = new Map<string, Entry>();
let total = 0;

// Work computed in a worker thread and not finished yet: a second request for it waits for the
// same result instead of starting it again.
const pending = new Map<string, Promise<unknown>>();

function recall(key: string): Entry | undefined {
  const hit = entries.get(key);
  if (hit) {
    entries.delete(key);
    entries.set(key, hit);
  }
  return hit;
}

function remember<T>(key: string, value: T, weigh: (value: T) => number): void {
  const weight = Math.max(1, Math.ceil(weigh(value)));
  if (weight > MAX_ENTRY_BYTES) return;
  entries.set(key, { value, weight });
  total += weight;
  for (const [oldest, entry] of entries) {
    if (total <= RENDER_CACHE_BYTES) break;
    entries.delete(oldest);
    total -= entry.weight;
  }
}

/** The cached value for `key`, or `compute()` remembered under it. */
export function cachedRender<T>(key: string, weigh: (value: T) => number, compute: () => T): T {
  const hit = recall(key);
  if (hit) return hit.value as T;
  const value = compute();
  remember(key, value, weigh);
  return value;
}

/** The same for work that finishes later (in a worker thread), computed once however many ask. */
export function cachedRenderLater<T>(
  key: string,
  weigh: (value: T) => number,
  compute: () => Promise<T>,
): Promise<T> {
  const hit = recall(key);
  if (hit) return Promise.resolve(hit.value as T);
  const running = pending.get(key);
  if (running) return running as Promise<T>;
  const started = compute()
    .then((value) => {
      remember(key, value, weigh);
      return value;
    })
    .finally(() => pending.delete(key));
  pending.set(key, started);
  return started;
}

/** For tests: how many entries and bytes are held. */
export function renderCacheSize(): { entries: number; bytes: number } {
  return { entries: entries.size, bytes: total };
}
