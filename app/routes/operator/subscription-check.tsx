import { PageHeader } from "#app/features/app-shell/page-header";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { useApiCheck } from "#app/features/billing/billing-api";
import { OperatorGate } from "#app/features/billing/operator-gate";

export function meta() {
  return [{ title: "Payment provider check · Lifescript" }, { name: "robots", content: "noindex" }];
}

// One authenticated call to Paddle's API with this server's key: what Paddle answered and how
// long it took.
export default function SubscriptionCheckRoute() {
  const check = useApiCheck();
  return (
    <>
      <PageHeader
        title="Payment provider check"
        description="Calls Paddle's API with this server's key and shows the answer's status and latency."
      />
      <OperatorGate>
        {(d) => (
          <section className="grid max-w-2xl gap-4 rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7">
            {!d.configured ? (
              <FormAlert tone="info">
                Payments are not set up on this server, so there is nothing to check.
              </FormAlert>
            ) : (
              <>
                <div>
                  <Button
                    onClick={() => check.mutate()}
                    pending={check.isPending}
                    pendingLabel="Calling Paddle..."
                  >
                    Call Paddle's API ({d.environment})
                  </Button>
                </div>
                <div aria-live="polite">
                  {check.isError && <FormAlert>{check.error.message}</FormAlert>}
                  {check.data && (
                    <FormAlert tone={check.data.ok ? "success" : "error"}>
                      <span className="block font-medium">{check.data.message}</span>
                      <span className="block">
                        Status {check.data.status ?? "no answer"} · {check.data.latencyMs} ms ·{" "}
                        {check.data.environment}
                      </span>
                    </FormAlert>
                  )}
                </div>
              </>
            )}
          </section>
        )}
      </OperatorGate>
    </>
  );
}
