import { clsx } from "clsx";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button";

// What every 404 says, and the way home: on the standalone 404 page (larger heading, under its
// screenplay card) or inside the site's pages.
export function NotFoundMessage({ standalone = false }: { standalone?: boolean }) {
  return (
    <>
      <p
        className={clsx(
          "text-xs font-semibold tracking-[0.16em] text-ember uppercase",
          standalone && "mt-10",
        )}
      >
        Error 404
      </p>
      <h1
        className={clsx(
          "mt-3 font-display font-semibold tracking-tight",
          standalone ? "text-[34px] leading-tight sm:text-5xl" : "text-4xl",
        )}
      >
        This scene was cut.
      </h1>
      <p className={clsx("mt-4 text-lg text-ink-soft", standalone && "leading-relaxed")}>
        Sorry, the page you're looking for doesn't exist.
      </p>
      <Link to="/" className={buttonClasses({ size: "lg", className: "mt-8" })}>
        <ArrowLeft className="size-5" aria-hidden />
        Back to Home
      </Link>
    </>
  );
}
