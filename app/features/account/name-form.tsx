import { personNameSchema } from "#contracts/auth-fields.ts";
import { useState } from "react";
import { z } from "#contracts/zod.ts";
import { FormAlert } from "#app/components/ui/form-alert";
import { FormField, SchemaForm, SubmitButton, useSchemaForm } from "#app/components/ui/form";
import { authClient } from "#app/lib/auth-client";
import { unwrap } from "./account-settings-api";

const nameSchema = z.object({ name: personNameSchema });

// The name Lifescript greets you with.
export function NameForm({ name }: { name: string }) {
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(nameSchema, { name });

  const save = async (values: { name: string }) => {
    setSaved(false);
    try {
      await unwrap(authClient.updateUser({ name: values.name }), "Your name could not be saved.");
      setSaved(true);
    } catch (caught) {
      form.setError("name", {
        message: caught instanceof Error ? caught.message : "Your name could not be saved.",
      });
    }
  };

  return (
    <SchemaForm form={form} className="grid gap-3" onSubmit={save}>
      <FormField name="name" kind="name" onInput={() => setSaved(false)} />
      <div aria-live="polite">
        {saved && <FormAlert tone="success">Your name is saved.</FormAlert>}
      </div>
      <div>
        <SubmitButton variant="secondary" pendingLabel="Saving…">
          Save name
        </SubmitButton>
      </div>
    </SchemaForm>
  );
}
