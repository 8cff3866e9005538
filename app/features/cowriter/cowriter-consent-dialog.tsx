import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { ConsentDialog, ConsentPoint } from "#app/components/ui/consent-dialog";

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
    <ConsentDialog
      open={open}
      onOpenChange={onOpenChange}
      icon={<Sparkles className="size-5" aria-hidden />}
      title="Co-writer Consent"
      intro="The co-writer is a language model that suggests scenes from your moments. You decide what goes into your screenplay."
      readMore={
        <Link to="/privacy" target="_blank" className="font-medium text-ember-dark underline">
          Privacy Policy
        </Link>
      }
      pending={pending}
      onAccept={onAccept}
    >
      <ConsentPoint>
        What is sent: this movie&apos;s text (its scenes, quotes, characters and cards, and your
        answers in its interview). Never photos or videos, never your other movies.
      </ConsentPoint>
      <ConsentPoint>
        Where: the language model at{" "}
        <strong
          className="inline-block max-w-full font-semibold [overflow-wrap:anywhere]"
          data-testid="cowriter-host"
        >
          {host}
        </strong>
        , chosen by whoever runs this Lifescript.
      </ConsentPoint>
      <ConsentPoint>
        That service may keep what it receives, depending on its own terms.
      </ConsentPoint>
      <ConsentPoint>
        Lines the model invents are marked, and nothing is written into your screenplay until you
        accept it. You can withdraw this consent in your account menu.
      </ConsentPoint>
    </ConsentDialog>
  );
}
