import { clsx } from "clsx";
import { AlertTriangle, Check, CloudOff, Loader2 } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import type { AutosaveStatus } from "#app/lib/autosave/use-autosave";

const LINE: Record<AutosaveStatus, { text: string; tone: string; icon: React.ReactNode }> = {
  saved: { text: "Saved", tone: "text-success", icon: <Check className="size-4" aria-hidden /> },
  unsaved: { text: "Editing…", tone: "text-ink-soft", icon: null },
  saving: {
    text: "Saving…",
    tone: "text-ink-soft",
    icon: <Loader2 className="size-4 animate-spin" aria-hidden />,
  },
  offline: {
    text: "Not saved yet: kept on this device, trying again",
    tone: "text-[#8a5a00]",
    icon: <CloudOff className="size-4" aria-hidden />,
  },
  conflict: {
    text: "Changed elsewhere",
    tone: "text-danger",
    icon: <AlertTriangle className="size-4" aria-hidden />,
  },
  error: {
    text: "Not saved",
    tone: "text-danger",
    icon: <AlertTriangle className="size-4" aria-hidden />,
  },
};

// Where a card or the beat board stands as it saves itself (announced as it changes).
export function SaveState({
  status,
  idle,
  className,
}: {
  status: AutosaveStatus;
  /** Said instead of "Saved" when nothing was ever saved (a suggestion, an empty board). */
  idle?: string;
  className?: string;
}) {
  const line =
    status === "saved" && idle ? { text: idle, tone: "text-ink-soft", icon: null } : LINE[status];
  return (
    <p
      role="status"
      data-testid="autosave-status"
      data-status={status}
      className={clsx("inline-flex items-center gap-1.5 text-sm font-medium", line.tone, className)}
    >
      {line.icon}
      {line.text}
    </p>
  );
}

// A save that needs the person: a newer version stored elsewhere (theirs or that one; nothing
// of theirs goes unasked), or a refusal that says what to fix.
export function SaveProblem({
  status,
  message,
  what,
  onKeepMine,
  onLoadStored,
}: {
  status: AutosaveStatus;
  message: string | null;
  /** "This card", "The beat board". */
  what: string;
  onKeepMine: () => void;
  onLoadStored: () => void;
}) {
  if (status === "conflict") {
    return (
      <FormAlert>
        <p>
          {what} was changed somewhere else (another tab or device) since you opened it. What you
          did here is kept on this device until you choose.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" onClick={onKeepMine}>
            Keep mine
          </Button>
          <Button size="sm" variant="secondary" onClick={onLoadStored}>
            Use the other version
          </Button>
        </div>
      </FormAlert>
    );
  }
  if (status === "error" && message) {
    return (
      <FormAlert>
        <p>{message} Your changes are kept on this device.</p>
      </FormAlert>
    );
  }
  return null;
}
