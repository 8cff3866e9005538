import { clsx } from "clsx";
import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { sendContactMessage } from "./contact-api";

type Field = "name" | "email" | "message";
type Values = Record<Field, string>;
type Status = "idle" | "sending" | "success" | "error";

const EMPTY: Values = { name: "", email: "", message: "" };
export const CONTACT_SUCCESS = "Message sent successfully!";
export const CONTACT_FAILURE = "Failed to send message. Please try again.";

// The shared rules (contracts/contact.ts, also used by the server) are loaded when the visitor
// first touches the form, so the zod runtime is not part of every page's first load.
const loadRules = () => import("#contracts/contact");

/** The first message per field from the shared rules (spec section 5). */
export async function validateContact(values: Values): Promise<Partial<Record<Field, string>>> {
  const { contactSchema } = await loadRules();
  const result = contactSchema.safeParse({ ...values, honeypot: "" });
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (!errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const fieldClasses = (invalid: boolean) =>
  clsx(
    "block w-full rounded-xl border bg-paper/[0.06] px-4 text-[15px] text-paper placeholder:text-paper/45 transition-colors focus:outline-none focus-visible:outline-none focus:ring-3",
    invalid
      ? "border-[#ff9d8f] focus:ring-[#ff9d8f]/30"
      : "border-paper/25 hover:border-paper/45 focus:border-gold focus:ring-gold/25",
  );

export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>("idle");
  // Marks the form as interactive (tests wait for it; before hydration it is plain HTML).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  function update(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    // An error clears as soon as its field is edited.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    if (status === "success" || status === "error") setStatus("idle");
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    const found = await validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (["name", "email", "message"] as const).find((f) => found[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setStatus("sending");
    try {
      await sendContactMessage({ ...values, honeypot });
      setValues(EMPTY);
      setErrors({});
      setStatus("success");
    } catch {
      setStatus("error");
    }
  }

  const field = (name: Field, label: string, input: React.ReactNode) => (
    <div className="grid gap-1.5">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-paper/90">
        {label}
      </label>
      {input}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="text-[13px] font-medium text-[#ffb4a8]">
          {errors[name]}
        </p>
      )}
    </div>
  );
  // Password managers and test tools touch inputs before hydration; their attributes are theirs.
  const aria = (name: Field) => ({
    suppressHydrationWarning: true,
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-4"
      aria-label="Contact us"
      data-hydrated={hydrated || undefined}
      onFocus={() => void loadRules()}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          "name",
          "Name",
          <input
            {...aria("name")}
            type="text"
            autoComplete="name"
            value={values.name}
            onChange={(e) => update("name", e.target.value)}
            className={clsx(fieldClasses(Boolean(errors.name)), "h-12")}
          />,
        )}
        {field(
          "email",
          "Email",
          <input
            {...aria("email")}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => update("email", e.target.value)}
            className={clsx(fieldClasses(Boolean(errors.email)), "h-12")}
          />,
        )}
      </div>
      {field(
        "message",
        "Message",
        <textarea
          {...aria("message")}
          rows={4}
          value={values.message}
          onChange={(e) => update("message", e.target.value)}
          className={clsx(
            fieldClasses(Boolean(errors.message)),
            "min-h-28 resize-y py-3 leading-relaxed",
          )}
        />,
      )}
      {/* Hidden from people and assistive technology; bots that fill every field fill this one. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input
          suppressHydrationWarning
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div aria-live="polite" className="min-h-6 text-[15px]">
          {status === "success" && (
            <p className="flex items-center gap-2 font-medium text-[#9fe0b4]">
              <CheckCircle2 className="size-4" aria-hidden />
              {CONTACT_SUCCESS}
            </p>
          )}
          {status === "error" && <p className="font-medium text-[#ffb4a8]">{CONTACT_FAILURE}</p>}
        </div>
        <Button
          type="submit"
          variant="light"
          pending={status === "sending"}
          pendingLabel="Sending…"
          className="sm:min-w-40"
        >
          <Send className="size-4" aria-hidden />
          Send message
        </Button>
      </div>
    </form>
  );
}
