import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type ErrorBody, type TestApp } from "../../tests/factories/test-app.ts";

// Every operation of the OpenAPI document, so a route added later is covered without a new test.
type Operation = {
  method: string;
  path: string;
  secured: boolean;
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
      documents401: Boolean(op.responses?.["401"]),
    })),
  );
}

// Path parameters that no route accepts (ids must be UUIDs, tokens 43 characters, ...).
const withBadParams = (path: string) => path.replace(/\{[^}]+\}/g, "not-a-valid-id");
const changes = (method: string) => ["POST", "PUT", "PATCH", "DELETE"].includes(method);

describe("route gates", () => {
  let t: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp();
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
});
