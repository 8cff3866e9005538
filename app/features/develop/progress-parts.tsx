import { clsx } from "clsx";
import { Check, Circle } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button";

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-cream"
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-gold to-ember transition-[width] duration-500"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}

export function StepChip({ done, children }: { done: boolean; children: React.ReactNode }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold",
        done ? "bg-success/10 text-success" : "bg-cream text-ink-soft",
      )}
    >
      {done ? (
        <Check className="size-3.5" aria-hidden />
      ) : (
        <Circle className="size-3" aria-hidden />
      )}
      <span>
        {children}
        <span className="sr-only">{done ? " (complete)" : " (to do)"}</span>
      </span>
    </span>
  );
}

export function EmptyState({
  icon: Icon,
  title,
  body,
  children,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  title: string;
  body: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-white/60 p-6 text-center">
      <Icon className="mx-auto size-8 text-ember" aria-hidden />
      <p className="mt-3 font-semibold">{title}</p>
      <p className="mx-auto mt-1 max-w-md text-ink-soft">{body}</p>
      {children && <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

// A movie that does not exist (or belongs to someone else) in a develop address.
export function MovieMissing() {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-white/60 p-6 text-center">
      <p className="font-semibold">This movie isn't here</p>
      <p className="mx-auto mt-1 max-w-md text-ink-soft">
        It may have been deleted, or the link is wrong. Pick one of your movies instead.
      </p>
      <Link to="/app/develop/Movie" className={buttonClasses({ className: "mt-5" })}>
        Choose a movie
      </Link>
    </div>
  );
}
