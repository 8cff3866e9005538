import { Clock, Download, FileText, Film } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { data, Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { Logo } from "#app/components/ui/logo";
import { OG_IMAGE, SITE_NAME } from "#app/features/marketing/site";
import { ReadingView } from "#app/features/screenplay-editor/reading-view";
import {
  pagesLabel,
  runningTime,
  ScreenplayPages,
} from "#app/features/screenplay-editor/screenplay-pages";
import {
  ScriptViewSwitch,
  scriptViewClasses,
  type ScriptView,
} from "#app/features/screenplay-editor/script-view-switch";
import {
  ReadAloudButton,
  TableReadBar,
  TableReadLoading,
} from "#app/features/table-read/read-aloud-button";
import { notFound } from "#app/lib/not-found.server";
import NotFound from "#app/routes/not-found";
import type { Route } from "./+types/shared-screenplay";
import { countOf } from "#contracts/plural.ts";

// A shared screenplay, public and read-only. Rendered on the server from the database (through
// the load context, never over HTTP), so the pages, the title and the preview card are in the
// HTML; unknown, revoked and expired links are the 404 page with status 404.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = params.token;
  const shared = await context.getSharedScreenplay(token);
  if (!shared) return notFound(request, context);
  return data(
    { shared, token, url: `${context.baseUrl}/s/${token}` },
    { headers: { "X-Robots-Tag": "noindex", "Cache-Control": "no-store" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) {
    return [{ title: "Page not found · Lifescript" }, { name: "robots", content: "noindex" }];
  }
  const { shared, url } = loaderData;
  const title = `${shared.title}: a screenplay${shared.author ? ` by ${shared.author}` : ""}`;
  const description =
    shared.description?.trim() ||
    `Read “${shared.title}”, a life story written as a screenplay with ${SITE_NAME}: ${pagesLabel(shared.statistics.pages)}.`;
  return [
    { title: `${title} · ${SITE_NAME}` },
    { name: "description", content: description },
    { name: "robots", content: "noindex, nofollow" },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: OG_IMAGE },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

// The readers' circle (comment on words, react on a scene) loads once the page is up and the
// browser idle, so the page's first load does not carry it.
const ReaderComments = lazy(() => import("#app/features/reader-comments/reader-comments"));

function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

export default function SharedScreenplayRoute({ loaderData }: Route.ComponentProps) {
  const { shared, token } = loaderData;
  const pdf = `/s/${token}.pdf`;
  const stats = shared.statistics;
  // A phone reads the script reflowed to its width; "Pages" shows it as printed.
  const [view, setView] = useState<ScriptView | null>(null);
  // Read aloud reads in the reading view, the line being read highlighted.
  const [listening, setListening] = useState(false);
  const [current, setCurrent] = useState<number | null>(null);
  const shown = scriptViewClasses(listening ? "reading" : view);
  const [script, setScript] = useState<HTMLDivElement | null>(null);
  const idle = useWhenIdle();
  return (
    <div className="relative min-h-dvh bg-paper">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-[520px] bg-[radial-gradient(60%_60%_at_50%_0%,rgba(217,164,65,0.25),transparent_70%)]"
      />
      <header className="relative mx-auto flex max-w-5xl items-center justify-between gap-3 px-5 pt-5 sm:px-8">
        <Logo />
        <a href={pdf} className={buttonClasses({ size: "sm" })} download>
          <Download className="size-4" aria-hidden />
          Download PDF
        </a>
      </header>
      <main className="relative mx-auto max-w-5xl px-5 pt-10 pb-16 sm:px-8 sm:pt-14">
        <div className="mx-auto max-w-[850px]">
          <p className="text-xs font-semibold tracking-[0.16em] text-ember uppercase">
            A screenplay
          </p>
          <h1 className="mt-2 font-display text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl">
            {shared.title}
          </h1>
          {shared.author && <p className="mt-2 text-lg text-ink-soft">by {shared.author}</p>}
          {shared.description && (
            <p className="mt-4 max-w-2xl leading-relaxed text-ink-soft">{shared.description}</p>
          )}
          <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
            <ul className="flex flex-wrap gap-2 text-sm">
              <li className="inline-flex items-center gap-1.5 rounded-full border border-line bg-white px-3 py-1.5">
                <FileText className="size-4 text-ember" aria-hidden />
                {pagesLabel(stats.pages)}
              </li>
              <li className="inline-flex items-center gap-1.5 rounded-full border border-line bg-white px-3 py-1.5">
                <Clock className="size-4 text-ember" aria-hidden />
                {runningTime(stats.runningTimeMinutes)}
              </li>
              <li className="inline-flex items-center gap-1.5 rounded-full border border-line bg-white px-3 py-1.5">
                <Film className="size-4 text-ember" aria-hidden />
                {countOf(stats.scenes, "scene", "scenes")}
              </li>
            </ul>
            <div className="flex flex-wrap items-center gap-2">
              <ReadAloudButton open={listening} onToggle={() => setListening((on) => !on)} />
              {!listening && <ScriptViewSwitch choice={view} onChoose={setView} />}
            </div>
          </div>
          {listening && (
            <div className="sticky top-2 z-20 -mx-2 mt-4 sm:mx-0">
              <Suspense
                fallback={<TableReadLoading className="rounded-xl border border-line shadow-md" />}
              >
                <TableReadBar
                  blocks={shared.reading}
                  storageKey={`share:${token}`}
                  onCurrent={setCurrent}
                  onClose={() => setListening(false)}
                  className="rounded-xl border shadow-md"
                />
              </Suspense>
            </div>
          )}
          <div ref={setScript}>
            <ReadingView
              blocks={shared.reading}
              current={listening ? current : null}
              className={`${shown.reading} mt-6 -mx-2 rounded-xl px-4 py-6 shadow-[0_1px_3px_rgba(28,23,20,0.10)] sm:mx-0 sm:mt-10 sm:px-10 sm:py-10`}
            />
            <div className={shown.pages}>
              <ScreenplayPages
                className="mt-10 sm:gap-8"
                geometry={shared.geometry}
                titlePage={shared.titlePageLines}
                pages={shared.pages}
              />
            </div>
          </div>
          {idle && script && (
            <Suspense fallback={null}>
              <ReaderComments
                token={token}
                author={shared.author}
                root={script}
                sourceLines={shared.sourceLines}
              />
            </Suspense>
          )}
          <div className="mt-10 flex flex-col items-center gap-3 text-center">
            <a href={pdf} className={buttonClasses({ size: "lg" })} download>
              <Download className="size-5" aria-hidden />
              Download the PDF
            </a>
          </div>
        </div>
      </main>
      <footer className="on-dark relative bg-night px-5 py-12 text-center text-paper">
        <p className="font-display text-2xl font-semibold">Everyone has a story worth filming.</p>
        <p className="mx-auto mt-2 max-w-md text-paper/75">
          {SITE_NAME} turns the moments of your life into a real, industry-formatted screenplay.
        </p>
        <Link to="/" className={buttonClasses({ variant: "light", className: "mt-5" })}>
          Write your own
        </Link>
      </footer>
    </div>
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
