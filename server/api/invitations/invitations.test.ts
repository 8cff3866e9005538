import { eq } from "drizzle-orm";
// The app first: it loads @hono/zod-openapi before any contract is built.
import {
  createTestApp,
  uniqueEmail,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Invitation } from "#contracts/collaboration.ts";
import type { Movie } from "#contracts/movie.ts";
import { movieCollaborators } from "#server/db/schema/index.ts";
import { collaboratorHelpers } from "#tests/support/collaborators.ts";

describe("invitation links", () => {
  let t: TestApp;
  let owner: Session;
  let rosa: Session;
  let other: Session;
  let h: ReturnType<typeof collaboratorHelpers>;

  beforeAll(async () => {
    t = await createTestApp();
    h = collaboratorHelpers(t);
    owner = await t.signUp({ name: "Elena Marques" });
    rosa = await t.signUp({ name: "Rosa" });
    other = await t.signUp({ name: "Other" });
  });
  afterAll(() => t.close());

  const preview = (token: string) => t.request(`/api/invitations/${token}`);
  const expectDead = async (token: string) => {
    const shown = await preview(token);
    expect(shown.status).toBe(404);
    expect(shown.headers.get("cache-control")).toBe("no-store");
    expect(((await shown.json()) as ErrorBody).error.message).toBe(
      "This invitation link does not work any more. Ask the person who sent it for a new one.",
    );
    expect((await h.accept(other, token)).status).toBe(404);
  };

  it("shows what it offers without a session, then joins the movie on accept", async () => {
    const movie = await t.createMovie(owner, "The Year We Moved");
    const email = uniqueEmail("rosa-other-address");
    const { token } = await h.invited(owner, movie.id, email, "commenter");
    const shown = await preview(token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const invitation = (await shown.json()) as Invitation;
    expect(invitation).toMatchObject({
      movieTitle: "The Year We Moved",
      ownerName: "Elena Marques",
      role: "commenter",
      email: email.toLowerCase(),
    });

    // Whoever holds the link accepts it, whatever address it was sent to.
    const accepted = await h.accept(rosa, token);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ movieId: movie.id, role: "commenter" });
    const [row] = await t.services.database.db
      .select()
      .from(movieCollaborators)
      .where(eq(movieCollaborators.movieId, movie.id));
    expect(row?.memberId).toBe(rosa.userId);
    expect(row?.tokenHash).toBeNull();
    expect(row?.acceptedAt).not.toBeNull();

    const list = (await (await t.request("/api/movies", { as: rosa })).json()) as Movie[];
    expect(list.find((m) => m.id === movie.id)).toMatchObject({
      role: "commenter",
      ownerName: "Elena Marques",
      title: "The Year We Moved",
    });
    const got = await t.request(`/api/movies/${movie.id}`, { as: rosa });
    expect(got.status).toBe(200);
    expect(await got.json()).toMatchObject({ role: "commenter", ownerName: "Elena Marques" });
    const ownList = (await (await t.request("/api/movies", { as: owner })).json()) as Movie[];
    expect(ownList.find((m) => m.id === movie.id)).toMatchObject({
      role: "owner",
      ownerName: null,
    });

    // Spent: the link opens nothing for anyone else.
    await expectDead(token);
  });

  it("keeps the place of someone who already joined by another address", async () => {
    const movie = await t.createMovie(owner);
    await h.join(owner, movie.id, rosa, "editor");
    const spare = await h.invited(owner, movie.id, uniqueEmail("rosa-work"), "viewer");
    const again = await h.accept(rosa, spare.token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ movieId: movie.id, role: "editor" });
    await expectDead(spare.token);
  });

  it("answers 404 to an unknown, withdrawn or expired link", async () => {
    await expectDead("not-a-token");
    await expectDead("A".repeat(43));
    const movie = await t.createMovie(owner);
    const expired = await h.invited(owner, movie.id, uniqueEmail(), "viewer");
    await t.services.database.db
      .update(movieCollaborators)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(movieCollaborators.id, expired.id));
    await expectDead(expired.token);
  });

  it("needs an account: 401 signed out, 403 for a guest", async () => {
    const movie = await t.createMovie(owner);
    const { token } = await h.invited(owner, movie.id, uniqueEmail(), "viewer");
    expect((await h.accept(null, token)).status).toBe(401);
    const guest = await h.guest();
    const refused = await h.accept(guest, token);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.code).toBe("guest_not_allowed");
    expect((await preview(token)).status).toBe(200);
  });

  it("refuses the owner accepting their own invitation", async () => {
    const movie = await t.createMovie(owner);
    const { token } = await h.invited(owner, movie.id, uniqueEmail(), "viewer");
    const own = await h.accept(owner, token);
    expect(own.status).toBe(409);
    expect(((await own.json()) as ErrorBody).error.code).toBe("conflict");
    expect((await preview(token)).status).toBe(200);
  });
});
