import { CheckCircle2, CircleAlert, MinusCircle } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "#app/features/app-shell/page-header";
import { OperatorGate } from "#app/features/billing/operator-gate";
import type { Diagnostics } from "#app/features/billing/billing-api";
import { formatDateTime } from "#app/lib/format-date";
import { operatorPaths } from "#app/lib/paths";

export function meta() {
  return [{ title: "Payment diagnostics · Lifescript" }, { name: "robots", content: "noindex" }];
}

function Settings({ d }: { d: Diagnostics }) {
  return (
    <ul className="divide-y divide-line">
      {d.settings.map((s) => (
        <li key={s.name} className="flex items-center justify-between gap-3 py-2.5">
          <code className="font-script text-sm break-all">{s.name}</code>
          <span className="flex shrink-0 items-center gap-1.5 text-sm">
            {s.present ? (
              <CheckCircle2 className="size-4 text-success" aria-hidden />
            ) : s.required ? (
              <CircleAlert className="size-4 text-danger" aria-hidden />
            ) : (
              <MinusCircle className="size-4 text-ink-soft" aria-hidden />
            )}
            {s.present ? "Set" : s.required ? "Missing" : "Not set (optional)"}
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function PaddleDiagnosticRoute() {
  return (
    <>
      <PageHeader
        title="Payment diagnostics"
        description="Which Paddle settings this server has (never their values), and the last webhook Paddle sent."
      />
      <OperatorGate>
        {(d) => (
          <div className="grid max-w-2xl gap-5">
            <section
              aria-labelledby="settings-title"
              className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="settings-title" className="text-lg font-semibold">
                  Settings
                </h2>
                <p className="text-sm text-ink-soft">
                  Environment: <strong className="text-ink">{d.environment}</strong> ·{" "}
                  {d.configured ? "payments are on" : "payments are off"}
                </p>
              </div>
              <div className="mt-3">
                <Settings d={d} />
              </div>
              <p className="mt-4 text-sm text-ink-soft">
                Register this webhook address in Paddle (Developer tools, Notifications):{" "}
                <code className="font-script break-all text-ink">{d.webhookUrl}</code>
              </p>
            </section>
            <section
              aria-labelledby="webhook-title"
              className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7"
            >
              <h2 id="webhook-title" className="text-lg font-semibold">
                Last webhook
              </h2>
              {d.lastWebhook ? (
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="text-ink-soft">Received</dt>
                  <dd>{formatDateTime(d.lastWebhook.receivedAt)}</dd>
                  <dt className="text-ink-soft">Signature</dt>
                  <dd
                    className={d.lastWebhook.verified ? "text-success" : "font-medium text-danger"}
                  >
                    {d.lastWebhook.verified ? "Verified" : "Not verified"}
                  </dd>
                  <dt className="text-ink-soft">Event</dt>
                  <dd className="break-all">
                    {d.lastWebhook.eventType ?? "—"}
                    {d.lastWebhook.eventId ? ` (${d.lastWebhook.eventId})` : ""}
                  </dd>
                  <dt className="text-ink-soft">Outcome</dt>
                  <dd>{d.lastWebhook.outcome}</dd>
                </dl>
              ) : (
                <p className="mt-2 text-ink-soft">No webhook has reached this server yet.</p>
              )}
            </section>
            <p className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
              <Link className="text-ember hover:underline" to={operatorPaths.paddleCheck}>
                Check Paddle's API
              </Link>
              <Link className="text-ember hover:underline" to={operatorPaths.sandboxCheckout}>
                Run a sandbox checkout
              </Link>
            </p>
          </div>
        )}
      </OperatorGate>
    </>
  );
}
