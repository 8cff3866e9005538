import { RotateCcw } from "lucide-react";
import { FormAlert } from "./form-alert";

// What a stale save says (isConflict: someone saved a newer version first, in another tab or on
// another device): the message, and the way to load that version.
export function ConflictAlert({
  message,
  reloadLabel,
  onReload,
}: {
  message: string;
  reloadLabel: string;
  onReload: () => void;
}) {
  return (
    <FormAlert>
      <p>{message}</p>
      <button
        type="button"
        onClick={onReload}
        className="mt-2 inline-flex items-center gap-1.5 font-semibold underline"
      >
        <RotateCcw className="size-3.5" aria-hidden />
        {reloadLabel}
      </button>
    </FormAlert>
  );
}
