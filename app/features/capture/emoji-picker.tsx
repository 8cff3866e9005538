import { EMOJI } from "./emoji";

// An 8-column scrollable grid; a click inserts the emoji at the cursor.
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  return (
    <div
      role="group"
      aria-label="Emoji"
      className="max-h-52 overflow-y-auto overscroll-contain rounded-2xl border border-line bg-white p-2 shadow-sm"
    >
      <div className="grid grid-cols-8 gap-0.5">
        {EMOJI.map((emoji) => (
          <button
            key={emoji}
            type="button"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(emoji)}
            aria-label={`Insert ${emoji}`}
            className="grid aspect-square place-items-center rounded-lg text-2xl leading-none hover:bg-cream"
          >
            {emoji}
          </button>
        ))}
      </div>
    </div>
  );
}
