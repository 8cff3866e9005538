import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { AppError } from "#server/errors.ts";
import { ownedMovie } from "./owned-movie.ts";

let t: TestApp;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp({ name: "Alice" });
  bob = await t.signUp({ name: "Bob" });
});
afterAll(() => t.close());

async function notFound(run: Promise<unknown>): Promise<AppError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("ownedMovie", () => {
  it("returns the owner's movie row", async () => {
    const movie = await t.createMovie(alice, "Summer of 1999");
    const row = await ownedMovie(t.services.database.db, alice.userId, movie.id);
    expect(row).toMatchObject({ id: movie.id, userId: alice.userId, title: "Summer of 1999" });
  });

  it("answers another user's movie, a missing one and a malformed id with the same 404", async () => {
    const movie = await t.createMovie(alice);
    const answers = await Promise.all([
      notFound(ownedMovie(t.services.database.db, bob.userId, movie.id)),
      notFound(
        ownedMovie(t.services.database.db, alice.userId, "00000000-0000-4000-8000-000000000000"),
      ),
      notFound(ownedMovie(t.services.database.db, alice.userId, "not-a-uuid")),
    ]);
    for (const error of answers)
      expect(error.toBody()).toEqual({
        error: { code: "not_found", message: "Movie not found" },
      });
  });

  // That the lock serialises scene numbering is shown by the concurrent creates in scenes.test.ts.
  it("with lock, answers inside a transaction as without it", async () => {
    const movie = await t.createMovie(alice, "Locked");
    const row = await t.services.database.db.transaction((tx) =>
      ownedMovie(tx, alice.userId, movie.id, { lock: true }),
    );
    expect(row).toMatchObject({ id: movie.id, title: "Locked" });
    const error = await notFound(
      t.services.database.db.transaction((tx) =>
        ownedMovie(tx, bob.userId, movie.id, { lock: true }),
      ),
    );
    expect(error.code).toBe("not_found");
  });
});
