import { clsx } from "clsx";
import { LIMIT_KEYS, LIMIT_LABELS, formatLimitValue, type LimitKey } from "@contracts/plans.ts";
import type { Subscription } from "@contracts/billing.ts";

// How much of a limit is used, as words: "2 of 3 movies", "120 MB of 1 GB", "4 of 10 minutes".
export function usageText(key: LimitKey, used: number, max: number | null): string {
  if (max === null) return `${formatLimitValue(key, used)} · no limit`;
  if (key === "mediaBytes")
    return `${formatLimitValue(key, used)} of ${formatLimitValue(key, max)}`;
  const unit = key === "movies" ? "movies" : "minutes";
  const usedNumber = key === "movies" ? used : Math.floor(used / 60);
  const maxNumber = key === "movies" ? max : Math.floor(max / 60);
  return `${usedNumber} of ${maxNumber} ${unit}`;
}

// One bar per limit of the plan, with the use in words beside it (the bar alone says nothing to
// a screen reader, so it is a <meter> with the same words).
export function UsageBars({ subscription }: { subscription: Subscription }) {
  return (
    <ul className="grid gap-5">
      {LIMIT_KEYS.map((key) => {
        const used = subscription.usage[key];
        const max = subscription.limits[key];
        const share = max === null || max === 0 ? 0 : Math.min(1, used / max);
        const full = max !== null && used >= max;
        const text = usageText(key, used, max);
        return (
          <li key={key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-ink">{LIMIT_LABELS[key].name}</span>
              <span
                className={clsx(
                  "tabular-nums",
                  full ? "font-semibold text-danger" : "text-ink-soft",
                )}
              >
                {text}
              </span>
            </div>
            {max !== null && (
              <meter
                className="sr-only"
                min={0}
                max={max}
                value={Math.min(used, max)}
                aria-label={`${LIMIT_LABELS[key].name}: ${text}`}
              />
            )}
            <div aria-hidden className="mt-2 h-2.5 overflow-hidden rounded-full bg-cream">
              {max !== null ? (
                <div
                  className={clsx(
                    "h-full rounded-full transition-[width] motion-reduce:transition-none",
                    full ? "bg-danger" : share > 0.8 ? "bg-gold" : "bg-ember",
                  )}
                  style={{ width: `${Math.max(share * 100, used > 0 ? 2 : 0)}%` }}
                />
              ) : (
                <div className="h-full w-full rounded-full bg-gradient-to-r from-ember/25 via-gold/30 to-ember/25" />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
