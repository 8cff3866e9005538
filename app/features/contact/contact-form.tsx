import { clsx } from "clsx";
import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { FORM_ERROR, SchemaForm, useSchemaField, useSchemaForm } from "#app/components/ui/form";
import { sendContactMessage } from "./contact-api";
import { HoneypotField } from "#app/components/ui/honeypot-field";

export const CONTACT_SUCCESS = "Message sent successfully!";
export const CONTACT_FAILURE = "Failed to send message. Please try again.";

// The shared rules (contracts/contact.ts, also used by the server) are loaded when the visitor
// first touches the form, so the zod runtime is not part of every page's first load.
const loadRules = () => import("#contracts/contact").then((rules) => rules.contactSchema);

const fieldClasses = (invalid: boolean) =>
  clsx(
    "block w-full rounded-xl border bg-paper/[0.06] px-4 text-[15px] text-paper placeholder:text-paper/45 transition-colors focus:outline-none focus-visible:outline-none focus:ring-3",
    invalid
      ? "border-[#ff9d8f] focus:ring-[#ff9d8f]/30"
      : "border-paper/25 hover:border-paper/45 focus:border-gold focus:ring-gold/25",
  );

// One field of the footer's dark form: its label, the input, and the rule's message under it.
function ContactField({
  name,
  label,
  multiline = false,
  ...input
}: {
  name: "name" | "email" | "message";
  label: string;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
}) {
  const id = useId();
  // The form checks on send, then as each field is edited: nobody is told off mid-word.
  const { field, error } = useSchemaField(name, { checkOnBlur: false });
  const attributes = {
    ...field,
    id,
    // Password managers and test tools touch inputs before hydration; their attributes are theirs.
    suppressHydrationWarning: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-paper/90">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...attributes}
          rows={4}
          className={clsx(fieldClasses(Boolean(error)), "min-h-28 resize-y py-3 leading-relaxed")}
        />
      ) : (
        <input {...attributes} {...input} className={clsx(fieldClasses(Boolean(error)), "h-12")} />
      )}
      {error && (
        <p id={`${id}-error`} className="text-[13px] font-medium text-[#ffb4a8]">
          {error}
        </p>
      )}
    </div>
  );
}

type Typed = { name: string; email: string; message: string };

// The form's script arrives after the page (site-footer.tsx loads it on its own): words typed
// into the page's fields before then are still in them, and the form starts from those rather
// than emptying the fields when it takes over.
function typedBeforeScript(): Typed {
  const form =
    typeof document === "undefined"
      ? null
      : document.querySelector<HTMLFormElement>('form[aria-label="Contact us"]');
  if (!form) return { name: "", email: "", message: "" };
  const read = (name: keyof Typed) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? field.value
      : "";
  };
  return { name: read("name"), email: read("email"), message: read("message") };
}

export function ContactForm() {
  const id = useId();
  const [typed] = useState(typedBeforeScript);
  const form = useSchemaForm(loadRules, typed);
  const [honeypot, setHoneypot] = useState("");
  const [sent, setSent] = useState(false);
  const failure = form.formState.errors.root?.server?.message;
  // Marks the form as interactive (tests wait for it; before hydration it is plain HTML).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // What the last try said goes once the person edits the form again.
  useEffect(() => {
    const { unsubscribe } = form.watch(() => {
      setSent(false);
      form.clearErrors(FORM_ERROR);
    });
    return unsubscribe;
  }, [form]);

  async function send(values: { name: string; email: string; message: string }) {
    try {
      await sendContactMessage({ ...values, honeypot });
      form.reset();
      setSent(true);
    } catch {
      form.setError(FORM_ERROR, { message: CONTACT_FAILURE });
    }
  }

  return (
    <SchemaForm
      form={form}
      onSubmit={send}
      className="grid gap-4"
      aria-label="Contact us"
      data-hydrated={hydrated || undefined}
      onFocus={() => void loadRules()}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactField name="name" label="Name" type="text" autoComplete="name" />
        <ContactField name="email" label="Email" type="email" autoComplete="email" />
      </div>
      <ContactField name="message" label="Message" multiline />
      <HoneypotField id={id} value={honeypot} onChange={setHoneypot} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div aria-live="polite" className="min-h-6 text-[15px]">
          {sent && (
            <p className="flex items-center gap-2 font-medium text-[#9fe0b4]">
              <CheckCircle2 className="size-4" aria-hidden />
              {CONTACT_SUCCESS}
            </p>
          )}
          {failure && <p className="font-medium text-[#ffb4a8]">{failure}</p>}
        </div>
        <Button
          type="submit"
          variant="light"
          pending={form.formState.isSubmitting}
          pendingLabel="Sending…"
          className="sm:min-w-40"
        >
          <Send className="size-4" aria-hidden />
          Send message
        </Button>
      </div>
    </SchemaForm>
  );
}
