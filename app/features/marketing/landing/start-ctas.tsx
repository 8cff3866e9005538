import { clsx } from "clsx";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button";

// The landing page's way in, at the top and again at the end: start a story (no account
// needed), or sign in.
export function StartCtas({ className, onDark = false }: { className?: string; onDark?: boolean }) {
  return (
    <div className={clsx("flex flex-col gap-3 sm:flex-row", className)}>
      <Link
        to="/movify"
        className={buttonClasses({ size: "lg", className: "h-14 px-8 text-[17px]" })}
      >
        Start your story
        <ArrowRight className="size-5" aria-hidden />
      </Link>
      <Link
        to="/auth/login"
        className={buttonClasses(
          onDark
            ? {
                variant: "ghost",
                size: "lg",
                className:
                  "h-14 border border-paper/25 px-8 text-[17px] text-paper hover:bg-paper/10",
              }
            : { variant: "secondary", size: "lg", className: "h-14 px-8 text-[17px]" },
        )}
      >
        Sign in
      </Link>
    </div>
  );
}
