import { Link2 } from "lucide-react";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { PROVIDER_LABEL, type SocialProvider } from "#app/features/auth/auth-error";
import { usePublicConfig } from "#app/features/auth/use-public-config";
import { authClient } from "#app/lib/auth-client";
import { linkedAccountsKey, unwrap, useLinkedAccounts } from "./account-settings-api";
import { useFreshSignIn } from "./reauth";
import { SettingsCard } from "./settings-card";

const PROVIDERS: SocialProvider[] = ["google", "apple"];

// Google and Apple as ways into the account. The last way in cannot be removed (Better Auth
// refuses it too), so nobody locks themselves out.
export function LinkedAccountsCard() {
  const config = usePublicConfig();
  const accounts = useLinkedAccounts();
  const queryClient = useQueryClient();
  const withFreshSignIn = useFreshSignIn();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const configured = PROVIDERS.filter((p) => config.data?.auth[p]);
  const list = accounts.data ?? [];

  const act = async (provider: SocialProvider, run: () => Promise<unknown>) => {
    setBusy(provider);
    setError(null);
    try {
      await withFreshSignIn(run);
      await queryClient.invalidateQueries({ queryKey: linkedAccountsKey });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "That did not work. Try again.");
    } finally {
      setBusy(null);
    }
  };

  const link = (provider: SocialProvider) =>
    act(provider, () =>
      unwrap(
        authClient.linkSocial({ provider, callbackURL: "/app/account" }),
        `${PROVIDER_LABEL[provider]} could not be linked.`,
      ),
    );

  const unlink = (provider: SocialProvider, accountId: string) =>
    act(provider, () =>
      unwrap(
        authClient.unlinkAccount({ accountId }),
        `${PROVIDER_LABEL[provider]} could not be unlinked.`,
      ),
    );

  // Offered only where this installation has Google or Apple sign-in; elsewhere there is nothing
  // to link, and nothing to say about it.
  if (configured.length === 0) return null;
  const names = configured.map((p) => PROVIDER_LABEL[p]).join(" and ");

  return (
    <SettingsCard
      icon={Link2}
      title={names}
      description={`Sign in with ${configured.map((p) => PROVIDER_LABEL[p]).join(" or ")} as well as, or instead of, your password.`}
    >
      <ul className="divide-y divide-line border-y border-line">
        {configured.map((provider) => {
          const linked = list.find((a) => a.providerId === provider);
          const lastWayIn = linked !== undefined && list.length === 1;
          return (
            <li key={provider} className="flex flex-wrap items-center justify-between gap-3 py-3.5">
              <div>
                <p className="font-medium text-ink">{PROVIDER_LABEL[provider]}</p>
                <p className="text-sm text-ink-soft">
                  {linked
                    ? lastWayIn
                      ? "Linked. It is your only way in, so it stays until you add another."
                      : "Linked: you can sign in with it."
                    : "Not linked."}
                </p>
              </div>
              {linked ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={lastWayIn || busy !== null}
                  pending={busy === provider}
                  pendingLabel="Unlinking…"
                  onClick={() => void unlink(provider, linked.id)}
                >
                  Unlink {PROVIDER_LABEL[provider]}
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy !== null}
                  pending={busy === provider}
                  pendingLabel="Opening…"
                  onClick={() => void link(provider)}
                >
                  Link {PROVIDER_LABEL[provider]}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {(error ?? accounts.error) && (
        <div className="mt-4">
          <FormAlert>{error ?? accounts.error?.message}</FormAlert>
        </div>
      )}
    </SettingsCard>
  );
}
