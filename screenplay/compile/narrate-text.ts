// The writer's text → action and voice-over, paragraph by paragraph (README "Story compiler",
// "Action", "Voice-over", "Other languages"). English sentences go through the rules of
// english/narrate.ts; consecutive sentences of one kind stay together. A paragraph in another
// language is kept as written, as action.
import { sentenceEndAt } from "../layout/sentences.ts";
import { isEnglish } from "./english/language.ts";
import { narrateSentence, type Narrated } from "./english/narrate.ts";
import type { People } from "./english/first-person.ts";

export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, "").trim())
    .filter((p) => p.length > 0);
}

/** Sentences of a paragraph, by the engine's own sentence ends (an abbreviation or a trailing
 * "..." does not end one); a line break ends one too. */
export function sentences(paragraph: string): string[] {
  const out: string[] = [];
  for (const line of paragraph.split("\n")) {
    let start = 0;
    for (let i = 0; i < line.length; i++) {
      const end = sentenceEndAt(line, i);
      if (end === -1) continue;
      const s = line.slice(start, end).trim();
      if (s) out.push(s);
      start = end;
      i = end - 1;
    }
    const rest = line.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out;
}

/** One paragraph as blocks of action and voice-over, in order. */
export function narrateParagraph(paragraph: string, people: People): Narrated[] {
  if (!isEnglish(paragraph)) return [{ kind: "action", text: paragraph }];
  const out: Narrated[] = [];
  for (const s of sentences(paragraph)) {
    const n = narrateSentence(s, people);
    const last = out[out.length - 1];
    if (last && last.kind === n.kind) last.text += ` ${n.text}`;
    else out.push({ ...n });
  }
  return out;
}
