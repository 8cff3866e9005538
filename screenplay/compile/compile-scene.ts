// One captured scene → its screenplay elements (README "Story compiler"): heading, time on
// screen, the writer's words as action and voice-over, dialogue, inserts, emotions.
import type { ScreenplayElement } from "../types.ts";
import type { GifElement, SceneElement, StoryCharacter, StoryScene } from "./story-types.ts";
import type { SceneWhen } from "./scene-facts.ts";
import {
  CALENDAR_PLACEHOLDER_DESCRIPTION,
  isPlaceholder,
  looksLikeFileName,
} from "./scene-facts.ts";
import { narrateParagraph, paragraphs } from "./narrate-text.ts";
import { isEnglish } from "./english/language.ts";
import type { People } from "./english/first-person.ts";
import { WRITER } from "./english/work-token.ts";
import {
  galleryInsert,
  gifNote,
  imageInsert,
  videoInsert,
  type InsertContext,
} from "./media-inserts.ts";
import { feelingBeat, feelingParenthetical, feelingsOf } from "./emotion-beats.ts";
import { isSelf, personName, speakerCue, type SelfSpeaker } from "./speaker-rules.ts";
import { headingOf } from "./heading-of.ts";

export interface StoryContext {
  characters: StoryCharacter[];
  byId: Map<string, StoryCharacter>;
  self: SelfSpeaker;
  /** The writer's cue: `JANE`. */
  writerCue: string;
  /** Whether the writer has a name the rules can put in their place. */
  writerKnown: boolean;
  /** Puts the writer's name where the rewriting left its mark (capitals the first time). */
  named: (text: string) => string;
  introduced: Set<string>;
}

const firstPerson = (s: string): boolean => /\b(I|my|me|we|our|us)\b/i.test(s) && isEnglish(s);

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

function sentence(s: string): string {
  const t = s.trim();
  return /[.!?…"'”’)\]]$/.test(t) ? t : `${t}.`;
}

/** The people of a scene besides the writer, as the writer names them (who "we" are). */
function companionsOf(scene: StoryScene, ctx: StoryContext): string[] {
  const names: string[] = [];
  const add = (n: string) => {
    if (n && !names.some((x) => x.toLowerCase() === n.toLowerCase())) names.push(n);
  };
  for (const e of scene.elements) {
    if (e.elementType === "quote" && e.content.author?.trim()) {
      if (!isSelf(e.content.author, ctx.self.ownName)) add(personName(e.content.author));
    }
  }
  for (const id of scene.characterIds ?? []) {
    const c = ctx.byId.get(id);
    if (c && c.name.trim().toLowerCase() !== ctx.writerCue.toLowerCase()) add(c.name.trim());
  }
  return names.length <= 3 ? names : [];
}

/** The scene's own words, where a place or a time may be named (quotes are not: a place in
 * someone's line is not where the scene is). */
export function wordsOf(scene: StoryScene): string[] {
  const out: string[] = [];
  if (scene.description) out.push(scene.description);
  for (const e of scene.elements) {
    if (e.elementType === "text") out.push(e.content.text);
    else if (e.elementType === "image") {
      for (const w of [e.content.caption, e.content.alt])
        if (w && !looksLikeFileName(w)) out.push(w);
    } else if (e.elementType === "gallery") {
      for (const img of e.content.images)
        for (const w of [img.caption, img.alt]) if (w && !looksLikeFileName(w)) out.push(w);
    } else if (e.elementType === "video" && !looksLikeFileName(e.content.title)) {
      out.push(e.content.title);
    } else if (e.elementType === "calendar" && !isPlaceholder(e)) {
      out.push(e.content.title, e.content.description ?? "");
    }
  }
  return out;
}

export function compileScene(
  scene: StoryScene,
  when: SceneWhen,
  superLine: string | undefined,
  ctx: StoryContext,
): ScreenplayElement[] {
  const people: People = { writerKnown: ctx.writerKnown, companions: companionsOf(scene, ctx) };
  const heading = headingOf(scene, when, wordsOf(scene));
  const out: ScreenplayElement[] = [
    { type: "section", level: 1, text: scene.title },
    { type: "scene_heading", text: heading.text },
  ];
  if (superLine) out.push({ type: "action", text: superLine });

  const seen = new Set<string>();
  const fresh = (s: string): boolean => {
    const k = norm(s);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  };
  const vo = { name: ctx.writerCue, extension: "(V.O.)" };
  const narrate = (text: string, feeling = false) => {
    const all = paragraphs(text);
    // "Tom's letter" opening a text titled "Tom's letter" only repeats the title.
    if (all.length > 1 && norm(all[0] as string) === norm(scene.title)) all.shift();
    for (const p of all) {
      if (!fresh(p)) continue;
      // The wheel's sentence is a feeling told in the first person: the writer's voice.
      const blocks =
        feeling && firstPerson(p)
          ? [{ kind: "voice-over" as const, text: p }]
          : narrateParagraph(p, people);
      for (const block of blocks) {
        if (block.kind === "action") {
          out.push({ type: "action", text: ctx.named(block.text) });
          continue;
        }
        // Voice-over: the writer's own words; one speech while it goes on.
        const last = out[out.length - 1];
        const cue = out[out.length - 2];
        if (
          last?.type === "dialogue" &&
          cue?.type === "character" &&
          cue.extension === vo.extension &&
          cue.name === vo.name
        )
          last.text += ` ${block.text}`;
        else out.push({ type: "character", ...vo }, { type: "dialogue", text: block.text });
      }
    }
  };
  const describe = (text: string): string | null => {
    const blocks = narrateParagraph(text, people);
    return blocks.every((b) => b.kind === "action")
      ? ctx.named(blocks.map((b) => b.text).join(" "))
      : null;
  };
  const insertCtx: InsertContext = { place: heading.placeAsWritten, date: when.date, describe };

  if (scene.description) narrate(scene.description);
  introduce(scene, ctx, out);
  const gifs: GifElement[] = [];
  for (const e of scene.elements) {
    compileElement(e, { out, ctx, narrate, insertCtx, fresh, gifs, title: scene.title });
  }
  const note = gifNote(gifs);
  if (note) out.push(note);
  placeFeelings(scene, ctx, out);
  return out;
}

interface ElementContext {
  out: ScreenplayElement[];
  ctx: StoryContext;
  narrate: (text: string, feeling?: boolean) => void;
  insertCtx: InsertContext;
  fresh: (s: string) => boolean;
  gifs: GifElement[];
  title: string;
}

function compileElement(e: SceneElement, x: ElementContext): void {
  switch (e.elementType) {
    case "text":
      x.narrate(e.content.text, e.metadata?.source === "emotion");
      return;
    case "quote": {
      const author = e.content.author?.trim();
      const quote = e.content.quote.trim();
      if (!quote) return;
      if (author) {
        x.out.push({ type: "character", name: speakerCue(author, x.ctx.characters, x.ctx.self) });
        x.out.push({ type: "dialogue", text: quote });
      } else {
        // Nobody named: the words stand on the page in quotation marks.
        x.out.push({ type: "action", text: `"${quote}"` });
      }
      return;
    }
    case "image": {
      // A caption already printed as text is not printed again under the insert.
      const caption = e.content.caption?.trim();
      const repeated = !!caption && !x.fresh(caption);
      const shown = repeated ? { ...e, content: { ...e.content, caption: "", alt: "" } } : e;
      x.out.push(...imageInsert(shown, x.insertCtx));
      return;
    }
    case "video":
      x.out.push(...videoInsert(e, x.insertCtx));
      return;
    case "gallery":
      x.out.push(...galleryInsert(e, x.insertCtx));
      return;
    case "gif":
      x.gifs.push(e);
      return;
    case "calendar": {
      if (isPlaceholder(e)) return;
      const title = e.content.title.trim();
      // A calendar title that repeats the scene's title or its text is said once.
      if (title && norm(title) !== norm(x.title)) x.narrate(sentence(title));
      const description = e.content.description?.trim();
      if (description && description !== CALENDAR_PLACEHOLDER_DESCRIPTION)
        x.narrate(sentence(description));
      return;
    }
  }
}

// Words that open a role or a description without being a name: lowered after the name.
const OPENING_WORD = /^(the|a|an|his|her|my|our|their|your|its|one)\b/iu;

/** At a character's first scene: `ROSA, 19, a fisherman's daughter -- quick to laugh.` */
function introduce(scene: StoryScene, ctx: StoryContext, out: ScreenplayElement[]): void {
  for (const id of scene.characterIds ?? []) {
    const c = ctx.byId.get(id);
    if (!c || ctx.introduced.has(id)) continue;
    ctx.introduced.add(id);
    const keep = (s: string | undefined): string | undefined => {
      if (!s?.trim()) return undefined;
      const blocks = narrateParagraph(s.trim(), { writerKnown: ctx.writerKnown, companions: [] });
      if (blocks.length !== 1 || blocks[0]?.kind !== "action") return undefined;
      // A role goes on after the name, mid-sentence: it keeps the writer's own case ("her
      // granddaughter", not "Her granddaughter"), and a capital on an opening word that is no
      // name ("The daughter who leaves") is the habit of a form field, not the writer's meaning.
      const midSentence = /^\p{Ll}/u.test(s.trim()) || OPENING_WORD.test(s.trim());
      const text = midSentence
        ? blocks[0].text.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())
        : blocks[0].text;
      return ctx.named(text).replace(/\.$/, "");
    };
    const role = keep(c.role);
    const description = keep(c.description);
    // Nothing to say about them: their name in capitals at their first line is enough.
    if (!role && !description) continue;
    const intro =
      [c.name.toUpperCase(), role].filter(Boolean).join(", ") +
      (description ? ` -- ${description}` : "");
    out.push({ type: "action", text: sentence(intro) });
  }
}

/** Emotions: a parenthetical on the writer's first line in the scene, else a beat at its end. */
function placeFeelings(scene: StoryScene, ctx: StoryContext, out: ScreenplayElement[]): void {
  const feelings = feelingsOf(scene);
  if (feelings.length === 0) return;
  const at = out.findIndex((e) => e.type === "character" && e.name === ctx.writerCue);
  if (at !== -1 && out[at + 1]?.type !== "parenthetical") {
    out.splice(at + 1, 0, { type: "parenthetical", text: feelingParenthetical(feelings) });
    return;
  }
  out.push({
    type: "action",
    text: feelingBeat(ctx.writerKnown ? ctx.named(WRITER) : undefined, feelings),
  });
}
