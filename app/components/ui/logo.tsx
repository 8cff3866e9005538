import { clsx } from "clsx";
import { Link } from "react-router";

// A script page with a folded corner: the product in one mark.
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={clsx("shrink-0", className)}>
      <rect width="32" height="32" rx="8" fill="#b4472f" />
      <path d="M10 7h9l5 5v13a1 1 0 0 1-1 1H10a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" fill="#faf6f0" />
      <path d="M19 7v4a1 1 0 0 0 1 1h4z" fill="#e9c9a8" />
      <rect x="12" y="14.5" width="8" height="1.6" rx=".8" fill="#b4472f" />
      <rect x="14" y="18" width="6" height="1.6" rx=".8" fill="#8a7b70" />
      <rect x="12" y="21.5" width="9" height="1.6" rx=".8" fill="#8a7b70" />
    </svg>
  );
}

export function Logo({
  to = "/",
  tone = "ink",
  size = "md",
  className,
}: {
  to?: string | null;
  tone?: "ink" | "paper";
  size?: "md" | "lg";
  className?: string;
}) {
  const content = (
    <>
      <LogoMark className={size === "lg" ? "size-10" : "size-8"} />
      <span
        className={clsx(
          "font-display font-semibold tracking-tight",
          size === "lg" ? "text-[26px]" : "text-[22px]",
          tone === "paper" ? "text-paper" : "text-ink",
        )}
      >
        Lifescript
      </span>
    </>
  );
  const classes = clsx("inline-flex items-center gap-2.5 rounded-lg", className);
  if (to === null) return <span className={classes}>{content}</span>;
  return (
    <Link to={to} className={classes} aria-label="Lifescript home">
      {content}
    </Link>
  );
}
