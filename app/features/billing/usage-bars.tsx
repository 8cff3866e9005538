import { clsx } from "clsx";
import { LIMIT_LABELS, formatLimitValue, type LimitKey } from "#contracts/plans.ts";
import type { Subscription } from "#contracts/billing.ts";
import { countOf } from "#contracts/plural.ts";

// How much of a limit is used, as words: "2 of 3 movies", "120 MB of 1 GB", "4 of 10 minutes".
export function usageText(key: LimitKey, used: number, max: number | null): string {
  if (max === null) return `${formatLimitValue(key, used)} · no limit`;
  if (key === "mediaBytes")
    return `${formatLimitValue(key, used)} of ${formatLimitValue(key, max)}`;
  if (key === "movies") return `${used} of ${countOf(max, "movie", "movies")}`;
  return `${Math.floor(used / 60)} of ${countOf(Math.floor(max / 60), "minute", "minutes")}`;
}

// One bar per limit of the plan, with the use in words beside it (the bar alone says nothing to
// a screen reader, so it is a <meter> with the same words); a use with no limit is words only.
// `keys`: the limits this server has (no voice minutes where there is no voice dictation).
export function UsageBars({
  subscription,
  keys,
}: {
  subscription: Subscription;
  keys: LimitKey[];
}) {
  return (
    <ul className="grid gap-5">
      {keys.map((key) => {
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
            {/* No limit: the words say so, and a bar would only look full or empty. */}
            {max !== null && (
              <meter
                className="sr-only"
                min={0}
                max={max}
                value={Math.min(used, max)}
                aria-label={`${LIMIT_LABELS[key].name}: ${text}`}
              />
            )}
            {max !== null && (
              <div aria-hidden className="mt-2 h-2.5 overflow-hidden rounded-full bg-cream">
                <div
                  className={clsx(
                    "h-full rounded-full transition-[width] motion-reduce:transition-none",
                    full ? "bg-danger" : share > 0.8 ? "bg-gold" : "bg-ember",
                  )}
                  style={{ width: `${Math.max(share * 100, used > 0 ? 2 : 0)}%` }}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
