import type { StoryCharacter, StoryScene } from "#server/domain/screenplay/engine.ts";

// A captured scene as plain lines for a prompt: its words only. Photos, videos and GIFs are never
// sent (a caption the person wrote is their text and is sent as such); no URL ever is.

export type SceneFacts = {
  title: string;
  place: string | null;
  timeOfDay: string | null;
  dates: string[];
  text: string[];
  quotes: Array<{ speaker: string | null; quote: string }>;
  emotions: string[];
  captions: string[];
};

const clean = (s: string | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

export function sceneFacts(scene: StoryScene): SceneFacts {
  const facts: SceneFacts = {
    title: clean(scene.title),
    place: clean(scene.location) || null,
    timeOfDay: clean(scene.timeOfDay) || null,
    dates: [],
    text: scene.description ? [clean(scene.description)] : [],
    quotes: [],
    emotions: [],
    captions: [],
  };
  for (const e of scene.elements) {
    switch (e.elementType) {
      case "text": {
        const md = e.metadata ?? {};
        if (md.source === "emotion") {
          const feeling = [md.emotion, md.subEmotion].filter((x) => typeof x === "string");
          facts.emotions.push(
            [feeling.join(" / "), clean(e.content.text)].filter(Boolean).join(": "),
          );
        } else if (clean(e.content.text)) facts.text.push(e.content.text.trim());
        break;
      }
      case "quote":
        facts.quotes.push({
          speaker: clean(e.content.author) || null,
          quote: clean(e.content.quote),
        });
        break;
      case "calendar":
        facts.dates.push(
          [e.content.date, clean(e.content.title), clean(e.content.description)]
            .filter(Boolean)
            .join(" - "),
        );
        break;
      case "image":
      case "gif":
        if (clean(e.content.caption)) facts.captions.push(clean(e.content.caption));
        break;
      case "gallery":
        for (const img of e.content.images)
          if (clean(img.caption)) facts.captions.push(clean(img.caption));
        break;
      case "video":
        break;
    }
  }
  return facts;
}

export function describeScene(scene: StoryScene): string {
  const f = sceneFacts(scene);
  const lines = [`Scene: ${f.title}`];
  if (f.place) lines.push(`Place: ${f.place}`);
  if (f.timeOfDay) lines.push(`Time of day: ${f.timeOfDay}`);
  for (const d of f.dates) lines.push(`Date: ${d}`);
  for (const t of f.text) lines.push(`What happened (the writer's words): ${t}`);
  for (const q of f.quotes) lines.push(`Quote${q.speaker ? ` by ${q.speaker}` : ""}: "${q.quote}"`);
  for (const e of f.emotions) lines.push(`Feeling: ${e}`);
  for (const c of f.captions) lines.push(`Photo caption: ${c}`);
  return lines.join("\n");
}

export function describeCharacter(c: StoryCharacter): string {
  return [c.name, c.role, c.description].filter(Boolean).join(" - ");
}
