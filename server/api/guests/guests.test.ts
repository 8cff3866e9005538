import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookieFrom,
  createTestApp,
  uniqueEmail,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";

async function startAsGuest(
  t: TestApp,
): Promise<{ cookie: string; guestId: string; movieId: string }> {
  const anon = await t.request("/api/auth/sign-in/anonymous", { method: "POST", json: {} });
  expect(anon.status).toBe(200);
  const cookie = cookieFrom(anon);
  const guestId = ((await anon.json()) as { user: { id: string } }).user.id;
  const created = await t.request("/api/movies", {
    method: "POST",
    headers: { cookie },
    json: { title: "My Summer of 1989", genre: "Comedy" },
  });
  expect(created.status).toBe(201);
  const movieId = ((await created.json()) as { id: string }).id;
  return { cookie, guestId, movieId };
}

describe("guest movies move to the real account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const moviesOf = async (cookie: string) =>
    (
      (await (await t.request("/api/movies", { headers: { cookie } })).json()) as { id: string }[]
    ).map((m) => m.id);

  it("moves the guest's movie when the guest signs up and opens the mailed link, and reports it", async () => {
    const guest = await startAsGuest(t);
    const email = uniqueEmail("guest");
    const signUp = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { cookie: guest.cookie },
      json: { email, password: "keeps my movie", name: "Former Guest" },
    });
    expect(signUp.status).toBe(200);
    // Until the link is opened there is no account: the movie stays with the guest.
    expect(await moviesOf(guest.cookie)).toEqual([guest.movieId]);
    const finished = await t.finishSignUp(email, guest.cookie);
    expect(finished.status).toBe(200);
    const user: Session = { cookie: cookieFrom(finished), token: "", userId: "", email };

    const movies = (await (await t.request("/api/movies", { as: user })).json()) as {
      id: string;
      title: string;
    }[];
    expect(movies.map((m) => m.id)).toEqual([guest.movieId]);

    const report = await t.request("/api/movify/convert-guest-data", {
      method: "POST",
      as: user,
      json: { placeholderUserId: guest.guestId },
    });
    expect(report.status).toBe(200);
    expect(await report.json()).toEqual({
      success: true,
      data: { moviesConverted: 1, movieId: guest.movieId },
    });

    // The guest session is gone with the anonymous user.
    expect((await t.request("/api/movies", { headers: { cookie: guest.cookie } })).status).toBe(
      401,
    );
  });

  it("a guest signing up with an address that has an account keeps the movie until the owner signs in", async () => {
    const email = uniqueEmail("owner");
    const owner = await t.signUp({ email, password: "the owner's password" });
    const ownersMovie = await t.createMovie(owner, "The owner's own");
    const guest = await startAsGuest(t);
    const signUp = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { cookie: guest.cookie },
      json: { email, password: "someone else's password", name: "Not the owner" },
    });
    expect(signUp.status).toBe(200);
    expect(cookieFrom(signUp)).toBe("");
    // Nothing moved either way: the guest still has the movie, the owner only theirs.
    expect(await moviesOf(guest.cookie)).toEqual([guest.movieId]);
    expect(await moviesOf(owner.cookie)).toEqual([ownersMovie.id]);
    // The guest's password is not the account's: no way in, nothing merged.
    const wrong = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { cookie: guest.cookie },
      json: { email, password: "someone else's password" },
    });
    expect(wrong.status).toBe(401);
    expect(await moviesOf(guest.cookie)).toEqual([guest.movieId]);
    expect(await moviesOf(owner.cookie)).toEqual([ownersMovie.id]);
    // The owner, back in that browser, signs in: then the movie comes along.
    const right = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { cookie: guest.cookie },
      json: { email, password: "the owner's password" },
    });
    expect(right.status).toBe(200);
    expect((await moviesOf(cookieFrom(right))).sort()).toEqual(
      [ownersMovie.id, guest.movieId].sort(),
    );
  });

  it("moves the guest's movie when the guest signs in to an existing account", async () => {
    const email = uniqueEmail("existing");
    await t.signUp({ email, password: "existing account" });
    const guest = await startAsGuest(t);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { cookie: guest.cookie },
      json: { email, password: "existing account" },
    });
    expect(signIn.status).toBe(200);
    const cookie = cookieFrom(signIn);
    const movies = (await (await t.request("/api/movies", { headers: { cookie } })).json()) as {
      id: string;
    }[];
    expect(movies.map((m) => m.id)).toContain(guest.movieId);
  });

  it("never trusts ids in the body: another account cannot claim a guest", async () => {
    const guest = await startAsGuest(t);
    const stranger = await t.signUp();
    const claim = await t.request("/api/movify/convert-guest-data", {
      method: "POST",
      as: stranger,
      json: { placeholderUserId: guest.guestId, realUserId: stranger.userId },
    });
    expect(claim.status).toBe(404);
    const mismatch = await t.request("/api/movify/convert-guest-data", {
      method: "POST",
      as: stranger,
      json: { placeholderUserId: guest.guestId, realUserId: "someone-else" },
    });
    expect(mismatch.status).toBe(403);
    expect((await t.request("/api/movies", { as: stranger })).status).toBe(200);
    expect(await (await t.request("/api/movies", { as: stranger })).json()).toEqual([]);
  });

  it("refuses the report to a guest session and without a session", async () => {
    const guest = await startAsGuest(t);
    const asGuest = await t.request("/api/movify/convert-guest-data", {
      method: "POST",
      headers: { cookie: guest.cookie },
      json: { placeholderUserId: guest.guestId },
    });
    expect(asGuest.status).toBe(400);
    const none = await t.request("/api/movify/convert-guest-data", {
      method: "POST",
      json: { placeholderUserId: "x" },
    });
    expect(none.status).toBe(401);
  });
});
