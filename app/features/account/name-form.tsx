import { useState } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { validateName } from "~/features/auth/validation";
import { authClient } from "~/lib/auth-client";
import { unwrap } from "./account-settings-api";

// The name Lifescript greets you with.
export function NameForm({ name }: { name: string }) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);

  const save = async () => {
    const problem = validateName(value);
    setError(problem);
    setSaved(false);
    if (problem) return;
    setPending(true);
    try {
      await unwrap(authClient.updateUser({ name: value.trim() }), "Your name could not be saved.");
      setSaved(true);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Your name could not be saved.");
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
        void save();
      }}
    >
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        value={value}
        error={error}
        onChange={(e) => {
          setValue(e.target.value);
          setSaved(false);
          if (error) setError(undefined);
        }}
      />
      <div aria-live="polite">
        {saved && <FormAlert tone="success">Your name is saved.</FormAlert>}
      </div>
      <div>
        <Button type="submit" variant="secondary" pending={pending} pendingLabel="Saving…">
          Save name
        </Button>
      </div>
    </form>
  );
}
