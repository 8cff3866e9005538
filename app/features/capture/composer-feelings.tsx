import type { SceneEmotion } from "#contracts/scene-metadata.ts";
import { EmotionChips } from "#app/components/emotion-chips";

// The feelings the scene records, each removable, and after a pick, that its sentence (selected
// in the text) is only a suggestion.
export function ComposerFeelings({
  suggested,
  emotions,
  onRemove,
}: {
  /** The feeling just picked, until the text is typed in. */
  suggested: string | null;
  emotions: SceneEmotion[];
  onRemove: (emotion: SceneEmotion) => void;
}) {
  return (
    <>
      {suggested && (
        <p role="status" className="mt-2 px-1 text-[13px] text-ink-soft">
          “{suggested}” added a sentence, selected: type to say it your own way, or keep it.
        </p>
      )}
      {emotions.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-2 px-1">
          <span className="text-[13px] font-medium text-ink-soft">How it felt:</span>
          <EmotionChips emotions={emotions} onRemove={onRemove} />
        </div>
      )}
    </>
  );
}
