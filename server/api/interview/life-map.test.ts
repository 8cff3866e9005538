import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";

type LifeMap = {
  birthYear: number | null;
  years: Array<{ year: number; scenes: Array<{ title: string; movieTitle: string }> }>;
  gaps: Array<{ topicId: string; from: number; to: number }>;
  undated: number;
};

describe("GET /api/life-map", () => {
  let t: TestApp;
  let alice: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
  });
  afterAll(() => t.close());

  const scene = (movieId: string, title: string, date: unknown) =>
    t.request("/api/scenes", {
      method: "POST",
      as: alice,
      json: { movieId, title, sceneNumber: 1, metadata: date ? { date } : {} },
    });
  const map = async (query = "", as: Session | null = alice) => {
    const response = await t.request(`/api/life-map${query}`, { as });
    return { status: response.status, body: (await response.json()) as LifeMap };
  };

  it("places the dated scenes of every movie by year, and the periods with none", async () => {
    const childhood = await t.createMovie(alice, "Childhood");
    const work = await t.createMovie(alice, "Work");
    expect(
      (await scene(childhood.id, "The red bike", { year: 1968, month: null, day: null })).status,
    ).toBe(201);
    await scene(work.id, "First day at the bakery", { year: 1976, month: 9, day: 1 });
    await scene(work.id, "Undated", null);

    const before = await map();
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ birthYear: null, gaps: [], undated: 1 });
    expect(before.body.years).toEqual([
      {
        year: 1968,
        scenes: [expect.objectContaining({ title: "The red bike", movieTitle: "Childhood" })],
      },
      { year: 1976, scenes: [expect.objectContaining({ title: "First day at the bakery" })] },
    ]);

    const born = await map("?birthYear=1950");
    expect(born.body.birthYear).toBe(1950);
    expect(born.body.gaps.map((g) => g.topicId)).toContain("childhood");
    expect(born.body.gaps.map((g) => g.topicId)).not.toContain("school-years");

    // Without the query, the last interview's birth year places the gaps.
    await t.request("/api/interviews", {
      method: "POST",
      as: alice,
      json: { movieId: work.id, start: { kind: "surprise" }, birthYear: 1960 },
    });
    const fromInterview = await map();
    expect(fromInterview.body.birthYear).toBe(1960);
    expect(fromInterview.body.gaps.find((g) => g.topicId === "childhood")).toBeUndefined();
  });

  it("answers 400 for a birth year that is not one, and 401 signed out", async () => {
    const bad = await t.request("/api/life-map?birthYear=1850", { as: alice });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.message).toBe(
      "birthYear: birthYear must be 1900 or later",
    );
    expect((await map("", null)).status).toBe(401);
  });

  it("shows nobody else's scenes", async () => {
    const bob = await t.signUp({ name: "Bob" });
    expect((await map("", bob)).body).toMatchObject({ years: [], undated: 0 });
  });
});
