import { clsx } from "clsx";
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { COMMENT_BODY_MAX, COMMENT_NAME_MAX } from "#contracts/share-comments.ts";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { rememberedName, rememberName } from "./reader-name";
import { HoneypotField } from "#app/components/ui/honeypot-field";

export type CommentDraft = { name: string; body: string; honeypot: string };

// The counter appears once a comment nears its limit, and says by how much it is over.
const COUNTER_FROM = Math.floor(COMMENT_BODY_MAX * 0.9);

function counterText(length: number): string | null {
  if (length < COUNTER_FROM) return null;
  if (length <= COMMENT_BODY_MAX) return `${COMMENT_BODY_MAX - length} characters left`;
  const over = length - COMMENT_BODY_MAX;
  return `${over} ${over === 1 ? "character" : "characters"} too many — a comment can be at most ${COMMENT_BODY_MAX}`;
}

const inputClasses = (invalid: boolean) =>
  clsx(
    "block w-full rounded-lg border bg-white px-3 text-[15px] text-ink placeholder:text-ink-soft/70 focus:ring-3 focus:outline-none",
    invalid
      ? "border-danger focus:ring-danger/20"
      : "border-line focus:border-gold focus:ring-gold/30",
  );

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
  const [name, setName] = useState(rememberedName);
  const [body, setBody] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [invalid, setInvalid] = useState<{ name?: string; body?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const counter = counterText(body.length);
  const over = body.length > COMMENT_BODY_MAX;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problems = {
      name: name.trim() ? undefined : "Your name is required",
      body: !body.trim()
        ? "Write a comment"
        : over
          ? `A comment can be at most ${COMMENT_BODY_MAX} characters`
          : undefined,
    };
    setInvalid(problems);
    if (problems.name || problems.body) return;
    setPending(true);
    setFailure(null);
    try {
      await onSend({ name: name.trim(), body: body.trim(), honeypot });
      rememberName(name);
      setBody("");
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-2.5" noValidate>
      <div className="grid gap-1">
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          Your name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          maxLength={COMMENT_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={invalid.name ? true : undefined}
          aria-describedby={invalid.name ? `${id}-name-error` : undefined}
          className={clsx(inputClasses(Boolean(invalid.name)), "h-10")}
        />
        {invalid.name && (
          <p id={`${id}-name-error`} className="text-[13px] font-medium text-danger">
            {invalid.name}
          </p>
        )}
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-body`} className="text-sm font-medium">
          Comment
        </label>
        <textarea
          id={`${id}-body`}
          name="comment"
          rows={3}
          // Not on a touch screen: the keyboard would cover the words just selected.
          autoFocus={autoFocus}
          value={body}
          placeholder={placeholder}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={invalid.body || over ? true : undefined}
          aria-describedby={`${id}-body-help`}
          className={clsx(
            inputClasses(Boolean(invalid.body) || over),
            "min-h-20 resize-y py-2 leading-snug",
          )}
        />
        <div id={`${id}-body-help`} aria-live="polite" className="text-[13px]">
          {invalid.body && !over && <p className="font-medium text-danger">{invalid.body}</p>}
          {counter && (
            <p className={over ? "font-medium text-danger" : "text-ink-soft"}>{counter}</p>
          )}
        </div>
      </div>
      <HoneypotField id={id} value={honeypot} onChange={setHoneypot} />
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" size="sm" pending={pending} pendingLabel="Sending…">
          <Send className="size-4" aria-hidden />
          {sendLabel}
        </Button>
      </div>
    </form>
  );
}
