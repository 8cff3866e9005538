import type { GifPage } from "#contracts/gif.ts";
import { GiphyError, type GiphyClient } from "#server/providers/giphy.ts";
import { createTtlCache, type TtlCache } from "#server/providers/ttl-cache.ts";

// Answers are kept 60 s, and an error 6 s so a failing GIPHY is not hammered.
export const GIF_CACHE_MS = 60_000;
export const GIF_ERROR_CACHE_MS = 6_000;

type Outcome = { ok: true; page: GifPage } | { ok: false; error: GiphyError };

export type GifSource = { client: GiphyClient | null; cache: TtlCache<Outcome> };

export function createGifSource(client: GiphyClient | null): GifSource {
  return { client, cache: createTtlCache<Outcome>() };
}

export async function cachedGifPage(
  source: GifSource,
  key: string,
  load: (client: GiphyClient) => Promise<GifPage>,
  client: GiphyClient,
): Promise<GifPage> {
  let outcome = source.cache.get(key);
  if (!outcome) {
    try {
      outcome = { ok: true, page: await load(client) };
      source.cache.set(key, outcome, GIF_CACHE_MS);
    } catch (error) {
      if (!(error instanceof GiphyError)) throw error;
      outcome = { ok: false, error };
      source.cache.set(key, outcome, GIF_ERROR_CACHE_MS);
    }
  }
  if (!outcome.ok) throw outcome.error;
  return outcome.page;
}
