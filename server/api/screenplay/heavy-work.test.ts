import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { FOUNTAIN_MAX_CHARS } from "#contracts/screenplay.ts";
import { threadPoolStats } from "#server/threads/thread-pool.ts";

// A script at the 1,000,000-character limit laid out, printed and counted: the work runs in the
// worker threads (server/threads), so the event loop, and with it /api/health/live and everyone
// else's requests, keeps answering. Before, its statistics or PDF held the loop 1.0-1.4 s.
const scene = (n: number) =>
  `INT. KITCHEN ${n} - NIGHT\n\nRain on the window. ANNA counts the letters she never sent.\n\n` +
  `ANNA\n(quietly)\nWe said we would write every week, and then the weeks got long.\n\n` +
  `BEN\nI kept every one you did send.\n\n`;

function hostileScript(): string {
  let text = "";
  for (let n = 1; text.length + scene(n).length <= FOUNTAIN_MAX_CHARS; n++) text += scene(n);
  return text;
}

describe("a screenplay at the size limit does not hold the event loop", () => {
  let t: TestApp;
  let alice: Session;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp();
  });
  afterAll(() => t.close());

  it("statistics and the PDF of version after version, while the loop stays free", async () => {
    const { id } = await t.createMovie(alice, "Letters");
    const script = hostileScript();
    expect(script.length).toBeGreaterThan(FOUNTAIN_MAX_CHARS - 200);
    const base = `/api/movies/${id}/screenplay`;
    const completedBefore = threadPoolStats().completed;

    const loop = monitorEventLoopDelay({ resolution: 10 });
    const liveMs: number[] = [];
    // "Save a version, get the PDF", three times: each version is new work. The loop is watched
    // while the statistics and the PDF are made (with PGlite the save itself is the database's
    // work, which runs in this process).
    for (let version = 0; version < 3; version++) {
      const saved = await t.request(base, {
        method: "PUT",
        as: alice,
        json: { fountain: `${script.slice(0, -20)}\n\nEND ${version}.\n`, version },
      });
      expect(saved.status).toBe(200);
      await saved.arrayBuffer();
      let probing = true;
      const probe = (async () => {
        while (probing) {
          const started = performance.now();
          const live = await t.request("/api/health/live");
          expect(live.status).toBe(200);
          liveMs.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      })();
      loop.enable();
      try {
        const [stats, pdf] = await Promise.all([
          t.request(`${base}/stats`, { as: alice }),
          t.request(`/api/movies/${id}/screenplay.pdf`, { as: alice }),
        ]);
        expect(stats.status).toBe(200);
        const counted = (await stats.json()) as { pages: number; characters: { name: string }[] };
        expect(counted.characters.map((c) => c.name).sort()).toEqual(["ANNA", "BEN"]);
        expect(counted.pages).toBeGreaterThan(1000);
        expect(pdf.status).toBe(200);
        expect(pdf.headers.get("content-type")).toBe("application/pdf");
        const bytes = new Uint8Array(await pdf.arrayBuffer());
        expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
      } finally {
        loop.disable();
        probing = false;
        await probe;
      }
    }
    // Three PDFs and three statistics were made in the threads, none on the loop.
    expect(threadPoolStats().completed - completedBefore).toBe(6);
    const slowest = Math.max(...liveMs);
    const sorted = [...liveMs].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(
      `event loop while the statistics and PDFs were made: max delay ${(loop.max / 1e6).toFixed(0)} ms, ` +
        `p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms; /api/health/live: ${liveMs.length} answers, ` +
        `median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms`,
    );
    // The budget is 200 ms (docs/ARCHITECTURE.md, Budgets); on a shared machine a timer can be late by a
    // few hundred ms for reasons of its own, so the test holds the line where the old behaviour
    // (the loop held for the whole render, seconds) is unmistakable, and the figures are printed.
    expect(median).toBeLessThan(200);
    expect(slowest).toBeLessThan(1000);
  });
});
