import { useId } from "react";
import type { CommentMode } from "#contracts/share-comments.ts";
import { FormAlert } from "#app/components/ui/form-alert";
import { COMMENT_MODE_CHOICES } from "./comment-mode-text";
import { useUpdateShareLink, type ShareLink } from "./share-api";

// Readers' comments on a live link: who sees them, changed at once, and the names the writer
// blocked on it (each can be unblocked).
export function CommentModeSelect({
  value,
  onChange,
  disabled,
}: {
  value: CommentMode;
  onChange: (mode: CommentMode) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Comments
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as CommentMode)}
        className="h-9 max-w-full rounded-lg border border-line bg-white px-2 text-sm"
      >
        {COMMENT_MODE_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CommentSettings({ link }: { link: ShareLink }) {
  const update = useUpdateShareLink();
  const unblock = (name: string) =>
    update.mutate({
      id: link.id,
      patch: { blockedNames: link.blockedNames.filter((n) => n !== name) },
    });
  return (
    <div className="grid gap-2">
      <CommentModeSelect
        value={link.comments}
        disabled={update.isPending}
        onChange={(comments) => update.mutate({ id: link.id, patch: { comments } })}
      />
      {link.blockedNames.length > 0 && (
        <div className="grid gap-1.5">
          <p className="text-xs text-ink-soft">
            Comments from these names are refused on this link:
          </p>
          <ul className="flex flex-wrap gap-1.5" aria-label="Blocked names">
            {link.blockedNames.map((name) => (
              <li
                key={name}
                className="inline-flex items-center gap-1 rounded-full border border-line bg-white py-0.5 pr-0.5 pl-2.5 text-sm"
              >
                {name}
                <button
                  type="button"
                  onClick={() => unblock(name)}
                  disabled={update.isPending}
                  aria-label={`Unblock ${name}`}
                  className="rounded-full px-2 py-1 text-xs font-medium text-ember-dark hover:bg-cream"
                >
                  Unblock
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {update.isError && <FormAlert>The change was not saved: {update.error.message}</FormAlert>}
    </div>
  );
}
