import { clsx } from "clsx";
import { AlertTriangle, Check, CloudOff, CloudUpload, Loader2 } from "lucide-react";
import type { SaveStatus } from "./use-autosave";

// Where the text stands: saved, being edited or saved, kept offline, changed elsewhere, or not
// saved (announced to screen readers as it changes).
// `waiting`: saved on this device while the save waits in the offline outbox for the server.
export function SaveIndicator({
  status,
  waiting = false,
  className = "mt-6",
}: {
  status: SaveStatus;
  waiting?: boolean;
  className?: string;
}) {
  const content: Record<SaveStatus, { icon: React.ReactNode; text: string; tone: string }> = {
    saved: { icon: <Check className="size-4" aria-hidden />, text: "Saved", tone: "text-success" },
    unsaved: { icon: null, text: "Editing…", tone: "text-ink-soft" },
    saving: {
      icon: <Loader2 className="size-4 animate-spin" aria-hidden />,
      text: "Saving…",
      tone: "text-ink-soft",
    },
    offline: {
      icon: <CloudOff className="size-4" aria-hidden />,
      text: "Offline — changes kept locally",
      tone: "text-[#8a5a00]",
    },
    conflict: {
      icon: <AlertTriangle className="size-4" aria-hidden />,
      text: "Changed elsewhere",
      tone: "text-danger",
    },
    error: {
      icon: <AlertTriangle className="size-4" aria-hidden />,
      text: "Not saved",
      tone: "text-danger",
    },
  };
  const c =
    waiting && status === "saved"
      ? {
          icon: <CloudUpload className="size-4" aria-hidden />,
          text: "Waiting to sync",
          tone: "text-[#8a5a00]",
        }
      : content[status];
  return (
    <p
      role="status"
      data-testid="save-status"
      data-status={waiting && status === "saved" ? "waiting" : status}
      className={clsx(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full border border-line bg-white px-3 py-1.5 text-sm font-medium",
        c.tone,
        className,
      )}
    >
      {c.icon}
      {c.text}
    </p>
  );
}

// A live screenplay's indicator: every keystroke is in the shared document at once; "Saved" when
// the server has stored all of this device's edits, "Saving…" until then, and while there is no
// connection the edits are kept on this device and merge when it comes back.
export function LiveSaveIndicator({
  status,
  saved,
  className,
}: {
  status: "connecting" | "live" | "offline" | "lost";
  saved: boolean;
  className?: string;
}) {
  if (saved) return <SaveIndicator status="saved" className={className} />;
  if (status === "lost") return <SaveIndicator status="error" className={className} />;
  if (status === "live") return <SaveIndicator status="saving" className={className} />;
  return (
    <p
      role="status"
      data-testid="save-status"
      data-status="offline"
      className={clsx(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full border border-line bg-white px-3 py-1.5 text-sm font-medium text-[#8a5a00]",
        className,
      )}
    >
      <CloudOff className="size-4" aria-hidden />
      Offline: saved on this device
    </p>
  );
}
