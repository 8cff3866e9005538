// Story (the product's scenes and elements) → ScreenplayDocument, by fixed rules so that the same
// story always gives the same script (no clock, no randomness). The rules are in the README under
// "Story compiler"; compile-scene.ts writes one scene.
import type { ScreenplayDocument, ScreenplayElement, TitleEntry } from "../types.ts";
import type { StoryDate, StoryInput } from "./story-types.ts";
import { orderScenes } from "./order-scenes.ts";
import { whenOf, type SceneWhen } from "./scene-facts.ts";
import { superFor } from "./time-on-screen.ts";
import { compileScene, type StoryContext } from "./compile-scene.ts";
import { findCharacter, NARRATOR, selfName } from "./speaker-rules.ts";
import { WRITER } from "./english/work-token.ts";

export { orderScenes } from "./order-scenes.ts";
// compileStory needs the English lexicon: `await loadEnglish()` once before the first compile.
export { loadEnglish } from "./english/verbs.ts";

function titlePage(input: StoryInput): TitleEntry[] {
  const entries: TitleEntry[] = [{ key: "Title", values: [input.movie.title] }];
  if (input.movie.authorName) {
    entries.push(
      { key: "Credit", values: ["Written by"] },
      { key: "Author", values: [input.movie.authorName] },
    );
  }
  if (input.movie.contact)
    entries.push({ key: "Contact", values: input.movie.contact.split(/\r?\n/) });
  if (input.movie.draftDate) entries.push({ key: "Draft date", values: [input.movie.draftDate] });
  return entries;
}

export function compileStory(input: StoryInput): ScreenplayDocument {
  const characters = input.characters ?? [];
  const self = { ownName: input.movie.authorName, protagonist: input.notes?.protagonist };
  const me = selfName(self);
  const writerName = me ? (findCharacter(me, characters)?.name ?? me) : undefined;
  // The writer's name in action: in capitals where it first appears, as written after that.
  let introduced = false;
  const named = (text: string): string =>
    writerName && text.includes(WRITER)
      ? text.replace(new RegExp(WRITER, "g"), () => {
          const n = introduced ? writerName : writerName.toUpperCase();
          introduced = true;
          return n;
        })
      : text;
  const ctx: StoryContext = {
    characters,
    byId: new Map(characters.map((c) => [c.id, c])),
    self,
    writerCue: (writerName ?? NARRATOR).toUpperCase(),
    writerKnown: writerName !== undefined,
    named,
    introduced: new Set(),
  };

  const els: ScreenplayElement[] = [];
  if (input.notes?.logline) els.push({ type: "synopsis", text: input.notes.logline });
  if (input.notes?.theme) els.push({ type: "note", text: `Theme: ${input.notes.theme}` });
  els.push({ type: "action", text: "FADE IN:" });

  const whens = new Map<string, SceneWhen>(input.scenes.map((s) => [s.id, whenOf(s)]));
  const ordered = orderScenes(input.scenes, input.notes?.beatsOrder, (s) => whens.get(s.id)?.date);
  let lastDate: StoryDate | undefined;
  for (const scene of ordered) {
    const when = whens.get(scene.id) ?? {};
    const superLine = when.date ? superFor(lastDate, when.date) : undefined;
    if (when.date) lastDate = when.date;
    for (const e of compileScene(scene, when, superLine, ctx)) els.push(e);
  }
  els.push({ type: "transition", text: "FADE OUT.", forced: true });
  return { titlePage: { entries: titlePage(input) }, elements: els };
}
