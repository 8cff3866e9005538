import { clsx } from "clsx";
import { MessageSquarePlus } from "lucide-react";
import { useId, useState } from "react";
import {
  COMMENT_NAME_MAX,
  reactionEmoji,
  reactionLabel,
  reactions,
  type Reaction,
} from "#contracts/share-comments.ts";
import { FormAlert } from "#app/components/ui/form-alert";
import { rememberedName, rememberName } from "./reader-name";

// What tapping a scene's heading offers: the four reactions (with how many each has when readers
// see each other's) and a comment on the scene as a whole. A reaction needs the reader's name.
export function SceneMenu({
  counts,
  onReact,
  onComment,
}: {
  counts: Partial<Record<Reaction, number>> | null;
  onReact: (reaction: Reaction, name: string) => Promise<void>;
  onComment: () => void;
}) {
  const id = useId();
  const [known] = useState(rememberedName);
  const [name, setName] = useState(known);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<Reaction | null>(null);

  async function react(reaction: Reaction) {
    if (!name.trim()) {
      setFailure("Your name is required — write it above, then choose again.");
      return;
    }
    setPending(reaction);
    setFailure(null);
    try {
      await onReact(reaction, name.trim());
      rememberName(name);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="grid gap-3">
      {!known && (
        <div className="grid gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            Your name
          </label>
          <input
            id={`${id}-name`}
            autoComplete="name"
            maxLength={COMMENT_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
            className="block h-10 w-full rounded-lg border border-line bg-white px-3 text-[15px] focus:border-gold focus:ring-3 focus:ring-gold/30 focus:outline-none"
          />
        </div>
      )}
      <ul className="grid grid-cols-4 gap-2" aria-label="React to this scene">
        {reactions.map((reaction) => (
          <li key={reaction}>
            <button
              type="button"
              onClick={() => void react(reaction)}
              disabled={pending !== null}
              aria-busy={pending === reaction || undefined}
              className={clsx(
                "grid w-full place-items-center gap-0.5 rounded-xl border border-line bg-paper py-2 text-xs font-medium text-ink-soft hover:border-ember/50 hover:bg-cream disabled:opacity-60",
              )}
            >
              <span aria-hidden className="text-2xl leading-none">
                {reactionEmoji[reaction]}
              </span>
              {reactionLabel[reaction]}
              {counts?.[reaction] ? (
                <span className="text-[11px] text-ink"> · {counts[reaction]}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {failure && <FormAlert>{failure}</FormAlert>}
      <button
        type="button"
        onClick={onComment}
        className="inline-flex h-10 items-center justify-center gap-2 rounded-xl border border-line bg-white text-sm font-medium hover:bg-cream"
      >
        <MessageSquarePlus className="size-4" aria-hidden />
        Comment on this scene
      </button>
    </div>
  );
}
