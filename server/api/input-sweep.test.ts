import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import {
  openApiFixture,
  type ApiFixture,
  type Doc,
  type Json,
  type Operation,
  type Schema,
} from "#tests/support/openapi-fixture.ts";

// Every operation of /api/openapi.json, driven with the three kinds of input that used to answer
// 500: a NUL character in each text field, path parameter and query parameter;
// integers past the range of PostgreSQL's `integer` in each number field; JSON nested 5,000 deep
// in each object field and as the whole body. Each request starts from a valid body (built from
// the operation's schema) with one field changed, so the bad value reaches as far as it can.
// Nothing may answer 5xx (a third party that is not configured answers 503 `not_configured` on
// purpose, and is the only exception).

type Leaf = { path: (string | number)[]; kind: "string" | "number" | "object" };

const NUL = "before\u0000after";
const HUGE_INTS = [2 ** 31, 2 ** 53 + 2, -(2 ** 31) - 1, 1e308];
const DEEP = 5_000;
const deepJson = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

describe("no 5xx for malformed input anywhere in the API", () => {
  let t: TestApp;
  let alice: Session;
  let doc: Doc;
  let ids: ApiFixture["ids"];
  let resolve: ApiFixture["resolve"];
  let typeOf: ApiFixture["typeOf"];
  let example: ApiFixture["example"];
  let pathValue: ApiFixture["pathValue"];

  beforeAll(async () => {
    t = await createTestApp({ TRANSCRIBE_URL: "http://127.0.0.1:9" });
    alice = await t.signUp();
    ({ doc, ids, resolve, typeOf, example, pathValue } = await openApiFixture(t, alice));
  });
  afterAll(() => t.close());

  function leaves(value: Json, schema: Schema, path: (string | number)[] = []): Leaf[] {
    const s = resolve(schema);
    const choice = s.anyOf ?? s.oneOf;
    const effective = choice?.length
      ? resolve(choice.find((c) => typeOf(resolve(c)) !== "null") ?? (choice[0] as Schema))
      : s;
    if (typeof value === "string") return [{ path, kind: "string" }];
    if (typeof value === "number") return [{ path, kind: "number" }];
    if (Array.isArray(value)) {
      return value.flatMap((item, i) => leaves(item, effective.items ?? {}, [...path, i]));
    }
    if (value && typeof value === "object") {
      const own: Leaf[] = [{ path, kind: "object" }];
      for (const [name, child] of Object.entries(value)) {
        own.push(...leaves(child, effective.properties?.[name] ?? {}, [...path, name]));
      }
      return own;
    }
    return [];
  }

  // The body as JSON text with the value at `path` replaced by raw JSON text.
  function withRaw(body: Json, path: (string | number)[], raw: string): string {
    if (path.length === 0) return raw;
    const marker = "\u0001MARK\u0001";
    const copy = structuredClone(body);
    let target = copy as Record<string | number, Json>;
    for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, Json>;
    target[path.at(-1) as string | number] = marker;
    return JSON.stringify(copy).replace(JSON.stringify(marker), raw);
  }

  type Attempt = { method: string; url: string; body?: string | FormData; what: string };

  function attemptsFor(route: string, method: string, op: Operation): Attempt[] {
    const params = op.parameters ?? [];
    const fill = (override?: { name: string; value: string }) =>
      route.replace(/\{(\w+)\}/g, (_m, name: string) =>
        encodeURIComponent(override?.name === name ? override.value : pathValue(route, name)),
      );
    const query = (override?: { name: string; value: string }) => {
      const search = new URLSearchParams();
      for (const p of params.filter((x) => x.in === "query")) {
        if (override?.name === p.name) search.set(p.name, override.value);
        else if (p.required) search.set(p.name, p.name === "q" ? "cats" : "1");
      }
      const text = search.toString();
      return text ? `?${text}` : "";
    };
    const upper = method.toUpperCase();
    const attempts: Attempt[] = [];
    const json = op.requestBody?.content["application/json"]?.schema;
    const form = op.requestBody?.content["multipart/form-data"]?.schema;
    const validBody = json ? JSON.stringify(example(json)) : undefined;

    for (const p of params) {
      const values = p.in === "query" ? [NUL, "99999999999999999999999"] : [NUL];
      for (const value of values) {
        const override = { name: p.name, value };
        attempts.push({
          method: upper,
          url: p.in === "path" ? fill(override) + query() : fill() + query(override),
          ...(validBody ? { body: validBody } : {}),
          what: `${p.in} ${p.name}=${JSON.stringify(value)}`,
        });
      }
    }
    const url = fill() + query();
    if (json) {
      const body = example(json);
      attempts.push({ method: upper, url, body: deepJson(DEEP), what: "a body 5,000 deep" });
      for (const leaf of leaves(body, json)) {
        const where = leaf.path.join(".") || "(body)";
        if (leaf.kind === "string") {
          const raw = JSON.stringify(NUL);
          attempts.push({
            method: upper,
            url,
            body: withRaw(body, leaf.path, raw),
            what: `NUL in ${where}`,
          });
        } else if (leaf.kind === "number") {
          for (const n of HUGE_INTS) {
            attempts.push({
              method: upper,
              url,
              body: withRaw(body, leaf.path, String(n)),
              what: `${n} in ${where}`,
            });
          }
        } else if (leaf.path.length > 0) {
          attempts.push({
            method: upper,
            url,
            body: withRaw(body, leaf.path, deepJson(DEEP)),
            what: `5,000 deep in ${where}`,
          });
          attempts.push({
            method: upper,
            url,
            body: withRaw(body, leaf.path, deepJson(40)),
            what: `40 deep in ${where}`,
          });
        }
      }
    }
    if (form) {
      const fields = Object.keys(resolve(form).properties ?? {});
      for (const field of fields) {
        const data = new FormData();
        for (const other of fields) {
          if (other === field) data.set(other, NUL);
          else if (other === "audio" || other === "file") {
            data.set(other, new Blob(["RIFF"], { type: "audio/wav" }), "a.wav");
          } else data.set(other, other === "duration" ? "2" : "1");
        }
        attempts.push({ method: upper, url, body: data, what: `NUL in form field ${field}` });
      }
    }
    return attempts;
  }

  it("answers 4xx (or success) to NUL text, huge integers and deep JSON on every operation", async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [route, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (route === "/uploads/{objectId}") continue; // a signed binary upload, tested with media
        for (const attempt of attemptsFor(route, method, op)) {
          const headers: Record<string, string> =
            typeof attempt.body === "string" ? { "content-type": "application/json" } : {};
          const response = await t.request(attempt.url, {
            method: attempt.method,
            as: alice,
            headers,
            ...(attempt.body !== undefined && attempt.method !== "GET"
              ? { body: attempt.body }
              : {}),
          });
          sent++;
          if (response.status < 500) {
            await response.arrayBuffer();
            continue;
          }
          const text = await response.text();
          if (response.status === 503 && text.includes('"not_configured"')) continue;
          failures.push(
            `${attempt.method} ${route} (${attempt.what}): ${response.status} ${text.slice(0, 160)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    // The sweep really ran over the whole document.
    expect(sent).toBeGreaterThan(300);
  });

  it("names the field when a title holds a NUL character", async () => {
    const response = await t.request("/api/movies", {
      method: "POST",
      as: alice,
      json: { title: `My ${NUL}` },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/^title: /);
  });

  it("keeps free text and drops only its NUL characters", async () => {
    const response = await t.request("/api/scenes", {
      method: "POST",
      as: alice,
      json: {
        movieId: ids.movieId,
        title: "Kept",
        sceneNumber: 1,
        elements: [{ id: "e1", elementType: "text", content: { text: `Line one\n${NUL}` } }],
        metadata: { [`k${NUL}`]: NUL },
      },
    });
    expect(response.status).toBe(201);
    const scene = (await response.json()) as {
      elements: Array<{ content: { text: string } }>;
      metadata: Record<string, unknown>;
    };
    expect(scene.elements[0]?.content.text).toBe("Line one\nbeforeafter");
    expect(scene.metadata).toEqual({ kbeforeafter: "beforeafter" });
  });

  it("answers a body nested 5,000 deep with 400, also on the auth routes", async () => {
    for (const path of ["/api/movies", "/api/auth/sign-in/email", "/api/not-found-events"]) {
      const response = await t.request(path, {
        method: "POST",
        as: alice,
        headers: { "content-type": "application/json" },
        body: deepJson(DEEP),
      });
      expect(response.status).toBe(400);
    }
  });

  it("refuses control characters in what Better Auth stores (name, email, image) with 400", async () => {
    const attempts: Array<[string, Record<string, string>, Session | null]> = [
      [
        "/api/auth/sign-up/email",
        { email: "new@example.com", password: "correct horse battery", name: NUL },
        null,
      ],
      [
        "/api/auth/sign-up/email",
        { email: `a${NUL}@example.com`, password: "correct horse battery", name: "A" },
        null,
      ],
      [
        "/api/auth/sign-in/email",
        { email: `a${NUL}@example.com`, password: "correct horse battery" },
        null,
      ],
      ["/api/auth/update-user", { name: NUL }, alice],
      // No rule of Better Auth's or ours checks it: the database's refusal is mapped.
      ["/api/auth/update-user", { image: `/a${NUL}.png` }, alice],
    ];
    for (const [path, json, as] of attempts) {
      const response = await t.request(path, { method: "POST", json, as });
      expect(response.status, `${path} ${JSON.stringify(json)}`).toBe(400);
    }
  });

  it("answers unknown API paths with the JSON 404 and wrong methods with 405", async () => {
    const missing = await t.request("/api/no-such-thing", { as: alice });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("not_found");
    const wrong = await t.request(`/api/movies/${ids.movieId}`, { method: "PUT", as: alice });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET, PATCH, DELETE");
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe(
      "method_not_allowed",
    );
  });
});
