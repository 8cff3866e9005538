import * as Dialog from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { inputClasses } from "#app/components/ui/field";
import { FormAlert } from "#app/components/ui/form-alert";

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
  const [name, setName] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (o) {
          setName("");
          setError(null);
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-night/55 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-4 bottom-4 z-[61] mx-auto max-w-md rounded-3xl bg-white p-6 shadow-2xl outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2">
          <Dialog.Title className="text-lg font-semibold">Save a version</Dialog.Title>
          <Dialog.Description className="mt-1 text-ink-soft">
            Name this draft so you can find it again, e.g. “Before the rewrite of act two”.
          </Dialog.Description>
          <form
            className="mt-4 grid gap-3"
            onSubmit={async (e) => {
              e.preventDefault();
              if (!name.trim()) return;
              setPending(true);
              setError(null);
              try {
                await onSave(name.trim());
                onOpenChange(false);
              } catch (err) {
                setError(err instanceof Error ? err.message : "The version could not be saved.");
              } finally {
                setPending(false);
              }
            }}
          >
            <label htmlFor="version-name" className="text-sm font-medium">
              Name
            </label>
            <input
              id="version-name"
              value={name}
              maxLength={200}
              onChange={(e) => setName(e.target.value)}
              className={clsx(inputClasses(false), "h-11")}
            />
            {error && <FormAlert>{error}</FormAlert>}
            <div className="mt-2 grid grid-cols-2 gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button
                type="submit"
                pending={pending}
                pendingLabel="Saving…"
                disabled={!name.trim()}
              >
                Save version
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
