import { Mic } from "lucide-react";
import { Link } from "react-router";
import { ConsentDialog, ConsentPoint } from "#app/components/ui/consent-dialog";

const linkClass = "font-medium text-ember-dark underline";

// "Voice Recording Consent" says what happens to the audio before the first recording: it goes
// to a transcription partner, is deleted afterwards, and trains or markets nothing.
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
    <ConsentDialog
      open={open}
      onOpenChange={onOpenChange}
      icon={<Mic className="size-5" aria-hidden />}
      title="Voice Recording Consent"
      intro="Dictate your scene instead of typing it. Before you record, here is what happens to your voice."
      readMore={
        <>
          <Link to="/terms" target="_blank" className={linkClass}>
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link to="/privacy" target="_blank" className={linkClass}>
            Privacy Policy
          </Link>
        </>
      }
      pending={pending}
      onAccept={onAccept}
      onCloseFocus={onCloseFocus}
    >
      <ConsentPoint>
        Your recording is sent to our third-party transcription partner, which turns it into text.
      </ConsentPoint>
      <ConsentPoint>
        The audio is deleted automatically as soon as it has been transcribed.
      </ConsentPoint>
      <ConsentPoint>Your recordings are never used to train models or for marketing.</ConsentPoint>
    </ConsentDialog>
  );
}
