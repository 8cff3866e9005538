import type { Deps } from "#server/context.ts";
import { plansEnforced } from "#server/domain/billing/plans-enforced.ts";
import { createMovie } from "#server/domain/movies/create-movie.ts";
import { deleteMovie } from "#server/domain/movies/delete-movie.ts";
import { getMovie } from "#server/domain/movies/get-movie.ts";
import { listMovies } from "#server/domain/movies/list-movies.ts";
import { updateMovie } from "#server/domain/movies/update-movie.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import {
  createMovieRoute,
  deleteMovieRoute,
  getMovieRoute,
  listMoviesRoute,
  updateMovieRoute,
} from "./movies.routes.ts";

export function moviesRouter({ database: { db }, env, storage, logger }: Deps) {
  const router = createRouter();
  const limitsOn = plansEnforced(env);

  router.openapi(listMoviesRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await listMovies(db, user.id), 200);
  });

  router.openapi(createMovieRoute, async (c) => {
    const user = requireUser(c);
    const { movie, created } = await createMovie(db, user.id, c.req.valid("json"), {
      limitsOn,
    });
    return created ? c.json(movie, 201) : c.json(movie, 200);
  });

  router.openapi(getMovieRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await getMovie(db, user.id, c.req.valid("param").id), 200);
  });

  router.openapi(updateMovieRoute, async (c) => {
    const user = requireUser(c);
    return c.json(
      await updateMovie(db, user.id, c.req.valid("param").id, c.req.valid("json")),
      200,
    );
  });

  router.openapi(deleteMovieRoute, async (c) => {
    const user = requireUser(c);
    await deleteMovie(db, { storage, logger }, user.id, c.req.valid("param").id);
    return c.body(null, 204);
  });

  return router;
}
