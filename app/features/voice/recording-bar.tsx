import { clsx } from "clsx";
import { Square, X } from "lucide-react";
import { formatElapsed } from "./audio/elapsed";

// While recording: the pulsing dot and timer (red in the last 10 s), Cancel and Stop.
export function RecordingBar({
  elapsed,
  countdown,
  stopRef,
  onCancel,
  onStop,
}: {
  elapsed: number;
  countdown: boolean;
  stopRef: React.Ref<HTMLButtonElement>;
  onCancel: () => void;
  onStop: () => void;
}) {
  return (
    <div
      className={clsx(
        "flex items-center gap-2 rounded-2xl border px-2 py-1.5 transition-colors motion-reduce:transition-none",
        countdown ? "border-danger/40 bg-danger/10" : "border-line bg-white",
      )}
    >
      <span className="flex min-w-0 flex-1 items-center gap-2 pl-1.5">
        <span
          className="size-2.5 shrink-0 rounded-full bg-danger motion-safe:animate-pulse"
          aria-hidden
        />
        <span
          role="timer"
          aria-label={`Recording time ${formatElapsed(elapsed)}`}
          className={clsx(
            "text-base font-semibold tabular-nums",
            countdown ? "text-danger" : "text-ink",
          )}
        >
          {formatElapsed(elapsed)}
        </span>
        <span className="truncate text-sm text-ink-soft">Recording…</span>
      </span>
      <button
        type="button"
        onClick={onCancel}
        aria-label="Cancel recording"
        className="grid size-10 shrink-0 place-items-center rounded-xl text-ink-soft hover:bg-cream hover:text-ink"
      >
        <X className="size-5" aria-hidden />
      </button>
      <button
        ref={stopRef}
        type="button"
        onClick={onStop}
        className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-xl bg-danger px-3.5 text-sm font-semibold text-white hover:bg-[#8c1d17]"
      >
        <Square className="size-3.5 fill-current" aria-hidden />
        Stop
      </button>
    </div>
  );
}
