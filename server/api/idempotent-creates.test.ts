import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";

// Every create takes a client-generated id so that a retry is safe (docs/ARCHITECTURE.md, Rules). A retry
// often arrives while the first try is still running (the answer was lost, not the request):
// eight tries at the same moment make one row, answer 201 once and 200 with that row otherwise.
// The id of another user's row, or of a row in another movie, is 409 and shows nothing of it.
describe("creates with a client id are idempotent under concurrency", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let movieId: string;
  let otherMovieId: string;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp();
    bob = await t.signUp();
    movieId = (await t.createMovie(alice, "First")).id;
    otherMovieId = (await t.createMovie(alice, "Second")).id;
  });
  afterAll(() => t.close());

  type Create = { path: (movie: string) => string; body: (id: string, movie: string) => unknown };
  const creates: Record<string, Create> = {
    movie: { path: () => "/api/movies", body: (id) => ({ id, title: "Secret title" }) },
    scene: {
      path: () => "/api/scenes",
      body: (id, movie) => ({ id, movieId: movie, title: "Secret title", sceneNumber: 1 }),
    },
    character: {
      path: () => "/api/characters",
      body: (id, movie) => ({ id, movieId: movie, name: "Secret title" }),
    },
    "category element": {
      path: () => "/api/category-elements",
      body: (id, movie) => ({
        id,
        movieId: movie,
        categoryGroup: "key_categories",
        categoryType: "logline",
        title: "Secret title",
      }),
    },
    "share link": {
      path: (movie) => `/api/movies/${movie}/share-links`,
      body: (id) => ({ id }),
    },
  };

  const post = (c: Create, who: Session, id: string, movie = movieId) =>
    t.request(c.path(movie), { method: "POST", as: who, json: c.body(id, movie) });

  for (const [name, create] of Object.entries(creates)) {
    it(`${name}: eight tries with one id at once make one row`, async () => {
      // A few rounds: whether the tries overlap in the database is up to the scheduler.
      for (let round = 0; round < 4; round++) {
        const id = crypto.randomUUID();
        const responses = await Promise.all(
          Array.from({ length: 8 }, () => post(create, alice, id)),
        );
        expect(responses.map((r) => r.status).sort()).toEqual([
          200, 200, 200, 200, 200, 200, 200, 201,
        ]);
        const bodies = await Promise.all(
          responses.map(async (r) => (await r.json()) as { id: string }),
        );
        expect(new Set(bodies.map((b) => b.id))).toEqual(new Set([id]));
        // A later retry answers the same row too.
        expect((await post(create, alice, id)).status).toBe(200);
      }
    });

    it(`${name}: another user's id is 409 and tells nothing of the row`, async () => {
      const id = crypto.randomUUID();
      expect((await post(create, alice, id)).status).toBe(201);
      const bobsMovie = (await t.createMovie(bob, "Bob's")).id;
      const theirs = await post(create, bob, id, bobsMovie);
      expect(theirs.status).toBe(409);
      const text = await theirs.text();
      expect((JSON.parse(text) as ErrorBody).error.code).toBe("conflict");
      expect(text).not.toContain("Secret");
      expect(text).not.toContain(movieId);
    });
  }

  for (const name of ["scene", "character", "category element", "share link"]) {
    it(`${name}: the id of a row in another movie is 409, not that row`, async () => {
      const create = creates[name] as Create;
      const id = crypto.randomUUID();
      expect((await post(create, alice, id)).status).toBe(201);
      const elsewhere = await post(create, alice, id, otherMovieId);
      expect(elsewhere.status).toBe(409);
      expect(await elsewhere.text()).not.toContain(movieId);
    });
  }
});
