import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Collaboration } from "#contracts/collaboration.ts";
import type { Screenplay } from "#contracts/screenplay.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { collaboratorHelpers } from "#tests/support/collaborators.ts";

// The title page of a screenplay written together is saved on its own, by an editor or the
// owner, at the current version; the live text is left as people typed it.

const TEXT = "INT. KITCHEN - DAY\n\nGrandma kneads the dough.\n";
const titlePage = (title: string) => ({
  entries: [
    { key: "Title", values: [title] },
    { key: "Author", values: ["Ala Nowak"] },
  ],
});

describe("PUT /api/movies/{id}/screenplay/title-page", () => {
  let t: TestApp;
  let owner: Session;
  let editor: Session;
  let commenter: Session;
  let viewer: Session;
  let stranger: Session;
  let movieId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: "Owner" });
    editor = await t.signUp({ name: "Editor" });
    commenter = await t.signUp({ name: "Commenter" });
    viewer = await t.signUp({ name: "Viewer" });
    stranger = await t.signUp({ name: "Stranger" });
    movieId = (await t.createMovie(owner, "Bread")).id;
    const saved = await t.request(`/api/movies/${movieId}/screenplay`, {
      method: "PUT",
      as: owner,
      json: { fountain: TEXT, titlePage: titlePage("Bread"), version: 0 },
    });
    expect(saved.status).toBe(200);
    const h = collaboratorHelpers(t);
    await h.join(owner, movieId, editor, "editor");
    await h.join(owner, movieId, commenter, "commenter");
    await h.join(owner, movieId, viewer, "viewer");
    const collaboration = await t.request(`/api/movies/${movieId}/collaboration`, { as: owner });
    expect(((await collaboration.json()) as Collaboration).live).toBe(true);
  });
  afterAll(() => t.close());

  const read = async (who: Session = owner) =>
    (await (
      await t.request(`/api/movies/${movieId}/screenplay`, { as: who })
    ).json()) as Screenplay;
  const put = (who: Session, body: unknown) =>
    t.request(`/api/movies/${movieId}/screenplay/title-page`, {
      method: "PUT",
      as: who,
      json: body,
    });

  it("saves an editor's and the owner's title page and leaves the live text as it is", async () => {
    const before = await read(editor);
    const byEditor = await put(editor, {
      titlePage: titlePage("Daily Bread"),
      version: before.version,
    });
    expect(byEditor.status).toBe(200);
    const saved = (await byEditor.json()) as Screenplay;
    expect(saved.titlePage).toEqual(titlePage("Daily Bread"));
    expect(saved.version).toBe(before.version + 1);

    const byOwner = await put(owner, { titlePage: titlePage("Our Bread"), version: saved.version });
    expect(byOwner.status).toBe(200);
    const after = await read(viewer);
    expect(after.titlePage).toEqual(titlePage("Our Bread"));
    expect(after.fountain).toBe(TEXT);
  });

  it("answers 409 with the current version to a stale save, and keeps the newer title page", async () => {
    const current = await read();
    const stale = await put(editor, {
      titlePage: titlePage("Old Bread"),
      version: current.version - 1,
    });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { error: { details?: { currentVersion?: number } } };
    expect(body.error.details?.currentVersion).toBe(current.version);
    expect((await read()).titlePage).toEqual(current.titlePage);
  });

  it("refuses readers with read_only, a stranger with 404, and a bad title page with 400", async () => {
    const { version } = await read();
    for (const who of [commenter, viewer]) {
      const refused = await put(who, { titlePage: titlePage("Mine"), version });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("read_only");
    }
    expect((await put(stranger, { titlePage: titlePage("Mine"), version })).status).toBe(404);
    const bad = await put(editor, { titlePage: { entries: [{ key: "", values: [] }] }, version });
    expect(bad.status).toBe(400);
    expect((await read()).version).toBe(version);
  });
});
