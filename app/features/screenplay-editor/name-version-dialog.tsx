import * as Dialog from "@radix-ui/react-dialog";
import { Button } from "#app/components/ui/button";
import {
  FORM_ERROR,
  FormError,
  FormField,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
} from "#app/components/ui/form";

// The rule (contracts/screenplay.ts, also the server's), loaded when the name is first checked.
const loadRules = () =>
  import("#contracts/screenplay").then((rules) => rules.versionNameFormSchema);

// Save a version: a name for this draft, kept under Versions.
export function NameVersionDialog({
  open,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (name: string) => Promise<void>;
}) {
  const form = useSchemaForm(loadRules, { name: "" });

  const save = async ({ name }: { name: string }) => {
    try {
      await onSave(name);
      onOpenChange(false);
    } catch (caught) {
      form.setError(FORM_ERROR, {
        message: caught instanceof Error ? caught.message : "The version could not be saved.",
      });
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (o) form.reset({ name: "" });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-night/55 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-4 bottom-4 z-[61] mx-auto max-w-md rounded-3xl bg-white p-6 shadow-2xl outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2">
          <Dialog.Title className="text-lg font-semibold">Save a version</Dialog.Title>
          <Dialog.Description className="mt-1 text-ink-soft">
            Name this draft so you can find it again, e.g. “Before the rewrite of act two”.
          </Dialog.Description>
          <SchemaForm form={form} className="mt-4 grid gap-3" onSubmit={save}>
            <FormField name="name" label="Name" maxLength={200} autoComplete="off" />
            <FormError />
            <div className="mt-2 grid grid-cols-2 gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <SubmitButton pendingLabel="Saving…">Save version</SubmitButton>
            </div>
          </SchemaForm>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
