import { FallbackImage } from "~/components/ui/fallback-image";
import { isOfflineMedia, useOfflineMediaSrc } from "~/lib/offline/index";
import { CalendarDays, Film, Quote, Type, X } from "lucide-react";
import type { SceneElement } from "@contracts/scene-element.ts";
import {
  ELEMENT_BADGES,
  elementSummary,
  formatCalendarDate,
  thumbnailOf,
} from "~/features/scenes/element-format";

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

// "Scene Elements (n)": what the scene holds so far, each removable.
export function ElementPreviewList({
  elements,
  onRemove,
}: {
  elements: SceneElement[];
  onRemove: (id: string) => void;
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
              <p className="mt-0.5 truncate text-sm text-ink">{elementSummary(element)}</p>
              {element.elementType === "calendar" && (
                <p className="truncate text-xs text-ink-soft">
                  {formatCalendarDate(element.content.date)}
                  {element.content.startTime ? ` · ${element.content.startTime}` : ""}
                </p>
              )}
            </div>
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
