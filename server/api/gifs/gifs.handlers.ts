import type { Deps } from "#server/context.ts";
import { createGifSource } from "#server/domain/gifs/gif-source.ts";
import { listTrendingGifs } from "#server/domain/gifs/list-trending-gifs.ts";
import { searchGifs } from "#server/domain/gifs/search-gifs.ts";
import { createGiphyClient, GiphyError } from "#server/providers/giphy.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import { searchGifsRoute, trendingGifsRoute } from "./gifs.routes.ts";

export function gifsRouter({ env }: Deps) {
  const router = createRouter();
  // GIPHY's failures are AppErrors (451 for its region refusal, 502 otherwise); each is logged.
  router.use("/api/gifs/*", async (c, next) => {
    await next();
    if (c.error instanceof GiphyError) {
      c.get("log").warn({ kind: c.error.kind }, "GIPHY call failed");
    }
  });
  const source = createGifSource(
    env.GIPHY_API_KEY
      ? createGiphyClient({ apiKey: env.GIPHY_API_KEY, apiUrl: env.GIPHY_API_URL })
      : null,
  );

  router.openapi(trendingGifsRoute, async (c) => {
    requireUser(c);
    return c.json(await listTrendingGifs(source, c.req.valid("query").offset), 200);
  });

  router.openapi(searchGifsRoute, async (c) => {
    requireUser(c);
    const { q, offset } = c.req.valid("query");
    return c.json(await searchGifs(source, q, offset), 200);
  });

  return router;
}
