import { eq } from "drizzle-orm";
// The app first: it loads @hono/zod-openapi before any contract is built.
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roleAllows, type AccessNeed, type MovieRole } from "#contracts/collaboration.ts";
import { scenes } from "#server/db/schema/index.ts";
import { collaboratorHelpers } from "#tests/support/collaborators.ts";
import { openApiFixture, type ApiFixture, type Operation } from "#tests/support/openapi-fixture.ts";

// Every route of the API that names a movie, or a scene, character or card by id, called by the
// owner, an editor, a commenter, a viewer and a stranger: reads for every role, writes for
// editors, sharing and the owner's production decisions for the owner, and 404 for a stranger.

const MOVIE_ROUTE = /^\/api\/(movies|scenes|characters|category-elements)\/\{/;
// Covered by their own tests, or not built for collaborators yet: the keepsake book (any role
// makes one: collaborators/roles-elsewhere.test.ts), invitations, co-writer
// calls (they need a model), file uploads, and the beat board (its generic example body is
// refused before access is checked).
const ELSEWHERE =
  /\/(collaborators|collaboration|keepsake|co-writer)(\/|$)|\{report\}|screenplay\/import|beat-board$/;

function needOf(method: string, path: string): AccessNeed {
  if (/\/share-links$/.test(path)) return "own";
  if (method === "get") return "read";
  // Comments: the calls name the owner's comment in the app, which only its author (the owner)
  // deletes; everyone else may answer and resolve it (server/api/share-comments has the rest).
  if (/\/comments(\/|$)/.test(path)) return method === "delete" ? "own" : "comment";
  if (method === "delete" && path === "/api/movies/{id}") return "own";
  if (/\/screenplay\/(lock|revisions)$/.test(path)) return "own";
  return "edit";
}

type Call = { method: string; path: string; need: AccessNeed; op: Operation };

describe("who may call each movie route", () => {
  let t: TestApp;
  let owner: Session;
  let fx: ApiFixture;
  let commentId: string;
  const people: Partial<Record<MovieRole | "stranger", Session>> = {};

  beforeAll(async () => {
    t = await createTestApp({ TRANSCRIBE_URL: "http://127.0.0.1:9" });
    owner = await t.signUp({ name: "Owner" });
    fx = await openApiFixture(t, owner);
    const comment = await t.request(`/api/movies/${fx.ids.movieId}/comments`, {
      method: "POST",
      as: owner,
      json: { body: "The owner's note", anchor: { quote: "Hello.", line: 2 } },
    });
    expect(comment.status).toBe(201);
    commentId = ((await comment.json()) as { id: string }).id;
    const h = collaboratorHelpers(t);
    for (const role of ["editor", "commenter", "viewer"] as const) {
      const person = await t.signUp({ name: role });
      await h.join(owner, fx.ids.movieId ?? "", person, role);
      people[role] = person;
    }
    people.stranger = await t.signUp({ name: "Stranger" });
    people.owner = owner;
  });
  afterAll(() => t.close());

  const calls = (): Call[] => {
    const list: Call[] = [];
    for (const [path, ops] of Object.entries(fx.doc.paths)) {
      if (!MOVIE_ROUTE.test(path) || ELSEWHERE.test(path)) continue;
      for (const [method, op] of Object.entries(ops)) {
        const body = op.requestBody?.content;
        if (body && !body["application/json"]) continue;
        list.push({ method, path, need: needOf(method, path), op });
      }
    }
    // Deletions last, so the rows they remove were there for every other call.
    return list.sort((a, b) => Number(a.method === "delete") - Number(b.method === "delete"));
  };

  const call = async (who: Session, { method, path, op }: Call) => {
    let url = path;
    for (const name of path.match(/\{(\w+)\}/g) ?? []) {
      const key = name.slice(1, -1);
      url = url.replace(name, key === "commentId" ? commentId : fx.pathValue(path, key));
    }
    const schema = op.requestBody?.content["application/json"]?.schema;
    return t.request(url, {
      method: method.toUpperCase(),
      as: who,
      json: schema ? fx.example(schema) : method === "get" ? undefined : {},
    });
  };

  it("answers each role as its access allows", async () => {
    const wrong: string[] = [];
    const all = calls();
    expect(all.length).toBeGreaterThan(20);
    // The title page saved alone (a live screenplay's) is a write: editors and the owner.
    expect(all).toContainEqual(
      expect.objectContaining({
        method: "put",
        path: "/api/movies/{movieId}/screenplay/title-page",
        need: "edit",
      }),
    );
    for (const who of ["owner", "stranger", "viewer", "commenter", "editor"] as const) {
      for (const c of all) {
        // The owner's writes would change what the others' calls find; the owner's reads, first,
        // show that every route works for them.
        if (who === "owner" && c.method !== "get") continue;
        const person = people[who];
        if (!person) throw new Error(`no ${who}`);
        const status = (await call(person, c)).status;
        const expected = who === "stranger" ? "404" : roleAllows(who, c.need) ? "allowed" : "403";
        const ok =
          expected === "allowed" ? status !== 403 && status !== 404 : String(status) === expected;
        if (!ok)
          wrong.push(`${who} ${c.method.toUpperCase()} ${c.path}: ${status}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("writes an editor's new scene under the owner's account", async () => {
    const editor = people.editor;
    if (!editor) throw new Error("no editor");
    const response = await t.request("/api/scenes", {
      method: "POST",
      as: editor,
      json: { movieId: fx.ids.movieId, title: "Written by the editor", sceneNumber: 1 },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await t.services.database.db.select().from(scenes).where(eq(scenes.id, id));
    expect(row?.userId).toBe(owner.userId);
    const viewer = people.viewer;
    if (!viewer) throw new Error("no viewer");
    expect((await t.request(`/api/scenes/${id}`, { as: viewer })).status).toBe(200);
  });
});
