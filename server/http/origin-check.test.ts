import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE,
  createTestApp,
  uniqueEmail,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";

const EVIL = "https://evil.example";
// Same site as a deployed app (a sibling subdomain), different origin.
const SIBLING = "http://blog.localhost:3000";

describe("origin check on state-changing API requests", () => {
  let t: TestApp;
  let alice: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp();
  });
  afterAll(() => t.close());

  const titles = async () =>
    ((await (await t.request("/api/movies", { as: alice })).json()) as Array<{ title: string }>)
      .map((m) => m.title)
      .sort();
  const refusal = async (response: Response) => {
    expect(response.status).toBe(403);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("forbidden");
    expect(body.error.message).toBe(
      `Cross-site request refused: changes are accepted only from ${BASE}`,
    );
  };

  it("refuses a cross-origin JSON POST and DELETE that carry the session cookie", async () => {
    const kept = await t.createMovie(alice, "Kept");
    await refusal(
      await t.request("/api/movies", {
        method: "POST",
        as: alice,
        origin: EVIL,
        json: { title: "Forged" },
      }),
    );
    await refusal(
      await t.request(`/api/movies/${kept.id}`, { method: "DELETE", as: alice, origin: EVIL }),
    );
    await refusal(
      await t.request(`/api/movies/${kept.id}`, {
        method: "PATCH",
        as: alice,
        origin: "null",
        json: { title: "Renamed", version: 1 },
      }),
    );
    expect(await titles()).toContain("Kept");
    expect(await titles()).not.toContain("Forged");
  });

  it("refuses a body-less POST from a sibling subdomain: no share link is made", async () => {
    const movie = await t.createMovie(alice, "Shared?");
    await refusal(
      await t.request(`/api/movies/${movie.id}/share-links`, {
        method: "POST",
        as: alice,
        origin: SIBLING,
      }),
    );
    const links = await t.request(`/api/movies/${movie.id}/share-links`, { as: alice });
    expect(await links.json()).toEqual([]);
  });

  it("refuses a cookie without an Origin, unless the browser says the request is same-origin", async () => {
    await refusal(
      await t.request("/api/movies", {
        method: "POST",
        as: alice,
        origin: null,
        json: { title: "No origin" },
      }),
    );
    await refusal(
      await t.request("/api/movies", {
        method: "POST",
        as: alice,
        origin: null,
        headers: { "sec-fetch-site": "same-site" },
        json: { title: "Same site" },
      }),
    );
    const sameOrigin = await t.request("/api/movies", {
      method: "POST",
      as: alice,
      origin: null,
      headers: { "sec-fetch-site": "same-origin" },
      json: { title: "Same origin" },
    });
    expect(sameOrigin.status).toBe(201);
    expect(await titles()).toContain("Same origin");
    expect(await titles()).not.toContain("No origin");
  });

  it("lets an API client with a bearer token and no cookie write without an Origin", async () => {
    const response = await t.request("/api/movies", {
      method: "POST",
      origin: null,
      headers: { authorization: `Bearer ${alice.token}` },
      json: { title: "From a script" },
    });
    expect(response.status).toBe(201);
    expect(await titles()).toContain("From a script");
  });

  it("lets the app's own pages write, and anyone read", async () => {
    const own = await t.request("/api/movies", {
      method: "POST",
      as: alice,
      json: { title: "From the app" },
    });
    expect(own.status).toBe(201);
    // Reading changes nothing, and without CORS headers another site cannot read the answer.
    const read = await t.request("/api/movies", { as: alice, origin: EVIL });
    expect(read.status).toBe(200);
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("covers sign-in and public writes, but not the OAuth callbacks", async () => {
    await refusal(
      await t.request("/api/auth/sign-in/email", {
        method: "POST",
        origin: EVIL,
        json: { email: alice.email, password: "correct horse battery" },
      }),
    );
    await refusal(
      await t.request("/api/contact/submit", {
        method: "POST",
        origin: EVIL,
        json: { name: "Spam", email: uniqueEmail(), message: "Buy now", honeypot: "" },
      }),
    );
    // Apple answers with a form POST from its own origin; the OAuth state protects that call.
    const callback = await t.request("/api/auth/callback/apple", {
      method: "POST",
      origin: "https://appleid.apple.com",
      body: "state=x&code=y",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(callback.status).not.toBe(403);
  });
});
