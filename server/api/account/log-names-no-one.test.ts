import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountExport } from "#contracts/account.ts";
import { instagramArchive, photoJpeg } from "#tests/factories/import-archives.ts";
import { createTestApp, type TestApp } from "#tests/factories/test-app.ts";
import { createLogger } from "#server/logger.ts";
import { importCalls } from "#tests/support/import-calls.ts";

// The log outlives an account (it is shipped and kept by the operator): no line of it may name a
// person, by address, name or account id, through a whole life in the product, from sign-up and
// a wrong password through mail, an import and an export to the deletion.
describe("the log names no one", () => {
  const lines: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
        done();
      },
    });
    t = await createTestApp({}, { logger: createLogger("debug", sink) });
  });
  afterAll(() => t.close());

  it("keeps no address, name or account id in any line", async () => {
    const email = "zelda.quimby.logtest@example.com";
    const name = "Zelda Quimby";
    const password = "a password nobody guesses";
    const zelda = await t.signUp({ email, name, password });
    const wrong = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "not the password" },
    });
    expect(wrong.status).toBe(401);
    const reset = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/auth/reset-password" },
    });
    expect(reset.status).toBe(200);
    const movie = await t.createMovie(zelda, "Zelda's summer");
    const scene = await t.request(`/api/movies/${movie.id}/scenes`, {
      method: "POST",
      as: zelda,
      json: { title: "The lake", elements: [] },
    });
    expect(scene.status).toBeLessThan(500);
    const imported = await importCalls(t).unpacked(
      zelda,
      await instagramArchive({
        posts: [{ text: "Lake", media: [{ name: "lake.jpg", data: await photoJpeg() }] }],
      }),
    );
    expect(imported.status).toBe("ready");
    const exported = await t.request("/api/account/export", {
      method: "POST",
      as: zelda,
      json: {},
    });
    const { id } = (await exported.json()) as AccountExport;
    await t.services.worker.drain();
    expect((await t.request(`/api/account/export/${id}/download`, { as: zelda })).status).toBe(200);
    const deleted = await t.request("/api/account", {
      method: "DELETE",
      as: zelda,
      json: { confirm: "DELETE", password },
    });
    expect(deleted.status).toBe(204);
    await t.services.worker.drain();

    expect(lines.length).toBeGreaterThan(20);
    const needles = [email, email.split("@")[0] ?? email, name, zelda.userId];
    const naming = lines.filter((line) =>
      needles.some((needle) => line.toLowerCase().includes(needle.toLowerCase())),
    );
    expect(naming).toEqual([]);
  });
});
