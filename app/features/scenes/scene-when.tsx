import { clsx } from "clsx";
import { CalendarDays } from "lucide-react";
import { readSceneMetadata } from "#contracts/scene-metadata-read.ts";
import { sameSceneDate, sceneDateOf } from "#app/lib/scene-dates";
import { formatSceneDate } from "./element-format";
import type { Scene } from "./scenes-api";

// When the moment happened (the scene's metadata.date and time), under its title: an imported
// post or a date set in the composer. Not repeated when one of the scene's calendar events
// already shows that date.
export function SceneWhen({ scene, className }: { scene: Scene; className?: string }) {
  const { date, time } = readSceneMetadata(scene.metadata);
  if (!date) return null;
  const shown = scene.elements.some(
    (e) => e.elementType === "calendar" && sameSceneDate(sceneDateOf(e.content), date),
  );
  if (shown) return null;
  return (
    <p className={clsx("flex items-center gap-1.5 text-sm text-ink-soft", className)}>
      <CalendarDays className="size-4" aria-hidden />
      <span className="sr-only">When: </span>
      {formatSceneDate(date)}
      {time ? ` · ${time}` : ""}
    </p>
  );
}
