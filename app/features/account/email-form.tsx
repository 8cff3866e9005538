import { useState } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { validateEmail } from "~/features/auth/validation";
import { authClient } from "~/lib/auth-client";
import { unwrap } from "./account-settings-api";
import { useFreshSignIn } from "./reauth";

// A new sign-in email: a link goes to the new address and the change is made when it is opened;
// the old address is told then. Until then the account signs in with the old one.
export function EmailForm({ email, changed }: { email: string; changed: boolean }) {
  const withFreshSignIn = useFreshSignIn();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const send = async () => {
    const newEmail = value.trim().toLowerCase();
    const problem =
      validateEmail(newEmail) ??
      (newEmail === email.toLowerCase() ? "That is already your email." : undefined);
    setError(problem);
    setSentTo(null);
    if (problem) return;
    setPending(true);
    try {
      await withFreshSignIn(() =>
        unwrap(
          authClient.changeEmail({ newEmail, callbackURL: "/app/account?email=changed" }),
          "The link could not be sent.",
        ),
      );
      setSentTo(newEmail);
      setValue("");
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The link could not be sent.");
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <p className="text-sm text-ink-soft">
        You sign in with <strong className="font-medium text-ink">{email}</strong>.
      </p>
      <TextField
        label="New email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={value}
        error={error}
        hint="We send a link to the new address; the change is made when you open it."
        onChange={(e) => {
          setValue(e.target.value);
          if (error) setError(undefined);
        }}
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
        <Button type="submit" variant="secondary" pending={pending} pendingLabel="Sending…">
          Send confirmation link
        </Button>
      </div>
    </form>
  );
}
