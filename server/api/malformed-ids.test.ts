import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";

// Decision 0019: an id in an API path that is not a UUID is a malformed request (400 naming the
// parameter), on every route; a well-formed id that is missing or another user's is 404.
type Doc = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Array<{ name: string; in: string; schema?: { format?: string } }> }
    >
  >;
};

describe("malformed ids in API paths", () => {
  let t: TestApp;
  let alice: Session;
  let doc: Doc;

  beforeAll(async () => {
    // Voice and the co-writer on (their addresses are never called: no request gets that far).
    t = await createTestApp({
      TRANSCRIBE_URL: "http://127.0.0.1:9",
      LLM_URL: "http://127.0.0.1:9/v1",
    });
    alice = await t.signUp();
    doc = (await (await t.request("/api/openapi.json")).json()) as Doc;
  });
  afterAll(() => t.close());

  it("every /api route with an id in its path answers 400 naming that id", async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith("/api/")) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const ids = (operation.parameters ?? []).filter(
          (p) => p.in === "path" && p.schema?.format === "uuid",
        );
        for (const id of ids) {
          const url = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
            name === id.name ? "not-a-uuid" : crypto.randomUUID(),
          );
          const write = ["POST", "PUT", "PATCH"].includes(method.toUpperCase());
          const response = await t.request(url, {
            method: method.toUpperCase(),
            as: alice,
            ...(write ? { json: {} } : {}),
          });
          const body = (await response.json()) as ErrorBody;
          checked += 1;
          const expected = `${id.name}: ${id.name} must be a UUID`;
          if (response.status !== 400 || body.error.message !== expected) {
            wrong.push(
              `${method.toUpperCase()} ${path} (${id.name}): ${response.status} ${body.error.message}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // Movies, scenes, characters, development, screenplay, versions, share links, exports, voice.
    expect(checked).toBeGreaterThan(35);
  });

  it("a well-formed id that matches nothing of the user's stays 404", async () => {
    const movie = await t.createMovie(alice);
    const bob = await t.signUp();
    for (const url of [
      `/api/movies/${movie.id}/screenplay`,
      `/api/movies/${movie.id}/share-links`,
      `/api/movies/${crypto.randomUUID()}/beat-board`,
      `/api/account/export/${crypto.randomUUID()}`,
    ]) {
      const response = await t.request(url, { as: bob });
      expect(response.status, url).toBe(404);
      expect(((await response.json()) as ErrorBody).error.code).toBe("not_found");
    }
  });
});
