import { GIF_NOT_CONFIGURED_MESSAGE, type GifPage } from "#contracts/gif.ts";
import { AppError } from "#server/errors.ts";
import { cachedGifPage, type GifSource } from "./gif-source.ts";
import { toGifPage } from "./to-gif-page.ts";

// Throws GiphyError (see providers/giphy.ts) when GIPHY fails; the handler maps it to 502 or 451.
export async function listTrendingGifs(source: GifSource, offset: number): Promise<GifPage> {
  if (!source.client) throw new AppError("not_configured", GIF_NOT_CONFIGURED_MESSAGE);
  return cachedGifPage(
    source,
    `trending:${offset}`,
    async (client) => toGifPage(await client.trending(offset), offset),
    source.client,
  );
}
