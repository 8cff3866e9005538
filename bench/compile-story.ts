// The story compiler's benchmark (docs/ARCHITECTURE.md, Budgets: compile a 200-scene story, budget 50 ms):
// the five captured movies of the compiler's test corpus, their scenes repeated with their own
// ids until the story has 200, compiled warm. `npm run bench` prints it with the rest; run alone
// with `npx tsx bench/compile-story.ts` (it needs no screenplay corpus).
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { storyCorpus } from "../screenplay/test/stories/index.ts";
import type { StoryInput, StoryScene } from "../screenplay/compile/story-types.ts";
import { measure } from "./measure.ts";

export const COMPILE_BUDGET_MS = 50;

/** A 200-scene story: every corpus scene in turn, each copy with ids of its own. */
export function storyOf(count: number): StoryInput {
  const all = Object.values(storyCorpus);
  const pool: StoryScene[] = all.flatMap((s) => s.scenes);
  const scenes: StoryScene[] = [];
  for (let i = 0; i < count; i++) {
    const s = pool[i % pool.length] as StoryScene;
    scenes.push({
      ...s,
      id: `${s.id}-${i}`,
      elements: s.elements.map((e) => ({ ...e, id: `${e.id}-${i}` })),
    });
  }
  const characters = all.flatMap((s) => s.characters ?? []);
  return {
    movie: { title: "Two hundred scenes", authorName: "Jane Whitlock" },
    characters,
    scenes,
  };
}

export interface CompileBench {
  /** The first compile in this process, the English lexicon loaded with it. */
  firstMs: number;
  /** Warm, time per run (wall clock; bench/measure.ts). */
  warmMs: number;
  /** Warm, CPU time of this process per compile (what the machine's other work cannot add). */
  cpuMs: number;
  scenes: number;
  elements: number;
}

export async function benchCompile(): Promise<CompileBench> {
  const story = storyOf(200);
  const t0 = performance.now();
  const { compileStory, loadEnglish } = await import("../screenplay/compile/compile-story.ts");
  await loadEnglish();
  compileStory(story);
  const firstMs = performance.now() - t0;
  const warm = await measure(() => compileStory(story), {
    warmup: 5,
    minRuns: 20,
    minTimeMs: 1000,
  });
  const runs = 20;
  const before = process.cpuUsage();
  for (let i = 0; i < runs; i++) compileStory(story);
  const used = process.cpuUsage(before);
  return {
    firstMs,
    warmMs: warm.ms,
    cpuMs: (used.user + used.system) / 1000 / runs,
    scenes: story.scenes.length,
    elements: compileStory(story).elements.length,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await benchCompile();
  console.log(
    `compile a ${r.scenes}-scene story (${r.elements} elements): ${r.warmMs.toFixed(2)} ms warm, ${r.cpuMs.toFixed(2)} ms of CPU (budget <= ${COMPILE_BUDGET_MS} ms); first compile with the lexicon load ${r.firstMs.toFixed(0)} ms`,
  );
}
