import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { COMPRESS_MIN_BYTES } from "./compress-json.ts";

describe("API JSON compression", () => {
  let t: TestApp;
  let alice: Session;
  let movieId: string;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
    movieId = (await t.createMovie(alice)).id;
    for (let n = 1; n <= 20; n++) {
      const response = await t.request("/api/scenes", {
        method: "POST",
        as: alice,
        json: { movieId, title: `The long summer, part ${n}`, sceneNumber: n },
      });
      expect(response.status).toBe(201);
    }
  });
  afterAll(() => t.close());

  const list = (acceptEncoding?: string) =>
    t.request(`/api/movies/${movieId}/scenes`, {
      as: alice,
      headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
    });

  it("answers brotli or gzip when the client accepts it, the same JSON once decoded", async () => {
    const plain = await list();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toContain("Accept-Encoding");
    const json = Buffer.from(await plain.arrayBuffer());
    expect(json.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await list("gzip, deflate, br, zstd");
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toContain("application/json");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(json.length / 3);
    expect(zlib.brotliDecompressSync(brBytes).equals(json)).toBe(true);

    const gz = await list("gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(json)).toBe(true);

    const refused = await list("br;q=0, gzip;q=0");
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await refused.arrayBuffer()).equals(json)).toBe(true);
  });

  it("leaves a small answer (an error) as it is, and keeps the security headers", async () => {
    const missing = await t.request(`/api/movies/${crypto.randomUUID()}/scenes`, {
      as: alice,
      headers: { "accept-encoding": "br" },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-encoding")).toBeNull();
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("not_found");
    const listed = await list("br");
    expect(listed.headers.get("x-content-type-options")).toBe("nosniff");
    expect(listed.headers.get("x-request-id")).toBeTruthy();
  });

  it("passes the cookies and token of a sign-in through untouched", async () => {
    const email = `zip-${Date.now()}@example.com`;
    await t.signUp({ email, password: "long enough pw", name: "Zip" });
    const response = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "accept-encoding": "br" },
      json: { email, password: "long enough pw" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join(";")).toContain("better-auth.session_token");
    expect(response.headers.get("set-auth-token")).toBeTruthy();
  });
});
