import { GIF_NOT_CONFIGURED_MESSAGE, type GifPage } from "#contracts/gif.ts";
import { AppError } from "#server/errors.ts";
import { cachedGifPage, type GifSource } from "./gif-source.ts";
import { toGifPage } from "./to-gif-page.ts";

// Terms differing only in case or surrounding spaces share one cache entry and one GIPHY call.
export async function searchGifs(source: GifSource, q: string, offset: number): Promise<GifPage> {
  if (!source.client) throw new AppError("not_configured", GIF_NOT_CONFIGURED_MESSAGE);
  const term = q.trim().toLowerCase();
  return cachedGifPage(
    source,
    `search:${offset}:${term}`,
    async (client) => toGifPage(await client.search(term, offset), offset),
    source.client,
  );
}
