import { Sparkles } from "lucide-react";
import { DropdownMenuItem } from "#app/components/ui/dropdown-menu";
import { useToast } from "#app/components/ui/toast";
import { useCowriterStatus, useSaveCowriterConsent } from "./cowriter-consent-api";

// The account menu's way to withdraw the co-writer's consent. Mounted only while the menu is
// open (so the status is asked for then, not on every screen), and shown only while consent is
// given: the next co-writer use asks again.
export function CowriterConsentItem() {
  const toast = useToast();
  const status = useCowriterStatus();
  const save = useSaveCowriterConsent();
  if (!status.data?.consentGiven) return null;
  return (
    <DropdownMenuItem
      // mutateAsync: the menu closes (and this item unmounts) before the answer comes back.
      onSelect={() =>
        void save.mutateAsync(false).then(
          () =>
            toast({
              title: "Co-writer consent withdrawn",
              description: "Nothing more is sent. The co-writer asks again before its next use.",
            }),
          (error: Error) =>
            toast({
              title: "Consent not withdrawn",
              description: error.message,
              variant: "destructive",
            }),
        )
      }
    >
      <Sparkles className="size-4" aria-hidden />
      Withdraw co-writer consent
    </DropdownMenuItem>
  );
}
