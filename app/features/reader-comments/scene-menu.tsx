import { Loader2, MessageSquarePlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import {
  reactionEmoji,
  reactionLabel,
  reactions,
  readerReactionFormSchema,
  type Reaction,
} from "#contracts/share-comments.ts";
import { FORM_ERROR, FormError, SchemaForm, useSchemaForm } from "#app/components/ui/form";
import { NameField } from "./comment-box";
import { rememberedName, rememberName } from "./reader-name";

// The name this browser remembers, and whether it must be asked: when none is remembered, or the
// one remembered no longer passes the contract (it would be refused with no field to correct).
function rememberedReader() {
  const name = rememberedName();
  return { name, ask: !readerReactionFormSchema.safeParse({ name }).success };
}

// What tapping a scene's heading offers: the four reactions (with how many each has when readers
// see each other's) and a comment on the scene as a whole. A reaction needs the reader's name.
//
// The name and the reactions are one form: each reaction is a submit button, and the one pressed
// is the reaction sent. A reaction pressed without a name sends nothing and puts the focus in the
// name field; a refusal is said in the form's alert, with the name kept.
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
  const [reader] = useState(rememberedReader);
  const form = useSchemaForm(readerReactionFormSchema, { name: reader.name });
  const { isSubmitting } = form.formState;
  // The reaction whose button was pressed: read by the submit handler (`chosen`), shown as
  // pending on its button (`pressed`). A button's click comes before the form's submit.
  const chosen = useRef<Reaction | null>(null);
  const [pressed, setPressed] = useState<Reaction | null>(null);

  async function react({ name }: { name: string }) {
    const reaction = chosen.current;
    if (!reaction) return;
    try {
      await onReact(reaction, name);
    } catch (error) {
      form.setError(FORM_ERROR, {
        message: error instanceof Error ? error.message : String(error),
      });
      return;
    }
    rememberName(name);
  }

  return (
    <div className="grid gap-3">
      <SchemaForm
        form={form}
        onSubmit={react}
        className="grid gap-3"
        // Enter in the name field chooses no reaction: without this the browser would press the
        // first submit button (Love) for the reader.
        onKeyDown={(event) => {
          if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
            event.preventDefault();
          }
        }}
      >
        {reader.ask && <NameField id={id} />}
        <ul className="grid grid-cols-4 gap-2" aria-label="React to this scene">
          {reactions.map((reaction) => {
            const pending = isSubmitting && pressed === reaction;
            return (
              <li key={reaction}>
                <button
                  type="submit"
                  onClick={() => {
                    chosen.current = reaction;
                    setPressed(reaction);
                  }}
                  disabled={isSubmitting}
                  aria-busy={pending || undefined}
                  className="grid w-full place-items-center gap-0.5 rounded-xl border border-line bg-paper py-2 text-xs font-medium text-ink-soft hover:border-ember/50 hover:bg-cream disabled:opacity-60"
                >
                  {pending ? (
                    <Loader2 className="size-6 animate-spin" aria-hidden />
                  ) : (
                    <span aria-hidden className="text-2xl leading-none">
                      {reactionEmoji[reaction]}
                    </span>
                  )}
                  {reactionLabel[reaction]}
                  {counts?.[reaction] ? (
                    <span className="text-[11px] text-ink"> · {counts[reaction]}</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
        {/* Under the reactions, where the reader's eyes are after pressing one: above them, it
            would push them down under a finger about to try again. */}
        <FormError />
      </SchemaForm>
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
