import * as Dialog from "@radix-ui/react-dialog";
import { ShieldCheck } from "lucide-react";
import { Button } from "#app/components/ui/button";

// The consent asked before something of the person's leaves for a third party (voice to the
// transcription service, the screenplay to the co-writer's model): what happens, in points, then
// Cancel or "Accept & Continue". Nothing is sent before Accept.
export function ConsentDialog({
  open,
  onOpenChange,
  icon,
  title,
  intro,
  children,
  readMore,
  pending,
  onAccept,
  onCloseFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  icon: React.ReactNode;
  title: string;
  intro: React.ReactNode;
  /** The ConsentPoints. */
  children: React.ReactNode;
  /** The "Read more in our …" line's links. */
  readMore: React.ReactNode;
  pending: boolean;
  onAccept: () => void;
  /** Where focus goes when the dialog closes, when not back to what opened it. */
  onCloseFocus?: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-night/55 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={
            onCloseFocus
              ? (event) => {
                  event.preventDefault();
                  onCloseFocus();
                }
              : undefined
          }
          className="fixed inset-x-4 bottom-4 z-[61] mx-auto max-h-[calc(100dvh-2rem)] max-w-md overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
        >
          <div className="flex items-start gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-ember/10 text-ember-dark">
              {icon}
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              <Dialog.Description className="mt-1.5 leading-relaxed text-ink-soft">
                {intro}
              </Dialog.Description>
            </div>
          </div>
          <ul className="mt-5 grid gap-3 text-[15px] leading-snug text-ink">{children}</ul>
          <p className="mt-4 text-sm text-ink-soft">Read more in our {readMore}.</p>
          <div className="mt-6 grid grid-cols-2 gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary" size="lg" className="px-4">
                Cancel
              </Button>
            </Dialog.Close>
            <Button
              size="lg"
              className="px-3 text-[15px]"
              pending={pending}
              pendingLabel="Saving..."
              onClick={onAccept}
            >
              Accept &amp; Continue
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function ConsentPoint({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-2.5">
      <ShieldCheck className="mt-0.5 size-[18px] shrink-0 text-[#2f6b3f]" aria-hidden />
      <span>{children}</span>
    </li>
  );
}
