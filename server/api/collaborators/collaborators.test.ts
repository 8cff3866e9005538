import { eq } from "drizzle-orm";
// The app first: it loads @hono/zod-openapi before any contract is built.
import {
  BASE,
  createTestApp,
  uniqueEmail,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAX_COLLABORATORS,
  type Collaboration,
  type Collaborator,
  type CollaboratorList,
} from "#contracts/collaboration.ts";
import { MAX_LIVE_CHARS } from "#contracts/live-protocol.ts";
import type { Movie } from "#contracts/movie.ts";
import { movieCollaborators } from "#server/db/schema/index.ts";
import { hashInvitationToken } from "#server/domain/collaborators/invitation-token.ts";
import { collaboratorHelpers } from "#tests/support/collaborators.ts";

describe("inviting people to a movie", () => {
  let t: TestApp;
  let owner: Session;
  let editor: Session;
  let viewer: Session;
  let stranger: Session;
  let h: ReturnType<typeof collaboratorHelpers>;

  beforeAll(async () => {
    t = await createTestApp();
    h = collaboratorHelpers(t);
    owner = await t.signUp({ name: "Elena Marques" });
    editor = await t.signUp({ name: "Tomás" });
    viewer = await t.signUp({ name: "Ana" });
    stranger = await t.signUp({ name: "Stranger" });
  });
  afterAll(() => t.close());

  const code = async (response: Response) => ((await response.json()) as ErrorBody).error.code;

  it("invites by email: a mailed link, kept only as a hash, that expires", async () => {
    const movie = await t.createMovie(owner, "The Year We Moved");
    const email = uniqueEmail("Invited");
    const response = await h.invite(owner, movie.id, `  ${email.toUpperCase()} `, "editor");
    expect(response.status).toBe(201);
    const created = (await response.json()) as Collaborator & { inviteUrl: string };
    expect(created).toMatchObject({
      email: email.toLowerCase(),
      role: "editor",
      status: "invited",
      name: null,
      acceptedAt: null,
      version: 1,
    });
    const token = created.inviteUrl.replace(`${BASE}/invite/`, "");
    expect(token).toMatch(/^[\w-]{43}$/);
    const days = (Date.parse(created.expiresAt ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const [row] = await t.services.database.db
      .select()
      .from(movieCollaborators)
      .where(eq(movieCollaborators.id, created.id));
    expect(row?.tokenHash).toBe(hashInvitationToken(token));
    expect(row?.userId).toBe(owner.userId);

    const mail = await h.mailTo(email);
    expect(mail?.subject).toBe("Elena Marques invited you to a movie in Lifescript");
    expect(mail?.text).toContain(created.inviteUrl);
    expect(mail?.text).not.toContain("The Year We Moved");
  });

  it("lists the people, changes a role with its version, and refuses an old version", async () => {
    const movie = await t.createMovie(owner);
    const id = await h.join(owner, movie.id, editor, "viewer");
    const pending = await h.invited(owner, movie.id, uniqueEmail("later"), "commenter");

    const list = (await (
      await t.request(`/api/movies/${movie.id}/collaborators`, { as: owner })
    ).json()) as CollaboratorList;
    expect(list.owner).toEqual({ name: "Elena Marques", email: owner.email });
    expect(list.collaborators.map((c) => [c.id, c.status, c.name])).toEqual([
      [id, "joined", "Tomás"],
      [pending.id, "invited", null],
    ]);
    const joined = list.collaborators[0];
    expect(joined?.acceptedAt).not.toBeNull();
    expect(joined?.expiresAt).toBeNull();

    const path = `/api/movies/${movie.id}/collaborators/${id}`;
    const changed = await t.request(path, {
      method: "PATCH",
      as: owner,
      json: { role: "editor", version: joined?.version },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ role: "editor", version: 2, name: "Tomás" });
    const stale = await t.request(path, {
      method: "PATCH",
      as: owner,
      json: { role: "viewer", version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(await code(stale)).toBe("conflict");
    const role = (await (
      await t.request(`/api/movies/${movie.id}/collaboration`, { as: editor })
    ).json()) as Collaboration;
    expect(role.role).toBe("editor");
  });

  it("is for the owner only: 403 to collaborators, 404 to strangers", async () => {
    const movie = await t.createMovie(owner);
    const id = await h.join(owner, movie.id, editor, "editor");
    const path = `/api/movies/${movie.id}/collaborators`;
    const one = `${path}/${id}`;
    for (const [who, status] of [
      [editor, 403],
      [stranger, 404],
    ] as const) {
      const invite = await h.invite(who, movie.id, uniqueEmail(), "viewer");
      expect(invite.status).toBe(status);
      if (status === 403) expect(await code(invite)).toBe("owner_only");
      expect((await t.request(path, { as: who })).status).toBe(status);
      const patch = await t.request(one, {
        method: "PATCH",
        as: who,
        json: { role: "viewer", version: 1 },
      });
      expect(patch.status).toBe(status);
    }
    expect((await t.request(one, { method: "DELETE", as: stranger })).status).toBe(404);
    expect((await h.invite(null, movie.id, uniqueEmail(), "viewer")).status).toBe(401);
  });

  it("refuses the owner's own address and an address that already joined", async () => {
    const movie = await t.createMovie(owner);
    const own = await h.invite(owner, movie.id, owner.email.toUpperCase(), "editor");
    expect(own.status).toBe(409);
    expect(await code(own)).toBe("conflict");
    await h.join(owner, movie.id, viewer, "viewer");
    const again = await h.invite(owner, movie.id, viewer.email, "editor");
    expect(again.status).toBe(409);
    expect(await code(again)).toBe("conflict");
  });

  it("stops at the limit of people, pending invitations included", async () => {
    const movie = await t.createMovie(owner);
    const emails = Array.from({ length: MAX_COLLABORATORS }, () => uniqueEmail("many"));
    for (const email of emails) await h.invited(owner, movie.id, email, "viewer");
    const over = await h.invite(owner, movie.id, uniqueEmail("one-more"), "viewer");
    expect(over.status).toBe(409);
    expect(await code(over)).toBe("collaborator_limit");
    // A pending address may still get a new link.
    expect((await h.invite(owner, movie.id, emails[0] ?? "", "editor")).status).toBe(201);
  });

  it("sends a new link to a pending address, and the old one stops working", async () => {
    const movie = await t.createMovie(owner);
    const email = uniqueEmail("twice");
    const first = await h.invited(owner, movie.id, email, "viewer");
    const second = await h.invited(owner, movie.id, email, "commenter");
    expect(second.id).toBe(first.id);
    expect(second.token).not.toBe(first.token);
    expect((await t.request(`/api/invitations/${first.token}`)).status).toBe(404);
    expect((await h.accept(viewer, first.token)).status).toBe(404);
    const preview = await t.request(`/api/invitations/${second.token}`);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({ role: "commenter", email: email.toLowerCase() });
  });

  it("lets the owner remove a person: the movie answers them 404 at once", async () => {
    const movie = await t.createMovie(owner, "Summer");
    const id = await h.join(owner, movie.id, viewer, "viewer");
    expect((await t.request(`/api/movies/${movie.id}`, { as: viewer })).status).toBe(200);
    const removed = await t.request(`/api/movies/${movie.id}/collaborators/${id}`, {
      method: "DELETE",
      as: owner,
    });
    expect(removed.status).toBe(204);
    expect((await t.request(`/api/movies/${movie.id}`, { as: viewer })).status).toBe(404);
    const mine = (await (await t.request("/api/movies", { as: viewer })).json()) as Movie[];
    expect(mine.map((m) => m.id)).not.toContain(movie.id);
  });

  it("lets a member leave, but not remove anyone else", async () => {
    const movie = await t.createMovie(owner);
    const editorRow = await h.join(owner, movie.id, editor, "editor");
    const viewerRow = await h.join(owner, movie.id, viewer, "viewer");
    const other = await t.request(`/api/movies/${movie.id}/collaborators/${viewerRow}`, {
      method: "DELETE",
      as: editor,
    });
    expect(other.status).toBe(403);
    expect(await code(other)).toBe("owner_only");
    const leave = await t.request(`/api/movies/${movie.id}/collaborators/${editorRow}`, {
      method: "DELETE",
      as: editor,
    });
    expect(leave.status).toBe(204);
    expect((await t.request(`/api/movies/${movie.id}`, { as: editor })).status).toBe(404);
  });

  it("withdrawing an invitation kills its link", async () => {
    const movie = await t.createMovie(owner);
    const { id, token } = await h.invited(owner, movie.id, uniqueEmail(), "viewer");
    await t.request(`/api/movies/${movie.id}/collaborators/${id}`, {
      method: "DELETE",
      as: owner,
    });
    expect((await t.request(`/api/invitations/${token}`)).status).toBe(404);
    expect((await h.accept(viewer, token)).status).toBe(404);
  });

  it("refuses guests", async () => {
    const guest = await h.guest();
    const movie = await t.createMovie(guest);
    const response = await h.invite(guest, movie.id, uniqueEmail(), "viewer");
    expect(response.status).toBe(403);
    expect(await code(response)).toBe("guest_not_allowed");
  });

  it("tells every role how they work on the movie and who is in it", async () => {
    const movie = await t.createMovie(owner);
    await h.join(owner, movie.id, editor, "editor");
    await h.join(owner, movie.id, viewer, "viewer");
    const seen: Collaboration[] = [];
    for (const who of [owner, editor, viewer]) {
      const response = await t.request(`/api/movies/${movie.id}/collaboration`, { as: who });
      expect(response.status).toBe(200);
      seen.push((await response.json()) as Collaboration);
    }
    expect(seen.map((s) => s.role)).toEqual(["owner", "editor", "viewer"]);
    const people = seen[0]?.people ?? [];
    expect(people.map((p) => [p.name, p.role])).toEqual([
      ["Elena Marques", "owner"],
      ["Tomás", "editor"],
      ["Ana", "viewer"],
    ]);
    for (const p of people) expect(p.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(seen[1]?.people).toEqual(people);
    expect(seen[0]?.maxChars).toBe(MAX_LIVE_CHARS);
    expect(typeof seen[0]?.live).toBe("boolean");
    const elsewhere = await t.createMovie(owner);
    await h.join(owner, elsewhere.id, editor, "commenter");
    const again = (await (
      await t.request(`/api/movies/${elsewhere.id}/collaboration`, { as: editor })
    ).json()) as Collaboration;
    expect(again.people[1]?.color).toBe(people[1]?.color);
    const stranger404 = await t.request(`/api/movies/${movie.id}/collaboration`, { as: stranger });
    expect(stranger404.status).toBe(404);
  });
});
