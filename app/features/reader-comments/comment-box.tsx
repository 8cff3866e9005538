import { clsx } from "clsx";
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { useWatch } from "react-hook-form";
import {
  COMMENT_BODY_MAX,
  COMMENT_NAME_MAX,
  readerCommentFormSchema,
} from "#contracts/share-comments.ts";
import { countOf } from "#contracts/plural.ts";
import {
  FORM_ERROR,
  FormError,
  SchemaForm,
  SubmitButton,
  useSchemaField,
  useSchemaForm,
} from "#app/components/ui/form";
import { HoneypotField } from "#app/components/ui/honeypot-field";
import { rememberedName, rememberName } from "./reader-name";

export type CommentDraft = { name: string; body: string; honeypot: string };

// The counter appears once a comment nears its limit, and says by how much it is over.
const COUNTER_FROM = Math.floor(COMMENT_BODY_MAX * 0.9);

function counterText(length: number): string | null {
  if (length < COUNTER_FROM) return null;
  if (length <= COMMENT_BODY_MAX)
    return `${countOf(COMMENT_BODY_MAX - length, "character", "characters")} left`;
  const over = length - COMMENT_BODY_MAX;
  return `${countOf(over, "character", "characters")} too many — a comment can be at most ${COMMENT_BODY_MAX}`;
}

const inputClasses = (invalid: boolean) =>
  clsx(
    "block w-full rounded-lg border bg-white px-3 text-[15px] text-ink placeholder:text-ink-soft/70 focus:ring-3 focus:outline-none",
    invalid
      ? "border-danger focus:ring-danger/20"
      : "border-line focus:border-gold focus:ring-gold/30",
  );

// The comment box's rules (contracts/share-comments.ts, the server's) are checked on send, then
// as the person types: a message appearing as a field is left would move the Send button away
// from the finger reaching for it.
const checkOnSend = { checkOnBlur: false };

// The reader's name, in the comment box and above a scene's reactions (scene-menu.tsx): in a
// <SchemaForm> whose schema has a `name`.
export function NameField({ id }: { id: string }) {
  const { field, error } = useSchemaField("name", checkOnSend);
  return (
    <div className="grid gap-1">
      <label htmlFor={`${id}-name`} className="text-sm font-medium">
        Your name
      </label>
      <input
        {...field}
        id={`${id}-name`}
        autoComplete="name"
        maxLength={COMMENT_NAME_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-name-error` : undefined}
        className={clsx(inputClasses(Boolean(error)), "h-10")}
      />
      {error && (
        <p id={`${id}-name-error`} className="text-[13px] font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

// The words, with no length cap on the input: a long paste is kept whole, and the counter under
// it says by how much it is over rather than cutting it.
function BodyField({
  id,
  placeholder,
  autoFocus,
}: {
  id: string;
  placeholder: string;
  autoFocus: boolean;
}) {
  const { field, error } = useSchemaField("body", checkOnSend);
  const length = useWatch<{ body: string }, "body">({ name: "body" }).length;
  const counter = counterText(length);
  const over = length > COMMENT_BODY_MAX;
  return (
    <div className="grid gap-1">
      <label htmlFor={`${id}-body`} className="text-sm font-medium">
        Comment
      </label>
      <textarea
        {...field}
        id={`${id}-body`}
        rows={3}
        // Not on a touch screen: the keyboard would cover the words just selected.
        autoFocus={autoFocus}
        placeholder={placeholder}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={`${id}-body-help`}
        className={clsx(
          inputClasses(Boolean(error) || over),
          "min-h-20 resize-y py-2 leading-snug",
        )}
      />
      <div id={`${id}-body-help`} aria-live="polite" className="text-[13px]">
        {/* Over the limit, the counter says so, and by how much. */}
        {error && !over && <p className="font-medium text-danger">{error}</p>}
        {counter && <p className={over ? "font-medium text-danger" : "text-ink-soft"}>{counter}</p>}
      </div>
    </div>
  );
}

// A reader's comment (or reply): their name, remembered on this browser, and the words. A failed
// send says why in words and keeps everything typed; `onSend` throws the message to show.
export function CommentBox({
  onSend,
  sendLabel = "Send",
  placeholder = "What does this make you think of?",
  autoFocus = false,
}: {
  onSend: (draft: CommentDraft) => Promise<void>;
  sendLabel?: string;
  placeholder?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [name] = useState(rememberedName);
  const form = useSchemaForm(readerCommentFormSchema, { name, body: "" });
  const [honeypot, setHoneypot] = useState("");

  async function submit(values: { name: string; body: string }) {
    try {
      await onSend({ ...values, honeypot });
    } catch (error) {
      form.setError(FORM_ERROR, {
        message: error instanceof Error ? error.message : String(error),
      });
      return;
    }
    rememberName(values.name);
    // The name stays for the next comment; the words sent go.
    form.reset({ name: form.getValues("name"), body: "" });
  }

  return (
    <SchemaForm form={form} onSubmit={submit} className="grid gap-2.5">
      <NameField id={id} />
      <BodyField id={id} placeholder={placeholder} autoFocus={autoFocus} />
      <HoneypotField id={id} value={honeypot} onChange={setHoneypot} />
      <FormError />
      <div className="flex justify-end">
        <SubmitButton size="sm" pendingLabel="Sending…">
          <Send className="size-4" aria-hidden />
          {sendLabel}
        </SubmitButton>
      </div>
    </SchemaForm>
  );
}
