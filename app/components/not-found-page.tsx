import { NotFoundMessage } from "#app/components/not-found-message";
import { Logo } from "#app/components/ui/logo";

// The whole 404 page: the catch-all route's, and what a page that is not for this visitor (the
// operators' pages) shows instead of itself.
export function NotFoundPage() {
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
        <NotFoundMessage standalone />
      </div>
    </main>
  );
}

export const notFoundMeta = [
  { title: "Page not found · Lifescript" },
  { name: "robots", content: "noindex" },
];
