import { clsx } from "clsx";
import type { TemplatePage, TemplateView } from "./template-types";

// A page exactly as the paginator placed it: each line at its x (inches) and row, in Courier Prime
// at 12 pt scaled to the page width (container query units keep the proportions on any screen).
export function ScreenplayPage({
  page,
  geometry,
  className,
}: {
  page: TemplatePage;
  geometry: TemplateView["geometry"];
  className?: string;
}) {
  const { widthIn, heightIn, topIn, lineHeightIn } = geometry;
  const fontCqw = (12 / 72 / widthIn) * 100;
  return (
    <div
      className={clsx(
        "relative w-full overflow-hidden rounded-sm bg-white font-script text-[#1f1a17] shadow-[0_2px_4px_rgba(28,23,20,0.06),0_24px_60px_-24px_rgba(28,23,20,0.35)] [container-type:inline-size]",
        className,
      )}
      style={{ aspectRatio: `${widthIn} / ${heightIn}` }}
    >
      {page.label && (
        <span
          className="absolute whitespace-pre"
          style={{
            right: `${(1 / widthIn) * 100}%`,
            top: `${(0.5 / heightIn) * 100}%`,
            fontSize: `${fontCqw}cqw`,
          }}
        >
          {page.label}
        </span>
      )}
      {page.lines
        .filter((l) => l.kind !== "page_number")
        .map((line, i) => (
          <span
            key={i}
            className="absolute leading-none whitespace-pre"
            style={{
              left: `${(line.x / widthIn) * 100}%`,
              top: `${((topIn + line.y * lineHeightIn) / heightIn) * 100}%`,
              fontSize: `${fontCqw}cqw`,
            }}
          >
            {line.runs
              ? line.runs.map((r, j) => (
                  <span
                    key={j}
                    className={clsx(r.b && "font-bold", r.i && "italic", r.u && "underline")}
                  >
                    {r.text}
                  </span>
                ))
              : line.text}
          </span>
        ))}
    </div>
  );
}
