// The emotion arc of a 120-scene movie (docs/ARCHITECTURE.md, Budgets): every scene read from its
// words (the slow path; a recorded feeling is a table lookup), in the screenplay's order.
import { emotionArc } from "../server/domain/emotion-arc/emotion-arc.ts";
import { storyOrder, type StoryScene } from "../server/domain/screenplay/engine.ts";
import { measure } from "./measure.ts";

export const EMOTION_ARC_BUDGET_MS = 200;

const SENTENCES = [
  "We drove to the coast in the old blue car, all four of us squeezed into the back.",
  "Mum was laughing at something Dad said, and for once nobody was arguing.",
  "I remember the smell of the sea before we could see it.",
  "Later that night the storm came in and we were scared the tent would blow away.",
  "My brother cried because he lost his favourite shoe in the sand.",
  "It was the happiest week of that whole terrible year.",
];

function scenes(count: number): StoryScene[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `scene-${i}`,
    title: `Scene ${i + 1}`,
    date: { year: 1970 + (i % 40), month: null, day: null },
    elements: [
      {
        id: `text-${i}`,
        elementType: "text" as const,
        // About 150 words a scene.
        content: { text: Array.from({ length: 9 }, (_, k) => SENTENCES[(i + k) % 6]).join(" ") },
      },
    ],
  }));
}

export async function benchEmotionArc(): Promise<{ ms: number; scenes: number }> {
  const story = { scenes: scenes(120), notes: {} };
  const sample = await measure(() => emotionArc(storyOrder(story)), {
    warmup: 5,
    minRuns: 20,
    minTimeMs: 500,
  });
  return { ms: sample.ms, scenes: story.scenes.length };
}
