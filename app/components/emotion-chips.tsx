import { X } from "lucide-react";
import { wheelEmotion } from "#contracts/emotion-wheel.ts";
import type { SceneEmotion } from "#contracts/scene-metadata.ts";
import { EMOTION_COLOURS } from "#app/lib/emotion-colours";

/** "Joyful" for { core: "happy", feeling: "joyful" }: the wheel's own spelling of the feeling. */
export function feelingLabel(emotion: SceneEmotion): string {
  const found = wheelEmotion(emotion.core)?.feelings.find(
    (f) => f.label.toLowerCase() === emotion.feeling,
  );
  return found?.label ?? emotion.feeling.charAt(0).toUpperCase() + emotion.feeling.slice(1);
}

// The feelings a scene records, each a chip in its emotion's colour; with `onRemove`, each chip
// has a button that takes the feeling off the scene (the words it suggested stay in the text).
export function EmotionChips({
  emotions,
  onRemove,
  disabled = false,
}: {
  emotions: SceneEmotion[];
  onRemove?: (emotion: SceneEmotion) => void;
  disabled?: boolean;
}) {
  if (emotions.length === 0) return null;
  return (
    <ul aria-label="Feelings" className="flex flex-wrap gap-1.5">
      {emotions.map((emotion) => {
        const colours = EMOTION_COLOURS[emotion.core];
        const label = feelingLabel(emotion);
        const core = wheelEmotion(emotion.core)?.label ?? emotion.core;
        return (
          <li
            key={`${emotion.core}:${emotion.feeling}`}
            data-testid="emotion-chip"
            className="inline-flex h-8 items-center gap-1.5 rounded-full pl-2.5 text-sm font-medium"
            style={{
              backgroundColor: colours.tint,
              color: colours.ink,
              paddingRight: onRemove ? 2 : 12,
            }}
          >
            <span
              aria-hidden
              className="size-2.5 shrink-0 rounded-full"
              style={{ backgroundColor: colours.swatch }}
            />
            <span>
              {label}
              <span className="sr-only"> ({core})</span>
            </span>
            {onRemove && (
              <button
                type="button"
                disabled={disabled}
                onClick={() => onRemove(emotion)}
                aria-label={`Remove the feeling ${label}`}
                className="grid size-7 place-items-center rounded-full hover:bg-white/70 disabled:opacity-50"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
