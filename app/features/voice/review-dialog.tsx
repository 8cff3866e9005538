import * as Dialog from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import { AlertTriangle } from "lucide-react";
import { useRef } from "react";
import { Button } from "#app/components/ui/button";
import {
  confidenceLevel,
  needsConfidenceWarning,
  type ConfidenceLevel,
} from "./audio/confidence-level";
import { countOf } from "#contracts/plural.ts";

const BADGE: Record<ConfidenceLevel, string> = {
  High: "border-[#2f6b3f]/30 bg-[#e5f3e8] text-[#1f5230]",
  Medium: "border-[#8a5a00]/30 bg-[#fbf0d9] text-[#6b4500]",
  Low: "border-danger/30 bg-danger/10 text-danger",
  Unknown: "border-line bg-cream text-ink-soft",
};

// "Review Transcription": editable text, its length, a confidence badge and,
// when the confidence is low, a warning; only Cancel or "Approve & Use" close it.
export function ReviewTranscriptionDialog({
  open,
  text,
  confidence,
  onTextChange,
  onApprove,
  onCancel,
  onCloseFocus,
}: {
  open: boolean;
  text: string;
  confidence: number | null;
  onTextChange: (text: string) => void;
  onApprove: () => void;
  onCancel: () => void;
  onCloseFocus?: () => void;
}) {
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const level = confidenceLevel(confidence);
  const blank = text.trim().length === 0;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-night/55 backdrop-blur-[2px]" />
        <Dialog.Content
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const area = areaRef.current;
            area?.focus();
            area?.setSelectionRange(area.value.length, area.value.length);
          }}
          onCloseAutoFocus={(event) => {
            if (onCloseFocus) {
              event.preventDefault();
              onCloseFocus();
            }
          }}
          className="fixed inset-x-4 bottom-4 z-[61] mx-auto max-h-[calc(100dvh-2rem)] max-w-md overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Dialog.Title className="text-lg font-semibold">Review Transcription</Dialog.Title>
            <span
              className={clsx(
                "inline-flex h-7 items-center rounded-full border px-2.5 text-xs font-semibold",
                BADGE[level],
              )}
              data-testid="confidence-badge"
            >
              {level === "Unknown"
                ? "Confidence: Unknown"
                : `${level} confidence (${confidence ?? 0}%)`}
            </span>
          </div>
          <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-ink-soft">
            Check the text and correct anything that was misheard before adding it to your scene.
          </Dialog.Description>

          {needsConfidenceWarning(confidence) && (
            <p
              role="alert"
              className="mt-4 flex items-start gap-2.5 rounded-2xl border border-danger/25 bg-danger/5 px-3.5 py-3 text-sm text-ink"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
              <span>
                Low confidence: the transcription may contain mistakes. Please read it carefully and
                edit it before using it.
              </span>
            </p>
          )}

          <label
            htmlFor="voice-transcription-text"
            className="mt-4 mb-1.5 block text-sm font-semibold"
          >
            Transcribed text
          </label>
          <textarea
            id="voice-transcription-text"
            ref={areaRef}
            rows={5}
            value={text}
            onChange={(e) => onTextChange(e.target.value)}
            aria-describedby="voice-transcription-count"
            className="block w-full resize-none rounded-2xl border border-[#a08f80] bg-white px-3.5 py-3 text-base leading-relaxed text-ink focus:border-ember focus:ring-3 focus:ring-ember/15 focus:outline-none"
          />
          <p
            id="voice-transcription-count"
            className="mt-1.5 text-right text-xs text-ink-soft tabular-nums"
          >
            {countOf(text.length, "character", "characters")}
          </p>

          <div className="mt-5 grid grid-cols-2 gap-3">
            <Button variant="secondary" size="lg" className="px-4" onClick={onCancel}>
              Cancel
            </Button>
            <Button size="lg" className="px-4" disabled={blank} onClick={onApprove}>
              Approve &amp; Use
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
