import * as Dialog from "@radix-ui/react-dialog";
import { ShieldCheck, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

// Before the co-writer sends anything: what is sent, to which server, and that the server may
// keep it on its own terms (the voice consent's pattern). Nothing is sent until Accept.
export function CowriterConsentDialog({
  open,
  onOpenChange,
  host,
  pending,
  onAccept,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  host: string;
  pending: boolean;
  onAccept: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-night/55 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-4 bottom-4 z-[61] mx-auto max-h-[calc(100dvh-2rem)] max-w-md overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2">
          <div className="flex items-start gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-ember/10 text-ember-dark">
              <Sparkles className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold">Co-writer Consent</Dialog.Title>
              <Dialog.Description className="mt-1.5 leading-relaxed text-ink-soft">
                The co-writer is a language model that suggests scenes from your moments. You decide
                what goes into your screenplay.
              </Dialog.Description>
            </div>
          </div>
          <ul className="mt-5 grid gap-3 text-[15px] leading-snug text-ink">
            <ConsentPoint>
              What is sent: this movie&apos;s text (its scenes, quotes, characters and cards). Never
              photos or videos, never your other movies.
            </ConsentPoint>
            <ConsentPoint>
              Where: the language model server at{" "}
              <strong
                className="inline-block max-w-full font-semibold [overflow-wrap:anywhere]"
                data-testid="cowriter-host"
              >
                {host}
              </strong>
              , chosen by whoever runs this Lifescript.
            </ConsentPoint>
            <ConsentPoint>
              That server may keep what it receives, depending on its own terms.
            </ConsentPoint>
            <ConsentPoint>
              Lines the model invents are marked, and nothing is written into your screenplay until
              you accept it. You can withdraw this consent in your account menu.
            </ConsentPoint>
          </ul>
          <p className="mt-4 text-sm text-ink-soft">
            Read more in our{" "}
            <Link to="/privacy" target="_blank" className="font-medium text-ember-dark underline">
              Privacy Policy
            </Link>
            .
          </p>
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

function ConsentPoint({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-2.5">
      <ShieldCheck className="mt-0.5 size-[18px] shrink-0 text-[#2f6b3f]" aria-hidden />
      <span>{children}</span>
    </li>
  );
}
