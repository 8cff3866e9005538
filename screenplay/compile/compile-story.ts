// Story (the product's scenes and elements) → ScreenplayDocument, by fixed rules so that the same
// story always gives the same script (no clock, no randomness). The rules are in the README under
// "Story compiler"; each element type has one function below.
import type { ScreenplayDocument, ScreenplayElement, TitleEntry } from "../types.ts";
import type { SceneElement, StoryCharacter, StoryInput, StoryScene } from "./story-types.ts";
import { formatDate, interiorOrExterior, timeFromClock, timeOfDay } from "./heading-rules.ts";
import { splitLocationTime } from "./location-time.ts";
import { isSelf, selfName, type SelfSpeaker } from "./speaker-rules.ts";

function sentence(s: string): string {
  const t = s.trim();
  if (t.length === 0) return t;
  return /[.!?…"')\]]$/.test(t) ? t : `${t}.`;
}

/** Scenes in the development notes' beat order; scenes it does not list follow in given order. */
export function orderScenes(scenes: StoryScene[], beatsOrder: string[] | undefined): StoryScene[] {
  if (!beatsOrder || beatsOrder.length === 0) return scenes;
  const byId = new Map(scenes.map((s) => [s.id, s]));
  const out: StoryScene[] = [];
  const used = new Set<string>();
  for (const id of beatsOrder) {
    const s = byId.get(id);
    if (s && !used.has(id)) {
      out.push(s);
      used.add(id);
    }
  }
  for (const s of scenes) if (!used.has(s.id)) out.push(s);
  return out;
}

function textsOf(scene: StoryScene): string[] {
  const out: string[] = [];
  for (const e of scene.elements) {
    if (e.elementType === "text") out.push(e.content.text);
    else if (e.elementType === "quote") out.push(e.content.quote);
    else if (e.elementType === "calendar") out.push(e.content.title, e.content.description ?? "");
    else if (e.elementType === "image" || e.elementType === "gif")
      out.push(e.content.caption ?? e.content.alt);
  }
  if (scene.description) out.unshift(scene.description);
  return out;
}

function findCharacter(author: string, characters: StoryCharacter[]): StoryCharacter | undefined {
  const a = author.trim().toLowerCase();
  return (
    characters.find((c) => c.name.trim().toLowerCase() === a) ??
    // "Grandma Rosa" written as "Rosa", or the other way round.
    characters.find((c) => c.name.trim().toLowerCase().split(/\s+/).includes(a)) ??
    characters.find((c) => a.split(/\s+/).includes(c.name.trim().toLowerCase()))
  );
}

function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, ""))
    .filter((p) => p.trim().length > 0);
}

function speakerOf(author: string, characters: StoryCharacter[], self: SelfSpeaker): string {
  const me = isSelf(author, self.ownName) ? selfName(self) : undefined;
  const who = me ?? author;
  return (findCharacter(who, characters)?.name ?? who).toUpperCase();
}

function compileElement(
  e: SceneElement,
  characters: StoryCharacter[],
  out: ScreenplayElement[],
  calendarAsHeading: boolean,
  self: SelfSpeaker,
): void {
  switch (e.elementType) {
    case "text": {
      const md = e.metadata ?? {};
      if (md.source === "emotion") {
        // An emotion is a beat: its sentence, or the feeling named when there is none.
        const feeling =
          typeof md.subEmotion === "string"
            ? md.subEmotion
            : typeof md.emotion === "string"
              ? md.emotion
              : "";
        const text = e.content.text.trim()
          ? sentence(e.content.text)
          : `A beat -- ${sentence(feeling.toLowerCase() || "a feeling")}`;
        out.push({ type: "action", text });
        return;
      }
      for (const p of paragraphs(e.content.text)) out.push({ type: "action", text: p });
      return;
    }
    case "image": {
      out.push({
        type: "action",
        text: `A photograph: ${sentence(e.content.caption || e.content.alt || "a moment kept")}`,
      });
      return;
    }
    case "gif": {
      out.push({
        type: "action",
        text: `A moment, looping: ${sentence(e.content.caption || e.content.alt || "a small gesture")}`,
      });
      return;
    }
    case "video": {
      out.push({
        type: "action",
        text: `On a screen: ${sentence(e.content.title || "home movie footage")}`,
      });
      return;
    }
    case "gallery": {
      const lines = e.content.images.map(
        (img) => `- ${sentence(img.caption || img.alt || "a photograph")}`,
      );
      out.push({ type: "action", text: ["Photographs, one after another:", ...lines].join("\n") });
      return;
    }
    case "quote": {
      const author = e.content.author?.trim();
      if (author) {
        out.push({ type: "character", name: speakerOf(author, characters, self) });
        out.push({ type: "dialogue", text: e.content.quote.trim() });
      } else {
        // No speaker: the words stand on the page as action, in quotation marks.
        out.push({ type: "action", text: `"${e.content.quote.trim()}"` });
      }
      return;
    }
    case "calendar": {
      if (!calendarAsHeading)
        out.push({ type: "action", text: `SUPER: ${formatDate(e.content.date)}` });
      const what = [e.content.title, e.content.description].filter(
        (x): x is string => !!x && x.trim().length > 0,
      );
      if (what.length > 0) out.push({ type: "action", text: what.map(sentence).join(" ") });
      return;
    }
  }
}

export function compileStory(input: StoryInput): ScreenplayDocument {
  const characters = input.characters ?? [];
  const byId = new Map(characters.map((c) => [c.id, c]));
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

  const els: ScreenplayElement[] = [];
  if (input.notes?.logline) els.push({ type: "synopsis", text: input.notes.logline });
  if (input.notes?.theme) els.push({ type: "note", text: `Theme: ${input.notes.theme}` });
  els.push({ type: "action", text: "FADE IN:" });

  const self: SelfSpeaker = {
    ownName: input.movie.authorName,
    protagonist: input.notes?.protagonist,
  };
  const introduced = new Set<string>();
  for (const scene of orderScenes(input.scenes, input.notes?.beatsOrder)) {
    const texts = textsOf(scene);
    const calendar = scene.elements.find((e) => e.elementType === "calendar");
    const hasLocation = !!scene.location && scene.location.trim().length > 0;
    const located = splitLocationTime(hasLocation ? (scene.location as string) : "");
    const place = (hasLocation ? located.place : scene.title || "SOMEWHERE").trim().toUpperCase();
    const ie = interiorOrExterior([scene.location ?? "", scene.title, ...texts]);
    let heading: string;
    const calendarAsHeading = !hasLocation && calendar !== undefined;
    if (calendarAsHeading && calendar.elementType === "calendar") {
      // No location: the event names the place and its date completes the heading.
      const time = scene.timeOfDay
        ? timeOfDay(scene.timeOfDay, [])
        : (timeFromClock(calendar.content.startTime) ?? timeOfDay(undefined, texts));
      heading = `${ie} ${scene.title ? place : calendar.content.title.toUpperCase()} - ${time} (${formatDate(calendar.content.date)})`;
    } else {
      const time =
        !scene.timeOfDay?.trim() && located.time ? located.time : timeOfDay(scene.timeOfDay, texts);
      heading = `${ie} ${place} - ${time}`;
    }
    els.push({ type: "section", level: 1, text: scene.title });
    els.push({ type: "scene_heading", text: heading });
    if (scene.description && scene.description.trim()) {
      for (const p of paragraphs(scene.description)) els.push({ type: "action", text: p });
    }
    // First appearance of a character: name in capitals with role and description.
    for (const id of scene.characterIds ?? []) {
      const c = byId.get(id);
      if (!c || introduced.has(id)) continue;
      introduced.add(id);
      const bits = [c.name.toUpperCase()];
      if (c.role) bits.push(c.role);
      const intro = bits.join(", ") + (c.description ? ` -- ${c.description.trim()}` : "");
      els.push({ type: "action", text: sentence(intro) });
    }
    for (const e of scene.elements) compileElement(e, characters, els, calendarAsHeading, self);
  }
  els.push({ type: "transition", text: "FADE OUT.", forced: true });
  return { titlePage: { entries }, elements: els };
}
