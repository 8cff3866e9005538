import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import { useId } from "react";

// One section of the account page: an icon, a heading, a sentence about it, then its content.
export function SettingsCard({
  icon: Icon,
  title,
  description,
  tone = "default",
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: React.ReactNode;
  tone?: "default" | "danger";
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={clsx(
        "rounded-3xl border bg-white p-5 shadow-sm sm:p-7",
        tone === "danger" ? "border-danger/25" : "border-line",
      )}
    >
      <div className="flex items-start gap-4">
        <span
          className={clsx(
            "grid size-11 shrink-0 place-items-center rounded-full",
            tone === "danger" ? "bg-danger/10 text-danger" : "bg-ember/10 text-ember",
          )}
        >
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <div className="mt-1 leading-relaxed text-ink-soft">{description}</div>
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
