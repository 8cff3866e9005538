import { Link, useSearchParams } from "react-router";
import { PageHeader } from "#app/features/app-shell/page-header";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { OperatorGate } from "#app/features/billing/operator-gate";
import { useUpgrade } from "#app/features/billing/use-upgrade";
import { operatorPaths } from "#app/lib/paths";

export function meta() {
  return [{ title: "Sandbox checkout · Lifescript" }, { name: "robots", content: "noindex" }];
}

// Operators run a real sandbox checkout for the test price (PADDLE_PRICE_TEST) with Paddle's test
// cards, then watch its webhook arrive on the diagnostics page.
export default function SubscriptionTestRoute() {
  const [params] = useSearchParams();
  const upgrade = useUpgrade("test");
  return (
    <>
      <PageHeader
        title="Sandbox checkout"
        description="Buy the test price in Paddle's sandbox with a test card (4242 4242 4242 4242, any future date, any CVC)."
      />
      <OperatorGate>
        {(d) => (
          <section className="grid max-w-2xl gap-4 rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7">
            {!d.configured ? (
              <FormAlert tone="info">Payments are not set up on this server.</FormAlert>
            ) : d.environment !== "sandbox" ? (
              <FormAlert tone="info">
                This server uses Paddle's production environment; the test checkout runs only in the
                sandbox, so no real card is charged.
              </FormAlert>
            ) : (
              <div>
                <Button
                  onClick={() => void upgrade.start("test")}
                  pending={upgrade.opening !== null}
                  pendingLabel="Opening checkout..."
                >
                  Open a sandbox checkout
                </Button>
              </div>
            )}
            <div aria-live="polite" className="grid gap-3">
              {upgrade.error && <FormAlert>{upgrade.error}</FormAlert>}
              {params.get("done") && (
                <FormAlert tone="success">
                  Paddle completed the checkout. Its webhooks should arrive within seconds: see{" "}
                  <Link className="font-medium underline" to={operatorPaths.payments}>
                    payment diagnostics
                  </Link>
                  .
                </FormAlert>
              )}
              {params.get("closed") && (
                <FormAlert tone="info">The checkout was closed without paying.</FormAlert>
              )}
            </div>
          </section>
        )}
      </OperatorGate>
    </>
  );
}
