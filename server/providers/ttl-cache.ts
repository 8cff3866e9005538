// A tiny in-memory cache with a time to live per entry. Per process on purpose: it only saves
// repeated third-party calls (GIF pages), and losing it on restart or across instances is harmless.
export type TtlCache<V> = {
  get: (key: string) => V | undefined;
  set: (key: string, value: V, ttlMs: number) => void;
  clear: () => void;
};

export function createTtlCache<V>(
  options: { maxEntries?: number; now?: () => number } = {},
): TtlCache<V> {
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, ttlMs) {
      entries.delete(key);
      // Maps keep insertion order, so the first key is the oldest: a bound without an LRU library.
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    clear: () => entries.clear(),
  };
}
