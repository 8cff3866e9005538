import { useState } from "react";
import type { CowriterAction } from "#contracts/cowriter-vocabulary.ts";
import { useToast } from "#app/components/ui/toast";
import { usePublicConfig } from "#app/features/auth/use-public-config";
import { isNotConfigured, useCowriterStatus, useSaveCowriterConsent } from "./cowriter-consent-api";
import { CowriterConsentDialog } from "./cowriter-consent-dialog";
import { useCowriter } from "./use-cowriter";

export type Ask = { action: CowriterAction; label: string; body?: Record<string, unknown> };

// A co-writer that asks for consent first: `run` opens the consent dialog when it is not given
// (nothing is sent before Accept) and goes on with the same request once it is.
export function useConsentedCowriter(movieId: string) {
  const toast = useToast();
  // Asked only where there is a model: elsewhere the co-writer is not shown at all.
  const config = usePublicConfig();
  const configured = config.data?.cowriter === true;
  const status = useCowriterStatus(configured);
  const saveConsent = useSaveCowriterConsent();
  const co = useCowriter(movieId);
  const [pendingAsk, setPendingAsk] = useState<Ask | null>(null);

  function run(ask: Ask) {
    if (!status.data?.consentGiven) {
      setPendingAsk(ask);
      return;
    }
    void co.ask(ask.action, ask.label, ask.body);
  }

  const dialog = (
    <CowriterConsentDialog
      open={pendingAsk !== null}
      onOpenChange={(open) => !open && setPendingAsk(null)}
      host={status.data?.host ?? ""}
      pending={saveConsent.isPending}
      onAccept={() => {
        const ask = pendingAsk;
        saveConsent.mutate(true, {
          onSuccess: () => {
            setPendingAsk(null);
            if (ask) void co.ask(ask.action, ask.label, ask.body);
          },
          onError: (error) =>
            toast({
              title: "Consent not saved",
              description: error.message,
              variant: "destructive",
            }),
        });
      }}
    />
  );

  return {
    co,
    run,
    dialog,
    // Shown only once the installation is known to have a model (and it has not said otherwise).
    available: configured && !isNotConfigured(status.error),
    ready: configured && !status.isPending,
  };
}
