import { Lightbulb, X } from "lucide-react";
import { PROMPT_CATEGORY_LABELS, type WritingPrompt } from "./prompts";

// The writing prompt Inspire Me picked, above the text.
export function PromptBanner({
  prompt,
  onDismiss,
}: {
  prompt: WritingPrompt;
  onDismiss: () => void;
}) {
  return (
    <div className="mb-3 flex items-start gap-2.5 rounded-2xl border border-gold/50 bg-[#fdf6e7] px-3.5 py-3">
      <Lightbulb className="mt-0.5 size-4 shrink-0 text-[#7a4f00]" aria-hidden />
      <p className="min-w-0 flex-1 text-sm text-ink" aria-live="polite">
        <span className="font-semibold text-[#7a4f00]">
          {PROMPT_CATEGORY_LABELS[prompt.category]} prompt:{" "}
        </span>
        {prompt.text}
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss prompt"
        className="-m-1 grid size-8 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-white"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
