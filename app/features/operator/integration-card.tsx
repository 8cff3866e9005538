import { clsx } from "clsx";
import { CheckCircle2, CircleAlert, MinusCircle } from "lucide-react";
import type { Integration } from "#contracts/operator.ts";

const STATE = {
  on: { label: "On", icon: CheckCircle2, tone: "bg-success/10 text-success" },
  off: { label: "Off", icon: MinusCircle, tone: "bg-cream text-ink" },
  incomplete: { label: "Incomplete", icon: CircleAlert, tone: "bg-danger/10 text-danger" },
} as const;

// One optional service: on or off, what it gives people, what they see while it is off, and the
// settings (by name) that turn it on.
export function IntegrationCard({ integration: i }: { integration: Integration }) {
  const state = STATE[i.state];
  const Icon = state.icon;
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h2 className="font-semibold">{i.name}</h2>
        <span
          className={clsx(
            "inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-medium",
            state.tone,
          )}
        >
          <Icon className="size-4" aria-hidden />
          {state.label}
        </span>
      </div>
      <p className="mt-1 text-sm leading-relaxed text-ink-soft">{i.purpose}</p>
      {i.state !== "on" && (
        <p className="mt-2 text-sm leading-relaxed">
          <span className="font-medium">While off: </span>
          {i.offMeans}
        </p>
      )}
      {i.state === "incomplete" && (
        <p className="mt-2 text-sm font-medium text-danger">
          Still missing: {i.missing.join(", ")}. It stays off until every required setting is set.
        </p>
      )}
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Settings of ${i.name}`}>
        {i.settings.map((s) => (
          <li
            key={s.name}
            className={clsx(
              "rounded-lg border px-2 py-1 font-script text-[13px]",
              s.set ? "border-success/40 bg-success/5" : "border-line bg-paper",
            )}
          >
            {s.name}
            <span className="ml-1.5 font-sans text-xs text-ink-soft">
              {s.set ? "set" : s.required ? "not set" : "optional"}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
