import type { Gif, GifPage } from "#contracts/gif.ts";
import type { GiphyGif, GiphyResponse } from "#server/providers/giphy.ts";

const int = (value: string | number | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n) : 0;
};

// The picker shows a small preview in its grid and inserts the full-height rendition.
function toGif(gif: GiphyGif): Gif | null {
  const main = gif.images.fixed_height?.url ? gif.images.fixed_height : gif.images.original;
  if (!main?.url) return null;
  const preview = gif.images.fixed_height_small?.url
    ? gif.images.fixed_height_small
    : gif.images.fixed_width_small?.url
      ? gif.images.fixed_width_small
      : main;
  return {
    id: gif.id,
    title: gif.title,
    url: main.url,
    previewUrl: preview?.url ?? main.url,
    width: int(main.width),
    height: int(main.height),
  };
}

export function toGifPage(response: GiphyResponse, offset: number): GifPage {
  const gifs = response.data.map(toGif).filter((g): g is Gif => g !== null);
  return {
    gifs,
    pagination: {
      offset: response.pagination?.offset ?? offset,
      count: response.pagination?.count ?? gifs.length,
      total: response.pagination?.total_count ?? gifs.length,
    },
  };
}
