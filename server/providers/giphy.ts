import { z } from "zod";
import { GIF_PAGE_SIZE, GIF_RATING, GIF_REGION_MESSAGE } from "#contracts/gif.ts";
import { AppError } from "../errors.ts";

// GIPHY's REST API, called from the server so the key never reaches the browser.
// https://developers.giphy.com/docs/api/endpoint#trending

const image = z
  .object({
    url: z.string().optional(),
    width: z.union([z.string(), z.number()]).optional(),
    height: z.union([z.string(), z.number()]).optional(),
  })
  .optional();

const giphyGif = z.object({
  id: z.string(),
  title: z.string().optional().default(""),
  images: z.object({
    original: image,
    fixed_height: image,
    fixed_height_small: image,
    fixed_width_small: image,
  }),
});

const giphyResponse = z.object({
  data: z.array(giphyGif),
  pagination: z
    .object({
      offset: z.number().optional(),
      count: z.number().optional(),
      total_count: z.number().optional(),
    })
    .optional(),
});

export type GiphyGif = z.infer<typeof giphyGif>;
export type GiphyResponse = z.infer<typeof giphyResponse>;

// "region": GIPHY refuses the content where the server is (HTTP 451), which the app shows as
// its own error (gif_unavailable_in_region, 451); "upstream": anything else that went wrong on
// GIPHY's side or on the way (gif_provider_failed, 502: not our failure, a bad gateway).
export class GiphyError extends AppError {
  readonly kind: "region" | "upstream";
  constructor(kind: "region" | "upstream", message: string) {
    super(kind === "region" ? "gif_unavailable_in_region" : "gif_provider_failed", message);
    this.kind = kind;
  }
}

export type GiphyClient = {
  trending: (offset: number) => Promise<GiphyResponse>;
  search: (q: string, offset: number) => Promise<GiphyResponse>;
};

export function createGiphyClient(options: {
  apiKey: string;
  apiUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): GiphyClient {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/$/, "");

  const call = async (path: string, params: Record<string, string>) => {
    const url = new URL(`${base}${path}`);
    const query = {
      api_key: options.apiKey,
      limit: String(GIF_PAGE_SIZE),
      rating: GIF_RATING,
      ...params,
    };
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
      });
    } catch {
      throw new GiphyError("upstream", "The GIF service could not be reached. Please try again.");
    }
    const text = await response.text();
    if (response.status === 451 || text.includes(GIF_REGION_MESSAGE)) {
      throw new GiphyError("region", GIF_REGION_MESSAGE);
    }
    if (!response.ok) {
      throw new GiphyError(
        "upstream",
        `The GIF service answered with an error (HTTP ${response.status}). Please try again in a moment.`,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new GiphyError("upstream", "The GIF service sent an answer we could not read.");
    }
    const parsed = giphyResponse.safeParse(json);
    if (!parsed.success) {
      throw new GiphyError("upstream", "The GIF service sent an answer we could not read.");
    }
    return parsed.data;
  };

  return {
    trending: (offset) => call("/v1/gifs/trending", { offset: String(offset) }),
    search: (q, offset) => call("/v1/gifs/search", { q, offset: String(offset) }),
  };
}
