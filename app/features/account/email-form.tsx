import { emailAddressSchema } from "#contracts/auth-fields.ts";
import { useState } from "react";
import { z } from "#contracts/zod.ts";
import { FormAlert } from "#app/components/ui/form-alert";
import { FormField, SchemaForm, SubmitButton, useSchemaForm } from "#app/components/ui/form";
import { authClient } from "#app/lib/auth-client";
import { unwrap } from "./account-settings-api";
import { useFreshSignIn } from "./reauth";

// A new sign-in email: a link goes to the new address and the change is made when it is opened;
// the old address is told then. Until then the account signs in with the old one.
// The new address, refused when it is the one the account already has.
const newEmailSchema = (current: string) =>
  z.object({
    email: emailAddressSchema
      .transform((value) => value.toLowerCase())
      .refine((value) => value !== current.toLowerCase(), "That is already your email."),
  });

export function EmailForm({ email, changed }: { email: string; changed: boolean }) {
  const withFreshSignIn = useFreshSignIn();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm(newEmailSchema(email), { email: "" });

  const send = async ({ email: newEmail }: { email: string }) => {
    setSentTo(null);
    try {
      await withFreshSignIn(() =>
        unwrap(
          authClient.changeEmail({ newEmail, callbackURL: "/app/account?email=changed" }),
          "The link could not be sent.",
        ),
      );
      setSentTo(newEmail);
      form.reset({ email: "" });
    } catch (caught) {
      form.setError("email", {
        message: caught instanceof Error ? caught.message : "The link could not be sent.",
      });
    }
  };

  return (
    <SchemaForm form={form} className="grid gap-3" onSubmit={send}>
      <p className="text-sm text-ink-soft">
        You sign in with <strong className="font-medium text-ink">{email}</strong>.
      </p>
      <FormField
        name="email"
        kind="email"
        label="New email"
        hint="We send a link to the new address; the change is made when you open it."
      />
      <div aria-live="polite">
        {sentTo && (
          <FormAlert tone="success">
            We sent a link to {sentTo}. Open it to finish; until then you sign in with {email}.
          </FormAlert>
        )}
        {changed && !sentTo && (
          <FormAlert tone="success">
            Your email is changed. We told your previous address too.
          </FormAlert>
        )}
      </div>
      <div>
        <SubmitButton variant="secondary" pendingLabel="Sending…">
          Send confirmation link
        </SubmitButton>
      </div>
    </SchemaForm>
  );
}
