// A captured scene as the blocks of its book page (README.md): its description and then its
// elements in the order the person placed them. Pure.
import type { StoryDate, StoryScene } from "../compile/story-types.ts";
import { isPlaceholder, whenOf } from "../compile/scene-facts.ts";
import { parseInline } from "../inline.ts";
import type { StyleRun } from "../types.ts";

export type MomentBlock =
  | { kind: "paragraph"; runs: StyleRun[] }
  | { kind: "quote"; runs: StyleRun[]; author?: string }
  | { kind: "photo"; url: string; caption?: string }
  | { kind: "note"; text: string };

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "12 July 2019", "July 2019" or "2019", as precisely as the moment is known. */
export function formatDate(d: StoryDate): string {
  const month = d.month ? MONTHS[d.month - 1] : undefined;
  if (!month) return String(d.year);
  return d.day ? `${d.day} ${month} ${d.year}` : `${month} ${d.year}`;
}

/** The line above the scene's title: when and where, whichever is known. */
export function momentHeadline(scene: StoryScene): string {
  const when = whenOf(scene).date;
  return [when ? formatDate(when) : undefined, scene.location?.trim() || undefined]
    .filter((p): p is string => p !== undefined)
    .join(" · ");
}

/** Text with the person's emphasis: paragraphs at blank lines, line breaks kept inside. */
export function paragraphsOf(text: string): StyleRun[][] {
  return text
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, ""))
    .filter((p) => p.trim() !== "")
    .map((p) => {
      const runs: StyleRun[] = [];
      p.split("\n").forEach((line, i) => {
        if (i > 0) runs.push({ text: "\n" });
        runs.push(...parseInline(line));
      });
      return runs;
    });
}

const isMediaPath = (url: string) => url.startsWith("/media/");

export function momentBlocks(scene: StoryScene): MomentBlock[] {
  const blocks: MomentBlock[] = [];
  if (scene.description?.trim()) {
    for (const runs of paragraphsOf(scene.description)) blocks.push({ kind: "paragraph", runs });
  }
  for (const e of scene.elements) {
    switch (e.elementType) {
      case "text":
        for (const runs of paragraphsOf(e.content.text)) blocks.push({ kind: "paragraph", runs });
        break;
      case "quote": {
        const runs = paragraphsOf(e.content.quote).flatMap((p, i) =>
          i === 0 ? p : [{ text: "\n" }, ...p],
        );
        const author = e.content.author?.trim();
        if (runs.length > 0) blocks.push({ kind: "quote", runs, ...(author ? { author } : {}) });
        break;
      }
      case "image":
        blocks.push(photo(e.content.imageUrl, e.content.caption));
        break;
      case "gif":
        if (isMediaPath(e.content.gifUrl)) blocks.push(photo(e.content.gifUrl, e.content.caption));
        break;
      case "gallery":
        for (const image of e.content.images) blocks.push(photo(image.url, image.caption));
        break;
      case "video":
        if (e.content.title.trim())
          blocks.push({ kind: "note", text: `Video: ${e.content.title.trim()}` });
        break;
      case "calendar": {
        if (isPlaceholder(e)) break;
        const [y, m, d] = e.content.date.split("-").map(Number);
        const precision = e.content.precision ?? "day";
        const date = formatDate({
          year: y ?? 0,
          month: precision === "year" ? null : (m ?? null),
          day: precision === "day" ? (d ?? null) : null,
        });
        const time = e.content.startTime ? `, ${e.content.startTime}` : "";
        const description = e.content.description?.trim();
        blocks.push({
          kind: "note",
          text: `${e.content.title.trim()}: ${date}${time}${description ? `. ${description}` : ""}`,
        });
        break;
      }
    }
  }
  return blocks;
}

function photo(url: string, caption: string | undefined): MomentBlock {
  const c = caption?.trim();
  return { kind: "photo", url, ...(c ? { caption: c } : {}) };
}
