import { Tooltip } from "#app/components/ui/tooltip";
import { clsx } from "clsx";
import { Bold, Italic, Smile, Underline } from "lucide-react";
import { insertAt } from "./emoji";
import { EmojiPicker } from "./emoji-picker";
import { TEXT_COUNTER_MAX } from "./scene-payload";
import { wrapSelection, type FormatKind } from "./text-format";

// The scene's text: formatting tools (they wrap the selection in the markers the screenplay
// reads), the emoji picker, the counter and the hints.
export function ComposerText({
  text,
  onTextChange,
  textareaRef,
  hasElements,
  emojiOpen,
  onToggleEmoji,
  combines = ["text", "images", "videos", "GIFs", "calendar events"],
}: {
  text: string;
  onTextChange: (text: string) => void;
  textareaRef: React.RefObject<HTMLTextAreaElement | null>;
  hasElements: boolean;
  emojiOpen: boolean;
  onToggleEmoji: () => void;
  /** What a scene can hold here (a guest's composer, or one without GIF search, holds less). */
  combines?: string[];
}) {
  function applyFormat(kind: FormatKind) {
    const area = textareaRef.current;
    if (!area) return;
    const next = wrapSelection(
      { value: text, selectionStart: area.selectionStart, selectionEnd: area.selectionEnd },
      kind,
    );
    if (!next) return;
    onTextChange(next.value);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  }

  function insertEmoji(emoji: string) {
    const area = textareaRef.current;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const next = insertAt(text, start, end, emoji);
    onTextChange(next.value);
    requestAnimationFrame(() => {
      area?.focus({ preventScroll: true });
      area?.setSelectionRange(next.caret, next.caret);
    });
  }

  return (
    <>
      <div className="overflow-hidden rounded-2xl border border-[#a08f80] bg-white focus-within:border-ember focus-within:ring-3 focus-within:ring-ember/15">
        <div
          role="toolbar"
          aria-label="Formatting"
          className="flex items-center gap-0.5 border-b border-line px-1.5 py-1"
        >
          <ToolButton label="Bold" onClick={() => applyFormat("bold")}>
            <Bold className="size-[18px]" aria-hidden />
          </ToolButton>
          <ToolButton label="Italic" onClick={() => applyFormat("italic")}>
            <Italic className="size-[18px]" aria-hidden />
          </ToolButton>
          <ToolButton label="Underline" onClick={() => applyFormat("underline")}>
            <Underline className="size-[18px]" aria-hidden />
          </ToolButton>
          <span className="mx-1 h-6 w-px bg-line" aria-hidden />
          <ToolButton label="Emoji" pressed={emojiOpen} onClick={onToggleEmoji}>
            <Smile className="size-[18px]" aria-hidden />
          </ToolButton>
          <span className="ml-auto pr-2 text-xs text-ink-soft tabular-nums" aria-live="off">
            {text.length}/{TEXT_COUNTER_MAX}
          </span>
        </div>
        <label htmlFor="scene-text" className="sr-only">
          Scene text
        </label>
        <textarea
          id="scene-text"
          ref={textareaRef}
          rows={5}
          value={text}
          onChange={(e) => onTextChange(e.target.value)}
          placeholder={
            hasElements ? "Add text to accompany your media..." : "What's happening in your scene?"
          }
          aria-describedby="scene-text-hints"
          className="block w-full resize-none bg-transparent px-3.5 py-3 text-base leading-relaxed text-ink placeholder:text-ink-soft/75 focus:outline-none"
        />
      </div>
      {emojiOpen && (
        <div className="mt-2">
          <EmojiPicker onPick={insertEmoji} />
        </div>
      )}
      <ul id="scene-text-hints" className="mt-2 grid gap-0.5 px-1 text-[13px] text-ink-soft">
        <li>The first line becomes the scene title; extra lines become its description.</li>
        <li>Combine {new Intl.ListFormat("en-GB").format(combines)} in one scene.</li>
      </ul>
    </>
  );
}

function ToolButton({
  label,
  onClick,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <button
        type="button"
        aria-label={label}
        aria-pressed={pressed}
        // Keep the text selection: the textarea must not lose focus before the click.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
        className={clsx(
          "grid size-10 place-items-center rounded-lg text-ink transition-colors hover:bg-cream",
          pressed && "bg-cream text-ember-dark",
        )}
      >
        {children}
      </button>
    </Tooltip>
  );
}
