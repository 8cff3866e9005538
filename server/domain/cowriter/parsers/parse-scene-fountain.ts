import { INVENTED_NOTE } from "#contracts/cowriter-vocabulary.ts";
import {
  parseFountain,
  writeFountain,
  type ScreenplayDocument,
} from "#server/domain/screenplay/engine.ts";
import { InvalidOutput, plainWords, unfence } from "./model-text.ts";

// A model's scene in Fountain, checked and marked: it must parse to screenplay elements (a
// heading when one is required, action or dialogue, nothing a scene does not hold), and every
// dialogue line that is not in what the person captured ends with [[invented]], whatever the
// model marked, so nobody is quoted with words they never said without the writer seeing it.

const ALLOWED = new Set([
  "scene_heading",
  "action",
  "character",
  "parenthetical",
  "dialogue",
  "transition",
  "note",
]);

const stripNote = (s: string) => s.replaceAll(INVENTED_NOTE, "").replace(/\s+$/, "");

export function isCaptured(line: string, captured: string[]): boolean {
  const w = plainWords(stripNote(line));
  if (!w) return true;
  return captured.some((c) => ` ${plainWords(c)} `.includes(` ${w} `));
}

export type ParsedScene = { fountain: string; inventedLines: number };

export function parseSceneFountain(
  answer: string,
  options: { captured: string[]; requireHeading: boolean },
): ParsedScene {
  let text = unfence(answer);
  // A line of chatter before the heading ("Here is the scene:") goes.
  const heading = /^(INT|EXT|EST|INT\.?\/EXT|I\/E)[. ]/im.exec(text);
  if (options.requireHeading) {
    if (!heading) throw new InvalidOutput("The scene has no scene heading (INT. or EXT.)");
    text = text.slice(heading.index);
  }
  let doc: ScreenplayDocument;
  try {
    doc = parseFountain(text);
  } catch {
    throw new InvalidOutput("The scene is not Fountain our parser accepts");
  }
  const odd = doc.elements.find((e) => !ALLOWED.has(e.type));
  if (odd) throw new InvalidOutput(`A scene cannot hold a ${odd.type.replace("_", " ")}`);
  const body = doc.elements.filter((e) => e.type !== "note");
  if (!body.some((e) => e.type === "action" || e.type === "dialogue")) {
    throw new InvalidOutput("The scene has neither action nor dialogue");
  }
  if (options.requireHeading && body[0]?.type !== "scene_heading") {
    throw new InvalidOutput("The scene does not start with its heading");
  }
  let inventedLines = 0;
  const elements = doc.elements.map((e) => {
    if (e.type !== "dialogue") return e;
    const plain = stripNote(e.text);
    if (isCaptured(plain, options.captured)) return { ...e, text: plain };
    inventedLines += 1;
    return { ...e, text: `${plain} ${INVENTED_NOTE}` };
  });
  // A note standing alone ([[invented]] on its own line) says nothing once lines are marked.
  const kept = elements.filter((e) => !(e.type === "note" && e.text.trim() === "invented"));
  const fountain = writeFountain({ titlePage: { entries: [] }, elements: kept }).trim();
  return { fountain, inventedLines };
}
