import { FallbackImage } from "#app/components/ui/fallback-image";
import { isOfflineMedia, useOfflineMediaSrc } from "#app/lib/offline/index";
import { CalendarDays, Film, Pencil, Quote, Type, X } from "lucide-react";
import type { SceneElement } from "#contracts/scene-element.ts";
import {
  ELEMENT_BADGES,
  elementSummary,
  formatCalendarWhen,
  holdsCalendarPlaceholder,
  thumbnailOf,
} from "#app/features/scenes/element-format";

const BADGE_COLOURS: Record<SceneElement["elementType"], string> = {
  image: "bg-[#e4edf9] text-[#1d4a82]",
  video: "bg-[#efe8f8] text-[#553587]",
  gif: "bg-[#dff2f3] text-[#0b646c]",
  text: "bg-cream text-ink",
  quote: "bg-[#fdf3d7] text-[#7a4f00]",
  calendar: "bg-[#fcebdc] text-[#8f430a]",
  gallery: "bg-[#e4edf9] text-[#1d4a82]",
};

function Thumb({ element }: { element: SceneElement }) {
  const box = "grid size-14 shrink-0 place-items-center overflow-hidden rounded-xl bg-cream";
  const image = element.elementType === "image" ? element.content.imageUrl : undefined;
  const kept = useOfflineMediaSrc(image);
  switch (element.elementType) {
    case "image":
      return (
        <FallbackImage
          key={kept}
          src={isOfflineMedia(image) ? (kept ?? "") : thumbnailOf(element.content.imageUrl)}
          fallbackSrc={kept}
          alt=""
          className={`${box} object-cover`}
        />
      );
    case "gif":
      return (
        <FallbackImage src={element.content.gifUrl} alt="" className={`${box} object-cover`} />
      );
    case "video":
      return (
        <span className={`${box} bg-night text-paper`}>
          <Film className="size-5" aria-hidden />
        </span>
      );
    case "calendar":
      return (
        <span className={`${box} bg-[#fcebdc] text-[#8f430a]`}>
          <CalendarDays className="size-5" aria-hidden />
        </span>
      );
    case "quote":
      return (
        <span className={`${box} bg-[#fdf3d7] text-[#7a4f00]`}>
          <Quote className="size-5" aria-hidden />
        </span>
      );
    default:
      return (
        <span className={box}>
          <Type className="size-5 text-ink-soft" aria-hidden />
        </span>
      );
  }
}

// "Scene Elements (n)": what the scene holds so far, each removable; a calendar event opens in
// the calendar panel to be edited, and one that still holds the placeholder title says so.
export function ElementPreviewList({
  elements,
  onRemove,
  onEditCalendar,
  onCaption,
}: {
  elements: SceneElement[];
  onRemove: (id: string) => void;
  onEditCalendar: (id: string) => void;
  onCaption: (id: string, caption: string) => void;
}) {
  return (
    <section className="mt-5" aria-labelledby="scene-elements-title">
      <h3 id="scene-elements-title" className="mb-2 px-1 text-sm font-semibold">
        Scene Elements ({elements.length})
      </h3>
      <ul className="grid gap-2">
        {elements.map((element) => (
          <li
            key={element.id}
            className="flex items-center gap-3 rounded-2xl border border-line bg-white p-2 pr-1"
          >
            <Thumb element={element} />
            <div className="min-w-0 flex-1">
              <span
                className={`inline-block rounded-md px-1.5 py-0.5 text-[11px] font-bold tracking-wider ${BADGE_COLOURS[element.elementType]}`}
              >
                {ELEMENT_BADGES[element.elementType]}
              </span>
              {element.elementType === "calendar" && holdsCalendarPlaceholder(element.content) && (
                <span className="ml-1.5 inline-block rounded-md bg-gold/25 px-1.5 py-0.5 text-[11px] font-semibold text-ink">
                  Not set yet
                </span>
              )}
              <p className="mt-0.5 truncate text-sm text-ink">{elementSummary(element)}</p>
              {element.elementType === "image" && (
                <input
                  value={element.content.caption ?? ""}
                  onChange={(e) => onCaption(element.id, e.target.value)}
                  aria-label={`Caption for ${elementSummary(element)}`}
                  placeholder="Add a caption: who, where, what"
                  maxLength={500}
                  className="mt-1 block h-9 w-full rounded-lg border border-line bg-paper px-2.5 text-sm text-ink placeholder:text-ink-soft/75 focus:border-ember focus:ring-2 focus:ring-ember/15 focus:outline-none"
                />
              )}
              {element.elementType === "calendar" && (
                <p className="truncate text-xs text-ink-soft">
                  {formatCalendarWhen(element.content)}
                  {element.content.startTime ? ` · ${element.content.startTime}` : ""}
                </p>
              )}
            </div>
            {element.elementType === "calendar" && (
              <button
                type="button"
                onClick={() => onEditCalendar(element.id)}
                aria-label={`Edit calendar: ${elementSummary(element)}`}
                className="grid size-10 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
              >
                <Pencil className="size-4" aria-hidden />
              </button>
            )}
            <button
              type="button"
              onClick={() => onRemove(element.id)}
              aria-label={`Remove ${ELEMENT_BADGES[element.elementType].toLowerCase()}: ${elementSummary(element)}`}
              className="grid size-10 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-danger/5 hover:text-danger"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
