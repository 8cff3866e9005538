import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Keepsake } from "#contracts/keepsake.ts";
import { keepsakeBooks } from "#server/db/schema/index.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { collaboratorHelpers } from "#tests/support/collaborators.ts";

// What a person a movie is shared with may do beyond its scenes and screenplay: the keepsake
// book is the family's, so every role makes and downloads it; an import and the interview are
// the owner's own (their files, their life), so the others are told why not; a stranger learns
// nothing.

const ROLES = ["editor", "commenter", "viewer"] as const;

describe("keepsake, imports and the interview on a shared movie", () => {
  let t: TestApp;
  let owner: Session;
  let stranger: Session;
  let movieId: string;
  const people = {} as Record<(typeof ROLES)[number], Session>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: "Owner" });
    stranger = await t.signUp({ name: "Stranger" });
    movieId = (await t.createMovie(owner, "Grandma's kitchen")).id;
    const scene = await t.request("/api/scenes", {
      method: "POST",
      as: owner,
      json: { movieId, title: "Sunday dinner", sceneNumber: 1 },
    });
    expect(scene.status).toBe(201);
    const h = collaboratorHelpers(t);
    for (const role of ROLES) {
      people[role] = await t.signUp({ name: role });
      await h.join(owner, movieId, people[role], role);
    }
  }, 60_000);
  afterAll(() => t.close());

  const startBook = (who: Session) =>
    t.request(`/api/movies/${movieId}/keepsake`, {
      method: "POST",
      as: who,
      json: { trim: "6x9" },
    });

  it("lets every role ask for the book and read and download every book of the movie", async () => {
    const viewerStart = await startBook(people.viewer);
    expect(viewerStart.status).toBe(202);
    const { id } = (await viewerStart.json()) as { id: string };
    const [row] = await t.services.database.db
      .select()
      .from(keepsakeBooks)
      .where(eq(keepsakeBooks.id, id));
    // The owner's row: it goes with the owner's account and counts on it.
    expect(row?.userId).toBe(owner.userId);

    await t.services.worker.drain();
    for (const who of [owner, people.editor, people.commenter, people.viewer]) {
      const status = await t.request(`/api/movies/${movieId}/keepsake/${id}`, { as: who });
      expect(status.status).toBe(200);
      const book = (await status.json()) as Keepsake;
      expect(book.status).toBe("ready");
      const download = await t.request(`/api/movies/${movieId}/keepsake/${id}/download`, {
        as: who,
      });
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe("application/pdf");
      await download.arrayBuffer();
    }
    expect((await startBook(people.commenter)).status).toBe(202);
    await t.services.worker.drain();
  }, 120_000);

  it("shows a stranger none of the movie's books", async () => {
    expect((await startBook(stranger)).status).toBe(404);
    const [row] = await t.services.database.db
      .select({ id: keepsakeBooks.id })
      .from(keepsakeBooks)
      .where(eq(keepsakeBooks.movieId, movieId));
    const id = row?.id ?? "";
    expect(
      (await t.request(`/api/movies/${movieId}/keepsake/${id}`, { as: stranger })).status,
    ).toBe(404);
    const download = await t.request(`/api/movies/${movieId}/keepsake/${id}/download`, {
      as: stranger,
    });
    expect(download.status).toBe(404);
  });

  const refusal = async (response: Response) => {
    expect(response.status).toBe(403);
    return ((await response.json()) as { error: { code: string; message: string } }).error;
  };

  it("keeps imports into the movie to its owner, and says why", async () => {
    for (const role of ROLES) {
      const who = people[role];
      const error = await refusal(
        await t.request("/api/imports", { method: "POST", as: who, json: { movieId } }),
      );
      expect(error.code).toBe("owner_only");
      expect(error.message).toMatch(/owner can import into it: the photos and files go into/);

      // An import of their own, applied into the shared movie, is refused the same way.
      const own = await t.request("/api/imports", { method: "POST", as: who, json: {} });
      expect(own.status).toBe(201);
      const { id } = (await own.json()) as { id: string };
      const applied = await t.request(`/api/imports/${id}/apply`, {
        method: "POST",
        as: who,
        json: { movieId },
      });
      expect((await refusal(applied)).code).toBe("owner_only");
    }
    const created = await t.request("/api/imports", {
      method: "POST",
      as: stranger,
      json: { movieId },
    });
    expect(created.status).toBe(404);
    const mine = await t.request("/api/imports", { method: "POST", as: owner, json: { movieId } });
    expect(mine.status).toBe(201);
  });

  it("keeps the interview about the movie to its owner, and says why", async () => {
    for (const role of ROLES) {
      const who = people[role];
      const started = await t.request("/api/interviews", {
        method: "POST",
        as: who,
        json: { movieId, start: { kind: "surprise" } },
      });
      const error = await refusal(started);
      expect(error.code).toBe("owner_only");
      expect(error.message).toMatch(/owner can be interviewed for it/);
      const current = await t.request(`/api/interviews/current?movieId=${movieId}`, { as: who });
      expect((await refusal(current)).code).toBe("owner_only");
      const proposed = await t.request("/api/interview/proposals", {
        method: "POST",
        as: who,
        json: { movieId, answer: "We baked bread every Sunday in Kraków in 1975." },
      });
      expect((await refusal(proposed)).code).toBe("owner_only");
    }
    const theirs = await t.request(`/api/interviews/current?movieId=${movieId}`, { as: stranger });
    expect(theirs.status).toBe(404);
    const mine = await t.request("/api/interviews", {
      method: "POST",
      as: owner,
      json: { movieId, start: { kind: "surprise" } },
    });
    expect(mine.status).toBe(201);
  });
});
