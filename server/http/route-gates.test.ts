import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";

// Every operation of the OpenAPI document, so a route added later is covered without a new test.
type Operation = {
  method: string;
  path: string;
  secured: boolean;
  bodyTypes: string[];
  documents401: boolean;
};

async function operationsOf(t: TestApp): Promise<Operation[]> {
  const doc = (await (await t.request("/api/openapi.json")).json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          security?: unknown[];
          requestBody?: { content?: Record<string, unknown> };
          responses?: Record<string, unknown>;
        }
      >
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      secured: (op.security ?? []).length > 0,
      bodyTypes: Object.keys(op.requestBody?.content ?? {}),
      documents401: Boolean(op.responses?.["401"]),
    })),
  );
}

// Path parameters that no route accepts (ids must be UUIDs, tokens 43 characters, ...).
const withBadParams = (path: string) => path.replace(/\{[^}]+\}/g, "not-a-valid-id");
const withGoodParams = (path: string) => path.replace(/\{[^}]+\}/g, crypto.randomUUID());
const changes = (method: string) => ["POST", "PUT", "PATCH", "DELETE"].includes(method);

describe("route gates", () => {
  let t: TestApp;
  let alice: Session;
  let operations: Operation[];

  beforeAll(async () => {
    // Voice on (its address is never called: no recording gets through these tests).
    t = await createTestApp({
      TRANSCRIBE_URL: "http://127.0.0.1:9",
      LLM_URL: "http://127.0.0.1:9/v1",
    });
    alice = await t.signUp();
    operations = await operationsOf(t);
  });
  afterAll(() => t.close());

  it("every operation that can answer 401 declares its security, so the gate applies", () => {
    const undeclared = operations
      .filter((op) => op.documents401 && !op.secured)
      .map((op) => `${op.method} ${op.path}`);
    expect(undeclared).toEqual([]);
    expect(operations.filter((op) => op.secured).length).toBeGreaterThan(50);
  });

  it("a request without a session answers 401 before its path, query or body is validated", async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.secured)) {
      const body = changes(op.method) && op.method !== "DELETE";
      const response = await t.request(
        `${withBadParams(op.path)}?paper=papyrus&offset=-3&q=&sceneNumbers=maybe`,
        {
          method: op.method,
          ...(body ? { json: { title: 42, unexpected: ["field"] } } : {}),
        },
      );
      const code = response.headers.get("content-type")?.includes("json")
        ? ((await response.json()) as ErrorBody).error.code
        : await response.text();
      if (response.status !== 401 || code !== "unauthorized") {
        wrong.push(`${op.method} ${op.path}: ${response.status} ${code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("a state-changing request without its body type answers 415 and changes nothing", async () => {
    const wrong: string[] = [];
    // Better Auth's routes (/api/auth/*) answer in its own shape and take forms on purpose
    // (auth-bodies.test.ts holds them to their rules).
    const writes = operations.filter(
      (o) =>
        changes(o.method) &&
        o.method !== "DELETE" &&
        o.path.startsWith("/api/") &&
        !o.path.startsWith("/api/auth/"),
    );
    expect(writes.length).toBeGreaterThan(20);
    const attempts: Array<[string, RequestInit]> = [
      ["no body, no Content-Type", {}],
      [
        "a form",
        {
          body: "title=Forged&movieId=x",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        },
      ],
      ["text/plain", { body: '{"title":"Forged"}', headers: { "content-type": "text/plain" } }],
    ];
    for (const op of writes) {
      for (const [what, init] of attempts) {
        const response = await t.request(withGoodParams(op.path), {
          ...init,
          method: op.method,
          as: alice,
        });
        const body = (await response.json()) as ErrorBody;
        if (response.status !== 415 || body.error.code !== "unsupported_media_type") {
          wrong.push(`${op.method} ${op.path} with ${what}: ${response.status} ${body.error.code}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const movies = await t.request("/api/movies", { as: alice });
    expect(await movies.json()).toEqual([]);
  });

  it("a body-less POST makes no share link, even from the app's own origin", async () => {
    const movie = await t.createMovie(alice, "Private");
    const bare = await t.request(`/api/movies/${movie.id}/share-links`, {
      method: "POST",
      as: alice,
    });
    expect(bare.status).toBe(415);
    const links = await t.request(`/api/movies/${movie.id}/share-links`, { as: alice });
    expect(await links.json()).toEqual([]);
    await t.request(`/api/movies/${movie.id}`, { method: "DELETE", as: alice });
  });

  it("the 415 says which body type the endpoint takes", async () => {
    const bare = await t.request("/api/account/export", { method: "POST", as: alice });
    expect(bare.status).toBe(415);
    expect(((await bare.json()) as ErrorBody).error.message).toBe(
      "Send this request with Content-Type: application/json (an empty object {} is enough for an endpoint without a body)",
    );
    const form = await t.request(`/api/movies/${crypto.randomUUID()}/screenplay/import`, {
      method: "POST",
      as: alice,
      body: "file=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect(((await form.json()) as ErrorBody).error.message).toBe(
      "Send this request with Content-Type: multipart/form-data or application/json",
    );
  });

  it("each endpoint still takes the body type it declares", async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => changes(o.method) && o.path.startsWith("/api/"))) {
      for (const type of op.bodyTypes.length > 0 ? op.bodyTypes : ["application/json"]) {
        const init: Parameters<TestApp["request"]>[1] =
          type === "multipart/form-data" ? { body: new FormData() } : { json: {} };
        if (op.method === "DELETE") continue;
        const response = await t.request(withGoodParams(op.path), {
          ...init,
          method: op.method,
          as: alice,
        });
        if (response.status === 415) wrong.push(`${op.method} ${op.path} as ${type}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("a delete takes no body, or JSON, and refuses a form", async () => {
    const movie = await t.createMovie(alice, "Kept");
    const forged = await t.request(`/api/movies/${movie.id}`, {
      method: "DELETE",
      as: alice,
      body: "confirm=yes",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(forged.status).toBe(415);
    expect((await t.request(`/api/movies/${movie.id}`, { as: alice })).status).toBe(200);
    const deleted = await t.request(`/api/movies/${movie.id}`, { method: "DELETE", as: alice });
    expect(deleted.status).toBe(204);
  });
});
