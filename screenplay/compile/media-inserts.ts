// Photos and videos on the page (README "Story compiler", "Photos and videos"): an insert,
// `INSERT - PHOTOGRAPH` or `INSERT - HOME VIDEO`, then what it shows: the caption, else the alt
// text, else what is known of it (place and date), never a file name. GIFs are left out of the
// draft and listed in a note.
import type { ScreenplayElement } from "../types.ts";
import type {
  GalleryElement,
  GifElement,
  ImageElement,
  StoryDate,
  VideoElement,
} from "./story-types.ts";
import { looksLikeFileName } from "./scene-facts.ts";
import { dateInWords } from "./time-on-screen.ts";

export interface InsertContext {
  /** The scene's place as the writer named it, when known. */
  place?: string | undefined;
  date?: StoryDate | undefined;
  /** Words the writer wrote about the picture, as action (a caption in the first person comes
   * back rewritten, or null when it cannot be: then it is shown as written, in quotes). */
  describe: (text: string) => string | null;
}

const usable = (s: string | undefined): string | undefined => {
  const t = s?.trim();
  return t && !looksLikeFileName(t) ? t : undefined;
};

function sentence(s: string): string {
  const t = s.trim();
  return /[.!?…"'”’)\]]$/.test(t) ? t : `${t}.`;
}

function known(what: string, ctx: InsertContext): string {
  // "The beach below the cliffs" reads "the beach below the cliffs" after a colon.
  const place = ctx.place?.trim().replace(/^(The|A|An) /, (a) => a.toLowerCase());
  const parts = [place, ctx.date ? dateInWords(ctx.date) : undefined].filter(
    (p): p is string => !!p,
  );
  return parts.length ? `${what}: ${parts.join(", ")}.` : `${what}.`;
}

function shown(words: string, ctx: InsertContext): string {
  const action = ctx.describe(words);
  return action ? sentence(action) : `"${words.replace(/"/g, "'")}"`;
}

export function imageInsert(e: ImageElement, ctx: InsertContext): ScreenplayElement[] {
  const words = usable(e.content.caption) ?? usable(e.content.alt);
  return [
    { type: "action", text: "INSERT - PHOTOGRAPH" },
    { type: "action", text: words ? shown(words, ctx) : known("A photograph", ctx) },
  ];
}

export function videoInsert(e: VideoElement, ctx: InsertContext): ScreenplayElement[] {
  const words = usable(e.content.title);
  return [
    { type: "action", text: "INSERT - HOME VIDEO" },
    { type: "action", text: words ? shown(words, ctx) : known("Home video", ctx) },
  ];
}

export function galleryInsert(e: GalleryElement, ctx: InsertContext): ScreenplayElement[] {
  const lines = e.content.images
    .map((img) => usable(img.caption) ?? usable(img.alt))
    .filter((w): w is string => !!w)
    .map((w) => shown(w, ctx));
  const out: ScreenplayElement[] = [{ type: "action", text: "INSERT - PHOTOGRAPHS" }];
  if (lines.length === 0) out.push({ type: "action", text: known("Photographs", ctx) });
  else for (const l of lines) out.push({ type: "action", text: l });
  return out;
}

/** The note that lists a scene's GIFs (not printed; kept in Fountain and FDX). */
export function gifNote(gifs: GifElement[]): ScreenplayElement | undefined {
  if (gifs.length === 0) return undefined;
  const names = gifs.map((g) => usable(g.content.caption) ?? usable(g.content.alt) ?? "a GIF");
  return {
    type: "note",
    text: `Left out of this draft (GIF${gifs.length > 1 ? "s" : ""}): ${names.join("; ")}`,
  };
}
