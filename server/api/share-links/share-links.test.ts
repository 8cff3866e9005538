import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE,
  createTestApp,
  type Session,
  type TestApp,
  type ErrorBody,
} from "#tests/factories/test-app.ts";
import type { SharedScreenplay } from "#contracts/screenplay.ts";
import type { ShareLink } from "#contracts/share-link.ts";
import { shareLinks } from "#server/db/schema/index.ts";
import { captureLifeStory } from "#tests/factories/captured-story.ts";

describe("share links API", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Elena Marques" });
    bob = await t.signUp({ name: "Bob" });
  });
  afterAll(() => t.close());

  const share = async (who: Session | null, movieId: string, json: unknown = {}) =>
    t.request(`/api/movies/${movieId}/share-links`, { method: "POST", as: who, json });
  const newLink = async (movieId: string, json: unknown = {}) => {
    const response = await share(alice, movieId, json);
    expect(response.status).toBe(201);
    return (await response.json()) as ShareLink;
  };
  const expectGone = async (token: string) => {
    const page = await t.request(`/api/share/${token}`);
    expect(page.status).toBe(404);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(((await page.json()) as ErrorBody).error.message).toBe("Shared screenplay not found");
    const pdf = await t.request(`/s/${token}.pdf`);
    expect(pdf.status).toBe(404);
    expect(pdf.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  };

  it("answers 401 without a session for the owner's endpoints", async () => {
    const { movieId } = await captureLifeStory(t, alice);
    for (const [p, method] of [
      [`/api/movies/${movieId}/share-links`, "POST"],
      [`/api/movies/${movieId}/share-links`, "GET"],
      ["/api/share-links", "GET"],
      [`/api/share-links/${crypto.randomUUID()}`, "DELETE"],
    ] as const) {
      const response = await t.request(p, { method, json: method === "POST" ? {} : undefined });
      expect(response.status, `${method} ${p}`).toBe(401);
    }
  });

  it("creates an unguessable link that anyone can read without signing in, then revokes it", async () => {
    const { movieId } = await captureLifeStory(t, alice);
    const compiled = (await (
      await t.request(`/api/movies/${movieId}/screenplay/compile`, {
        method: "POST",
        as: alice,
        json: {},
      })
    ).json()) as { screenplay: { fountain: string; version: number } };
    await t.request(`/api/movies/${movieId}/screenplay`, {
      method: "PUT",
      as: alice,
      json: {
        fountain: compiled.screenplay.fountain.replace(
          "I will write every Sunday, I promise.",
          "Every Sunday, Papa. Every single one.",
        ),
        version: compiled.screenplay.version,
      },
    });

    const link = await newLink(movieId);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({
      movieId,
      url: `${BASE}/s/${link.token}`,
      pdfUrl: `${BASE}/s/${link.token}.pdf`,
      state: "active",
      expiresAt: null,
      revokedAt: null,
    });
    const other = await newLink(movieId);
    expect(other.token).not.toBe(link.token);

    const page = await t.request(`/api/share/${link.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const shared = (await page.json()) as SharedScreenplay;
    expect(shared).toMatchObject({
      title: "The Salt Road",
      author: "Elena Marques",
      description: "How Rosa crossed an ocean.",
      pdfUrl: `${BASE}/s/${link.token}.pdf`,
      statistics: { pages: 1, scenes: 3 },
      geometry: { paper: "letter", linesPerPage: 55 },
    });
    expect(shared.titlePageLines?.some((l) => l.text === "THE SALT ROAD")).toBe(true);
    expect(shared.pages).toHaveLength(1);
    const lines = shared.pages[0]!.lines;
    expect(
      lines.some((l) => l.kind === "dialogue" && l.text.startsWith("Every Sunday, Papa.")),
    ).toBe(true);
    const cue = lines.find((l) => l.kind === "character");
    expect(cue).toMatchObject({ text: "ROSA", x: 3.5 });
    // The same script for reading on a phone: the edited speech under its cue, no page geometry.
    const speech = shared.reading.find(
      (b) =>
        b.kind === "speech" &&
        b.parts.some((p) => p.lines[0]?.[0]?.text.startsWith("Every Sunday")),
    );
    expect(speech).toMatchObject({ kind: "speech", cue: "ROSA" });
    expect(shared.reading[0]).toEqual({ kind: "action", lines: [[{ text: "FADE IN:" }]] });

    // The page itself belongs to React Router, but carries the header too.
    expect((await t.request(`/s/${link.token}`)).headers.get("x-robots-tag")).toBe(
      "noindex, nofollow",
    );
    const pdf = await t.request(`/s/${link.token}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="The-Salt-Road.pdf"');
    expect(pdf.headers.get("content-length")).toBe(
      String((await pdf.clone().arrayBuffer()).byteLength),
    );
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    try {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-share-"));
      fs.writeFileSync(path.join(dir, "s.pdf"), bytes);
      const text = execFileSync("pdftotext", ["-layout", path.join(dir, "s.pdf"), "-"], {
        encoding: "utf8",
      });
      fs.rmSync(dir, { recursive: true, force: true });
      expect(text).toContain("Every Sunday, Papa.");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }

    // Revoked: 404 at once, for the JSON and the PDF; the other link still works.
    expect(
      (await t.request(`/api/share-links/${link.id}`, { method: "DELETE", as: bob })).status,
    ).toBe(404);
    const revoked = await t.request(`/api/share-links/${link.id}`, { method: "DELETE", as: alice });
    expect(revoked.status).toBe(204);
    await expectGone(link.token);
    expect((await t.request(`/api/share/${other.token}`)).status).toBe(200);
    expect(
      (await t.request(`/api/share-links/${link.id}`, { method: "DELETE", as: alice })).status,
    ).toBe(204);
    expect(
      (await t.request(`/api/share-links/${crypto.randomUUID()}`, { method: "DELETE", as: alice }))
        .status,
    ).toBe(404);

    const listed = (await (
      await t.request(`/api/movies/${movieId}/share-links`, { as: alice })
    ).json()) as ShareLink[];
    expect(listed.map((l) => [l.id, l.state])).toEqual([
      [other.id, "active"],
      [link.id, "revoked"],
    ]);
    const all = (await (await t.request("/api/share-links", { as: alice })).json()) as ShareLink[];
    expect(all.map((l) => l.id)).toEqual(expect.arrayContaining([link.id, other.id]));
    expect(
      (await (await t.request("/api/share-links", { as: bob })).json()) as ShareLink[],
    ).toEqual([]);
  });

  it("answers 404 for unknown and malformed tokens", async () => {
    await expectGone("A".repeat(43));
    await expectGone("short");
    await expectGone(Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url"));
  });

  it("honours expiry: a future expiry works, a past one answers 404", async () => {
    const { movieId } = await captureLifeStory(t, alice);
    const future = new Date(Date.now() + 3600_000).toISOString();
    const link = await newLink(movieId, { expiresAt: future });
    expect(link.expiresAt).toBe(future);
    expect((await t.request(`/api/share/${link.token}`)).status).toBe(200);

    // Time passes (the clock is moved on the row rather than waited for).
    await t.services.database.db
      .update(shareLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(shareLinks.id, link.id));
    await expectGone(link.token);
    const listed = (await (
      await t.request(`/api/movies/${movieId}/share-links`, { as: alice })
    ).json()) as ShareLink[];
    expect(listed[0]).toMatchObject({ id: link.id, state: "expired" });
  });

  it("validates the payload and the owner, and makes retries safe", async () => {
    const { movieId } = await captureLifeStory(t, alice);
    const cases: Array<[unknown, string]> = [
      [
        { expiresAt: "tomorrow" },
        "expiresAt: expiresAt must be an ISO date and time, e.g. 2030-01-31T12:00:00Z",
      ],
      [{ expiresAt: "2001-01-01T00:00:00Z" }, "expiresAt: expiresAt must be in the future"],
      [{ id: "x" }, "id: id must be a UUID"],
    ];
    for (const [body, message] of cases) {
      const response = await share(alice, movieId, body);
      expect(response.status, message).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(message);
    }
    for (const id of [movieId, crypto.randomUUID(), "temp"]) {
      const who = id === movieId ? bob : alice;
      // A path id that is no UUID is malformed (400), a foreign or missing movie 404 (decision 0019).
      const status = id === "temp" ? 400 : 404;
      expect((await share(who, id)).status).toBe(status);
      expect((await t.request(`/api/movies/${id}/share-links`, { as: who })).status).toBe(status);
    }
    const id = crypto.randomUUID();
    const first = await share(alice, movieId, { id });
    const again = await share(alice, movieId, { id });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(((await again.json()) as ShareLink).token).toBe(
      ((await first.json()) as ShareLink).token,
    );
    // An empty object is a link without expiry; no body at all is refused (a forged request
    // from another page could send that much).
    const bare = await t.request(`/api/movies/${movieId}/share-links`, {
      method: "POST",
      as: alice,
    });
    expect(bare.status).toBe(415);
  });

  it("shares a movie before its first compile as a draft from its scenes, and hides deleted movies", async () => {
    const { movieId } = await captureLifeStory(t, alice, "Draft only");
    const link = await newLink(movieId);
    const shared = (await (await t.request(`/api/share/${link.token}`)).json()) as SharedScreenplay;
    expect(shared.title).toBe("Draft only");
    expect(shared.updatedAt).toBeNull();
    expect(shared.pages[0]!.lines.some((l) => l.text.includes("I will write every Sunday"))).toBe(
      true,
    );
    await t.request(`/api/movies/${movieId}`, { method: "DELETE", as: alice });
    await expectGone(link.token);
  });

  it("lists every route in the OpenAPI document", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const expected: Array<[string, string]> = [
      ["/api/category-elements/{movieId}", "get"],
      ["/api/category-elements/{movieId}/grouped", "get"],
      ["/api/category-elements", "post"],
      ["/api/category-elements/{id}", "patch"],
      ["/api/category-elements/{id}", "delete"],
      ["/api/development", "get"],
      ["/api/movies/{movieId}/development", "get"],
      ["/api/movies/{movieId}/development/suggestions", "get"],
      ["/api/movies/{movieId}/beat-board", "get"],
      ["/api/movies/{movieId}/beat-board", "put"],
      ["/api/movies/{movieId}/screenplay", "get"],
      ["/api/movies/{movieId}/screenplay", "put"],
      ["/api/movies/{movieId}/screenplay/compile", "post"],
      ["/api/movies/{movieId}/screenplay/versions", "get"],
      ["/api/movies/{movieId}/screenplay/versions/{versionId}", "get"],
      ["/api/movies/{movieId}/screenplay/versions/{versionId}/restore", "post"],
      ["/api/movies/{movieId}/screenplay/stats", "get"],
      ["/api/movies/{movieId}/screenplay/import", "post"],
      ["/api/movies/{movieId}/screenplay.pdf", "get"],
      ["/api/movies/{movieId}/screenplay.fdx", "get"],
      ["/api/movies/{movieId}/screenplay.fountain", "get"],
      ["/api/movies/{movieId}/share-links", "post"],
      ["/api/movies/{movieId}/share-links", "get"],
      ["/api/share-links", "get"],
      ["/api/share-links/{id}", "delete"],
      ["/api/share/{token}", "get"],
      ["/s/{token}.pdf", "get"],
    ];
    for (const [p, method] of expected) {
      expect(doc.paths[p]?.[method], `${method.toUpperCase()} ${p}`).toBeDefined();
    }
  });
});
