import { FOUNTAIN_MAX_CHARS } from "#contracts/screenplay.ts";
import { AppError } from "#server/errors.ts";
import type { ScreenplayDocument } from "./engine.ts";

// The documented limit on a screenplay's text (decision 0013): five times a feature film, so no
// real script meets it, while the work a hostile text can cause stays bounded.
const sources = {
  save: "The screenplay is too long",
  import: "The imported screenplay is too long",
  compile: "The screenplay written from your scenes would be too long",
  draft: "The draft written from your scenes is too long to lay out",
} as const;

export function screenplayTooLong(source: keyof typeof sources): AppError {
  return new AppError(
    "payload_too_large",
    `${sources[source]} (${FOUNTAIN_MAX_CHARS.toLocaleString("en-US")} characters at most; a feature film is about 200,000)`,
  );
}
screenplayTooLong.limit = FOUNTAIN_MAX_CHARS;

/** Characters of a document's text, about what its Fountain would hold. */
export function documentChars(doc: ScreenplayDocument): number {
  let n = 0;
  for (const e of doc.elements) {
    if ("text" in e) n += e.text.length + 2;
    else if ("name" in e) n += e.name.length + 2;
  }
  return n;
}

export function assertScreenplaySize(fountain: string, source: keyof typeof sources): void {
  if (fountain.length > FOUNTAIN_MAX_CHARS) throw screenplayTooLong(source);
}
