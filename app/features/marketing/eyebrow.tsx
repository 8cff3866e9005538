import { clsx } from "clsx";

// The small capitals line above a heading. Its own file: the landing page uses it without
// loading the other page parts.
export function Eyebrow({
  children,
  className,
  tone = "ember",
}: {
  children: React.ReactNode;
  className?: string;
  /** Gold reads on the dark bands. */
  tone?: "ember" | "gold";
}) {
  return (
    <p
      className={clsx(
        "text-xs font-semibold tracking-[0.16em] uppercase",
        tone === "gold" ? "text-gold" : "text-ember",
        className,
      )}
    >
      {children}
    </p>
  );
}
