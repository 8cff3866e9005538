// What models wrap around an answer: a code fence, a "Here is the scene:" line. Taken off before
// parsing; the rest must stand on its own.

export class InvalidOutput extends Error {}

export function unfence(text: string): string {
  const t = text.replace(/\r\n?/g, "\n").trim();
  const fenced = /```[a-zA-Z]*\n([\s\S]*?)\n?```/.exec(t);
  return (fenced?.[1] ?? t).trim();
}

// The first JSON object of an answer (models sometimes add words around it).
export function jsonOf(text: string): unknown {
  const t = unfence(text);
  const start = t.indexOf("{");
  const end = t.lastIndexOf("}");
  if (start < 0 || end <= start) throw new InvalidOutput("The answer holds no JSON object");
  try {
    return JSON.parse(t.slice(start, end + 1));
  } catch {
    throw new InvalidOutput("The answer's JSON does not parse");
  }
}

// Letters and digits only, in lower case: "Fish hide where it's quiet!" and "fish hide where
// its quiet" are the same words.
export const plainWords = (s: string): string =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/['\u2019]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
