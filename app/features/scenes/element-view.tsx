import { clsx } from "clsx";
import { FallbackImage } from "#app/components/ui/fallback-image";
import { CalendarDays, Clock, Quote } from "lucide-react";
import type { SceneElement } from "#contracts/scene-element.ts";
import { CALENDAR_PLACEHOLDER } from "#contracts/calendar-placeholder.ts";
import {
  formatCalendarWhen,
  formatTimeRange,
  holdsCalendarPlaceholder,
  thumbnailOf,
} from "./element-format";
import { RichText } from "./rich-text";
import { useOfflineMediaSrc } from "#app/lib/offline/index";

// One scene element as it appears on a scene card.
export function ElementView({ element }: { element: SceneElement }) {
  const media = useOfflineMediaSrc(
    element.elementType === "image"
      ? element.content.imageUrl
      : element.elementType === "video"
        ? element.content.videoUrl
        : undefined,
  );
  switch (element.elementType) {
    case "text":
      return <RichText text={element.content.text} className="leading-relaxed text-ink" />;
    case "image":
      return (
        <figure>
          <FallbackImage
            key={media}
            src={media ?? ""}
            alt={element.content.alt || "Photo"}
            loading="lazy"
            className="max-h-96 w-full rounded-xl bg-cream object-cover [&:is(span)]:h-48"
          />
          {element.content.caption && (
            <figcaption className="mt-1.5 text-sm text-ink-soft">
              {element.content.caption}
            </figcaption>
          )}
        </figure>
      );
    case "video":
      return (
        <figure>
          <video
            src={media}
            poster={element.content.thumbnail}
            controls
            playsInline
            preload="metadata"
            aria-label={element.content.title || "Video"}
            className="max-h-96 w-full rounded-xl bg-night"
          />
          {element.content.title && (
            <figcaption className="mt-1.5 text-sm text-ink-soft">
              {element.content.title}
            </figcaption>
          )}
        </figure>
      );
    case "gif":
      return (
        <figure>
          <FallbackImage
            src={element.content.gifUrl}
            alt={element.content.alt || "GIF"}
            loading="lazy"
            className="max-h-72 rounded-xl bg-cream object-contain [&:is(span)]:size-40"
          />
          {element.content.caption && (
            <figcaption className="mt-1.5 text-sm text-ink-soft">
              {element.content.caption}
            </figcaption>
          )}
        </figure>
      );
    case "quote":
      return (
        <blockquote className="relative rounded-xl border-l-4 border-gold bg-[#fbf3e3] py-3 pr-4 pl-10">
          <Quote className="absolute top-3.5 left-3 size-5 text-[#8a5a12]" aria-hidden />
          <p className="font-display text-lg leading-snug text-ink italic">
            {element.content.quote}
          </p>
          {element.content.author && (
            <footer className="mt-1.5 text-sm font-medium text-ink-soft">
              — {element.content.author}
            </footer>
          )}
        </blockquote>
      );
    case "calendar": {
      const times = formatTimeRange(element.content.startTime, element.content.endTime);
      const unnamed = holdsCalendarPlaceholder(element.content);
      const details =
        element.content.description === CALENDAR_PLACEHOLDER.description
          ? undefined
          : element.content.description;
      return (
        <div
          className={clsx(
            "flex gap-3 rounded-xl border bg-white p-3",
            unnamed ? "border-dashed border-gold" : "border-line",
          )}
        >
          <div className="grid w-14 shrink-0 place-items-center rounded-lg bg-ember/10 py-2 text-ember-dark">
            <CalendarDays className="size-5" aria-hidden />
          </div>
          <div className="min-w-0">
            {unnamed ? (
              <p className="text-sm font-medium text-ink">
                <span className="mr-1.5 inline-block rounded-md bg-gold/25 px-1.5 py-0.5 text-[11px] font-semibold">
                  Not set yet
                </span>
                Edit the scene to say what happened and when.
              </p>
            ) : (
              <p className="font-semibold">{element.content.title}</p>
            )}
            <p className="text-sm text-ink-soft">
              {formatCalendarWhen(element.content)}
              {times && (
                <span className="ml-2 inline-flex items-center gap-1">
                  <Clock className="size-3.5" aria-hidden />
                  {times}
                </span>
              )}
            </p>
            {details && <p className="mt-1 text-sm text-ink">{details}</p>}
          </div>
        </div>
      );
    }
    case "gallery":
      return (
        <div className="grid grid-cols-2 gap-2">
          {element.content.images.map((image, i) => (
            <FallbackImage
              key={i}
              src={thumbnailOf(image.url)}
              fallbackSrc={image.url}
              alt={image.alt || "Photo"}
              loading="lazy"
              className="aspect-square w-full rounded-lg object-cover"
            />
          ))}
        </div>
      );
  }
}
