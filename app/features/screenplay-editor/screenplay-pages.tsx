import { clsx } from "clsx";
import { InventedLegend, PageCard, type DrawGeometry, type DrawLine } from "./page-view";
import { countOf } from "#contracts/plural.ts";

// Every page of a script, title page first: the live preview and the shared page both use it.
export function ScreenplayPages({
  geometry,
  titlePage,
  pages,
  className,
  idPrefix = "page",
}: {
  geometry: DrawGeometry;
  titlePage: readonly DrawLine[] | null;
  pages: readonly { number: number; lines: readonly DrawLine[] }[];
  className?: string;
  idPrefix?: string;
}) {
  const invented = pages.some((page) => page.lines.some((line) => line.invented));
  return (
    <div className={clsx("grid gap-5", className)}>
      {invented && <InventedLegend />}
      {titlePage && <PageCard lines={titlePage} geometry={geometry} label="Title page" />}
      {pages.map((page) => (
        <div key={page.number} id={`${idPrefix}-${page.number}`} className="scroll-mt-4">
          <PageCard
            lines={page.lines}
            geometry={geometry}
            label={`Page ${page.number}`}
            pageNumber={page.number}
          />
        </div>
      ))}
    </div>
  );
}

export function runningTime(minutes: number): string {
  if (minutes < 1) return "under a minute";
  const m = Math.round(minutes);
  if (m < 60) return `about ${m} min`;
  return `about ${Math.floor(m / 60)} h ${m % 60} min`;
}

export function pagesLabel(count: number): string {
  return countOf(count, "page", "pages");
}
