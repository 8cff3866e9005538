import * as Dialog from "@radix-ui/react-dialog";
import { Mic, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

// Spec section 2: "Voice Recording Consent" says what happens to the audio before the first
// recording (section 9's consent text).
export function VoiceConsentDialog({
  open,
  onOpenChange,
  pending,
  onAccept,
  onCloseFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onAccept: () => void;
  /** Where focus goes when the dialog closes (the recorder's controls replace the trigger). */
  onCloseFocus: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-night/55 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus();
          }}
          className="fixed inset-x-4 bottom-4 z-[61] mx-auto max-h-[calc(100dvh-2rem)] max-w-md overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
        >
          <div className="flex items-start gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-ember/10 text-ember-dark">
              <Mic className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold">Voice Recording Consent</Dialog.Title>
              <Dialog.Description className="mt-1.5 leading-relaxed text-ink-soft">
                Dictate your scene instead of typing it. Before you record, here is what happens to
                your voice.
              </Dialog.Description>
            </div>
          </div>
          <ul className="mt-5 grid gap-3 text-[15px] leading-snug text-ink">
            <ConsentPoint>
              Your recording is sent to our third-party transcription partner, which turns it into
              text.
            </ConsentPoint>
            <ConsentPoint>
              The audio is deleted automatically as soon as it has been transcribed.
            </ConsentPoint>
            <ConsentPoint>
              Your recordings are never used to train models or for marketing.
            </ConsentPoint>
          </ul>
          <p className="mt-4 text-sm text-ink-soft">
            Read more in our{" "}
            <Link to="/terms" target="_blank" className="font-medium text-ember-dark underline">
              Terms of Service
            </Link>{" "}
            and{" "}
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
