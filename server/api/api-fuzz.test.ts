import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import {
  openApiFixture,
  type ApiFixture,
  type Json,
  type Operation,
} from "#tests/support/openapi-fixture.ts";

// Property-based fuzzing of every operation of /api/openapi.json: for each one,
// fast-check generates path and query parameters and bodies (the operation's valid example with
// fields swapped for random JSON, hostile strings, huge or negative numbers, missing or extra
// fields; or a random body altogether; or text that is no JSON), signed in or not, and the server
// must never answer 5xx (a third party that is not configured answers 503 `not_configured` on
// purpose). A failure prints the shrunk request and fast-check's seed to replay it.

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const hostileString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\u0007\u001b[31m",
    "\ud800",
    "../../etc/passwd",
    "%00",
    "' or 1=1 --",
    "<script>alert(1)</script>",
    "",
    " ",
    "9".repeat(40),
    "x".repeat(5000),
  ),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 0.5, -0),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const anyJson: fc.Arbitrary<Json> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);

// The example body with each field kept, replaced, or dropped, and maybe a stranger field added.
function mutatedBody(example: Json): fc.Arbitrary<Json> {
  if (!example || typeof example !== "object" || Array.isArray(example)) return anyJson;
  const fields = Object.entries(example).map(([name, value]) =>
    fc
      .oneof(
        { weight: 3, arbitrary: fc.constant<Json | undefined>(value) },
        { weight: 2, arbitrary: anyJson },
        { weight: 1, arbitrary: mutatedBody(value) },
        { weight: 1, arbitrary: fc.constant<Json | undefined>(undefined) },
      )
      .map((v): [string, Json | undefined] => [name, v]),
  );
  return fc
    .tuple(fc.tuple(...fields), fc.option(fc.tuple(hostileString, anyJson), { nil: undefined }))
    .map(([entries, extra]) => {
      const out: Record<string, Json> = {};
      for (const [name, value] of entries) if (value !== undefined) out[name] = value;
      if (extra) out[extra[0]] = extra[1];
      return out;
    });
}

const RAW = "\u0001raw:";

// Percent-encodes the UTF-8 bytes of any string (a lone surrogate too, as its replacement
// character), except values marked RAW, which go into the URL as they are.
const encodeSegment = (value: string): string =>
  value.startsWith(RAW)
    ? value.slice(RAW.length)
    : [...Buffer.from(value, "utf8")]
        .map((b) =>
          /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
            ? String.fromCharCode(b)
            : `%${b.toString(16).toUpperCase().padStart(2, "0")}`,
        )
        .join("");

type Generated = {
  path: Record<string, string>;
  query: Record<string, string>;
  body: string | undefined;
  signedIn: boolean;
};

describe("property-based fuzzing of every API operation", () => {
  let t: TestApp;
  let alice: Session;
  let api: ApiFixture;

  beforeAll(async () => {
    t = await createTestApp({ TRANSCRIBE_URL: "http://127.0.0.1:9" });
    alice = await t.signUp();
    api = await openApiFixture(t, alice);
  });
  afterAll(() => t.close());

  function requestsFor(route: string, op: Operation): fc.Arbitrary<Generated> {
    const params = op.parameters ?? [];
    const param = (name: string) =>
      fc.oneof(
        { weight: 2, arbitrary: fc.constant(api.pathValue(route, name)) },
        { weight: 1, arbitrary: fc.uuid() },
        { weight: 2, arbitrary: hostileString },
        { weight: 1, arbitrary: hostileNumber.map(String) },
        // Sent as they are, not percent-encoded: broken escapes a client may write.
        {
          weight: 1,
          arbitrary: fc.constantFrom("%", "%ZZ", "%C0%AF", "%FF%FE", "a%2Fb").map((r) => RAW + r),
        },
      );
    const pathNames = [...route.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "");
    const queryNames = params.filter((p) => p.in === "query").map((p) => p.name);
    const json = op.requestBody?.content["application/json"]?.schema;
    const example = json ? api.example(json) : undefined;
    const body: fc.Arbitrary<string | undefined> = json
      ? fc.oneof(
          { weight: 6, arbitrary: mutatedBody(example ?? null).map((b) => JSON.stringify(b)) },
          { weight: 1, arbitrary: anyJson.map((b) => JSON.stringify(b)) },
          { weight: 1, arbitrary: fc.string({ maxLength: 30 }) }, // not JSON at all
        )
      : fc.constant(undefined);
    return fc.record({
      path: fc.record(Object.fromEntries(pathNames.map((n) => [n, param(n)]))),
      query: fc.record(Object.fromEntries(queryNames.map((n) => [n, param(n)])), {
        requiredKeys: [],
      }),
      body,
      // Mostly signed in, so requests get past the session check to the validation behind it.
      signedIn: fc.oneof(
        { weight: 4, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
    }) as fc.Arbitrary<Generated>;
  }

  async function send(route: string, method: string, g: Generated) {
    const query = Object.entries(g.query)
      .map(([name, value]) => `${name}=${encodeSegment(value)}`)
      .join("&");
    const url =
      route.replace(/\{(\w+)\}/g, (_m, name: string) => encodeSegment(g.path[name] ?? "")) +
      (query ? `?${query}` : "");
    const upper = method.toUpperCase();
    const response = await t.request(url, {
      method: upper,
      as: g.signedIn ? alice : null,
      ...(g.body !== undefined && upper !== "GET"
        ? { body: g.body, headers: { "content-type": "application/json" } }
        : {}),
    });
    const text = await response.text();
    return { status: response.status, text, url };
  }

  it("answers no operation with a 5xx, whatever it is sent", { timeout: 900_000 }, async () => {
    let sent = 0;
    const operations = Object.entries(api.doc.paths).flatMap(([route, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ route, method, op })),
    );
    for (const { route, method, op } of operations) {
      // A signed binary upload outside /api, covered by the media tests.
      if (route === "/uploads/{objectId}") continue;
      await fc.assert(
        fc.asyncProperty(requestsFor(route, op), async (generated) => {
          const answer = await send(route, method, generated);
          sent += 1;
          const deliberate = answer.status === 503 && answer.text.includes('"not_configured"');
          if (answer.status >= 500 && !deliberate) {
            throw new Error(
              `${method.toUpperCase()} ${answer.url} → ${answer.status} ${answer.text.slice(0, 200)}\nbody: ${generated.body?.slice(0, 300)}`,
            );
          }
        }),
        { numRuns: RUNS },
      );
    }
    expect(operations.length).toBeGreaterThan(50);
    expect(sent).toBeGreaterThanOrEqual((operations.length - 1) * RUNS);
  });
});
