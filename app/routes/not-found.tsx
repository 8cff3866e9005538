import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Logo } from "~/components/ui/logo";
import type { Route } from "./+types/not-found";

export function meta() {
  return [{ title: "Page not found · Lifescript" }, { name: "robots", content: "noindex" }];
}

// Runs on the server for every unknown path (document requests and client navigations alike),
// so each 404 is recorded once with its path and referrer.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A client navigation asks for "/missing.data"; record the page path the person tried.
  const path = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  try {
    await context.recordNotFound({
      path,
      referrer: request.headers.get("referer"),
      userAgent: request.headers.get("user-agent"),
    });
  } catch {
    // Recording is best effort: the visitor still gets the page.
  }
  return data({ path }, { status: 404 });
}

export default function NotFound() {
  return (
    <main className="relative flex min-h-dvh flex-col overflow-hidden bg-paper">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_50%_at_50%_0%,rgba(217,164,65,0.28),transparent_70%),radial-gradient(50%_40%_at_100%_100%,rgba(180,71,47,0.10),transparent_70%)]"
      />
      <div className="relative mx-auto flex w-full max-w-6xl px-5 pt-6 sm:px-8">
        <Logo />
      </div>
      <div className="relative mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-16 text-center">
        <div
          aria-hidden
          className="w-full max-w-sm -rotate-1 rounded-sm bg-white px-8 py-7 text-left font-script text-[13px] leading-[1.5] text-[#1f1a17] shadow-[0_24px_60px_-20px_rgba(28,23,20,0.35)]"
        >
          <p className="font-bold">EXT. THE END OF THE ROAD - NIGHT</p>
          <p className="mt-3">
            A signpost points nowhere. Crickets. Somewhere, a page has gone missing.
          </p>
          <p className="mt-3 text-right">FADE OUT.</p>
        </div>
        <p className="mt-10 text-xs font-semibold tracking-[0.16em] text-ember uppercase">
          Error 404
        </p>
        <h1 className="mt-3 font-display text-[34px] leading-tight font-semibold tracking-tight sm:text-5xl">
          This scene was cut.
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-soft">
          Sorry, the page you're looking for doesn't exist.
        </p>
        <Link to="/" className={buttonClasses({ size: "lg", className: "mt-8" })}>
          <ArrowLeft className="size-5" aria-hidden />
          Back to Home
        </Link>
      </div>
    </main>
  );
}
