import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";
import { FOUNTAIN_MAX_CHARS } from "#contracts/screenplay.ts";
import { renderCacheSize } from "#server/domain/screenplay/render-cache.ts";

// A screenplay's text has a documented limit (decision 0013), and what the engine makes of a
// stored version (statistics, PDF, the shared page) is made once per version.
describe("screenplay size limit and work done once per version", () => {
  let t: TestApp;
  let alice: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp();
  });
  afterAll(() => t.close());

  const base = (movieId: string) => `/api/movies/${movieId}/screenplay`;
  const save = (movieId: string, fountain: string, version = 0) =>
    t.request(base(movieId), { method: "PUT", as: alice, json: { fountain, version } });

  it("refuses a text past the limit with a message that says the limit, keeping what is there", async () => {
    const { id } = await t.createMovie(alice);
    expect((await save(id, "INT. HOUSE - DAY\n\nStill here.")).status).toBe(200);
    // 1.8 MB of `[[`: what once held the server for 17 seconds.
    const response = await save(id, "[[".repeat(900_000), 1);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toBe(
      "fountain: The screenplay is too long (1,000,000 characters at most; a feature film is about 200,000)",
    );
    const kept = (await (await t.request(base(id), { as: alice })).json()) as { fountain: string };
    expect(kept.fountain).toBe("INT. HOUSE - DAY\n\nStill here.");
  });

  it("refuses an import whose text would pass the limit (413)", async () => {
    const { id } = await t.createMovie(alice);
    const scene = `INT. ROOM - DAY\n\n${"Words and words. ".repeat(40)}\n\n`;
    const content = scene.repeat(Math.ceil((FOUNTAIN_MAX_CHARS + 10) / scene.length));
    const response = await t.request(`${base(id)}/import`, {
      method: "POST",
      as: alice,
      json: { filename: "long.fountain", content },
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error.message).toMatch(
      /^The imported screenplay is too long \(1,000,000 characters at most/,
    );
  });

  it("refuses to write a first draft from scenes that would pass the limit (413)", async () => {
    const { id } = await t.createMovie(alice);
    const words = "One long remembered afternoon. ".repeat(35_000); // about 1.1 million characters
    const created = await t.request("/api/scenes", {
      method: "POST",
      as: alice,
      json: {
        movieId: id,
        title: "Everything",
        sceneNumber: 1,
        elements: [{ id: "e1", elementType: "text", content: { text: words } }],
      },
    });
    expect(created.status).toBe(201);
    const compiled = await t.request(`${base(id)}/compile`, {
      method: "POST",
      as: alice,
      json: {},
    });
    expect(compiled.status).toBe(413);
    expect(((await compiled.json()) as ErrorBody).error.message).toMatch(
      /^The screenplay written from your scenes would be too long/,
    );
    const stats = await t.request(`${base(id)}/stats`, { as: alice });
    expect(stats.status).toBe(413);
  });

  it("computes statistics and the PDF once per version, and again after an edit", async () => {
    const { id } = await t.createMovie(alice);
    expect((await save(id, "INT. HOUSE - DAY\n\nBOB\nHello.")).status).toBe(200);
    const first = await t.request(`${base(id)}/stats`, { as: alice });
    expect(((await first.json()) as { characters: { name: string }[] }).characters).toEqual([
      expect.objectContaining({ name: "BOB" }),
    ]);
    await (await t.request(`/api/movies/${id}/screenplay.pdf`, { as: alice })).arrayBuffer();
    const held = renderCacheSize().entries;
    // Asked again: answered from what was made, nothing new is computed or stored.
    for (let i = 0; i < 3; i++) {
      expect((await t.request(`${base(id)}/stats`, { as: alice })).status).toBe(200);
      const pdf = await t.request(`/api/movies/${id}/screenplay.pdf`, { as: alice });
      expect(pdf.status).toBe(200);
      await pdf.arrayBuffer();
    }
    expect(renderCacheSize().entries).toBe(held);

    expect((await save(id, "INT. HOUSE - DAY\n\nANA\nHi.", 1)).status).toBe(200);
    const edited = await t.request(`${base(id)}/stats`, { as: alice });
    expect(((await edited.json()) as { characters: { name: string }[] }).characters).toEqual([
      expect.objectContaining({ name: "ANA" }),
    ]);
    expect(renderCacheSize().entries).toBeGreaterThan(held);
  });
});
