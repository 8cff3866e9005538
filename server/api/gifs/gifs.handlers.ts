import type { Context } from "hono";
import type { AppEnv, Deps } from "../../context.ts";
import { createGifSource } from "../../domain/gifs/gif-source.ts";
import { listTrendingGifs } from "../../domain/gifs/list-trending-gifs.ts";
import { searchGifs } from "../../domain/gifs/search-gifs.ts";
import { createGiphyClient, GiphyError } from "../../providers/giphy.ts";
import { createRouter, requireUser } from "../http.ts";
import { searchGifsRoute, trendingGifsRoute } from "./gifs.routes.ts";

// GIPHY's failures are not ours, so they are not AppErrors: a 502 (bad gateway) for GIPHY being
// down, and the spec's distinct "not available in your location" error as 451.
function gifFailure(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof GiphyError)) throw error;
  c.get("log").warn({ kind: error.kind }, "GIPHY call failed");
  if (error.kind === "region") {
    return c.json({ error: { code: "gif_unavailable_in_region", message: error.message } }, 451);
  }
  return c.json({ error: { code: "gif_provider_failed", message: error.message } }, 502);
}

export function gifsRouter({ env }: Deps) {
  const router = createRouter();
  const source = createGifSource(
    env.GIPHY_API_KEY
      ? createGiphyClient({ apiKey: env.GIPHY_API_KEY, apiUrl: env.GIPHY_API_URL })
      : null,
  );

  router.openapi(trendingGifsRoute, async (c) => {
    requireUser(c);
    try {
      return c.json(await listTrendingGifs(source, c.req.valid("query").offset), 200);
    } catch (error) {
      return gifFailure(c, error);
    }
  });

  router.openapi(searchGifsRoute, async (c) => {
    requireUser(c);
    const { q, offset } = c.req.valid("query");
    try {
      return c.json(await searchGifs(source, q, offset), 200);
    } catch (error) {
      return gifFailure(c, error);
    }
  });

  return router;
}
