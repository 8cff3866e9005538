import * as Dialog from "@radix-ui/react-dialog";
import { AlertTriangle } from "lucide-react";
import { Button } from "#app/components/ui/button";

// An action that replaces or removes something asks first, and says what goes with it. "danger"
// (the default) is for what cannot be undone; "neutral" for what can (an edit kept in history).
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  cancelLabel = "Cancel",
  tone = "danger",
  confirmDisabled = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  cancelLabel?: string;
  tone?: "danger" | "neutral";
  // Until what the question asks for is given (a password, a typed word), the action waits.
  confirmDisabled?: boolean;
  // What the question asks for, between the description and the buttons.
  children?: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-night/55 backdrop-blur-[2px]" />
        <Dialog.Content
          role="alertdialog"
          className="fixed inset-x-4 bottom-4 z-[61] mx-auto max-w-md rounded-3xl bg-white p-6 shadow-2xl outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
        >
          <div className="flex items-start gap-4">
            {tone === "danger" && (
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-danger/10 text-danger">
                <AlertTriangle className="size-5" aria-hidden />
              </span>
            )}
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              <Dialog.Description className="mt-1.5 leading-relaxed text-ink-soft">
                {description}
              </Dialog.Description>
            </div>
          </div>
          {children && <div className="mt-5 grid gap-4">{children}</div>}
          <div className="mt-6 grid grid-cols-2 gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary" size="lg">
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button
              size="lg"
              className={
                tone === "danger"
                  ? "bg-danger shadow-danger/20 hover:bg-[#8c1d17] active:bg-[#8c1d17]"
                  : undefined
              }
              pending={pending}
              pendingLabel={pendingLabel}
              disabled={confirmDisabled}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
