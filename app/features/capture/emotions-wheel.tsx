import { ArrowLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import type { SceneEmotion } from "#contracts/scene-metadata.ts";
import { EMOTIONS, type CoreEmotion } from "./emotions";

/** A feeling picked on the wheel, and the sentence it suggests. */
export type EmotionPick = SceneEmotion & { sentence: string };

// "Choose Your Emotion": the eight core emotions, then one's sub-emotions with a Back button.
export function EmotionsWheel({ onPick }: { onPick: (pick: EmotionPick) => void }) {
  const [core, setCore] = useState<CoreEmotion | null>(null);

  return (
    <section
      aria-labelledby="emotions-title"
      className="rounded-2xl border border-line bg-white p-3 shadow-sm"
    >
      {core === null ? (
        <>
          <h3 id="emotions-title" className="px-1 pb-2.5 font-semibold">
            Choose Your Emotion
          </h3>
          <div className="grid grid-cols-2 gap-2">
            {EMOTIONS.map((emotion) => (
              <button
                key={emotion.id}
                type="button"
                onClick={() => setCore(emotion)}
                style={{ backgroundColor: emotion.tint, color: emotion.ink }}
                className="flex items-center gap-2.5 rounded-xl px-3 py-2.5 text-left transition hover:brightness-[0.97]"
              >
                <span
                  aria-hidden
                  className="size-3.5 shrink-0 rounded-full ring-2 ring-white"
                  style={{ backgroundColor: emotion.swatch }}
                />
                <span className="min-w-0">
                  <span className="block font-semibold">{emotion.label}</span>
                  <span className="block text-xs">{emotion.subEmotions.length} variations</span>
                </span>
              </button>
            ))}
          </div>
        </>
      ) : (
        <>
          <div className="flex items-center gap-2 pb-2">
            <button
              type="button"
              onClick={() => setCore(null)}
              className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-ink-soft hover:bg-cream hover:text-ink"
            >
              <ArrowLeft className="size-4" aria-hidden />
              Back
            </button>
            <h3 id="emotions-title" className="font-semibold" style={{ color: core.ink }}>
              {core.label}
            </h3>
          </div>
          <ul className="grid gap-1.5">
            {core.subEmotions.map((sub) => (
              <li key={sub.label}>
                <button
                  type="button"
                  onClick={() =>
                    onPick({
                      core: core.id,
                      feeling: sub.label.toLowerCase(),
                      sentence: sub.sentence,
                    })
                  }
                  style={{ backgroundColor: core.tint }}
                  className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left transition hover:brightness-[0.97]"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold" style={{ color: core.ink }}>
                      {sub.label}
                    </span>
                    <span className="block text-sm text-ink">{sub.sentence}</span>
                  </span>
                  <ChevronRight
                    className="size-4 shrink-0"
                    style={{ color: core.ink }}
                    aria-hidden
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
