// Cheap character tests shared by the parser and the Fountain writer (the writer uses them to
// decide when an element needs a forcing prefix so that it reads back as the same element).
// No regular expressions on whole lines: every test is a bounded scan.

const HEADING_PREFIXES = ["int./ext", "int/ext", "i./e", "i/e", "int", "ext", "est"];

/** True for a line that starts like a scene heading: INT, EXT, EST, INT./EXT, INT/EXT, I/E
 * (any case) followed by `.` or a space. */
export function hasHeadingPrefix(t: string): boolean {
  const head = t.slice(0, 9).toLowerCase();
  for (const p of HEADING_PREFIXES) {
    if (head.startsWith(p)) {
      const next = head[p.length];
      return next === "." || next === " " || next === "\t";
    }
  }
  return false;
}

export function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

/** Has at least one letter and no lower-case letter (works for any cased script). */
export function isAllCaps(s: string): boolean {
  // ASCII fast path: no new strings (this runs for the first line of most paragraphs).
  let letter = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 97 && c <= 122) return false;
    if (c >= 65 && c <= 90) letter = true;
    else if (c > 127) return s.toUpperCase() === s && s.toLowerCase() !== s;
  }
  return letter;
}

export interface CueParts {
  name: string;
  extension?: string;
  dual: boolean;
}

/** Splits a cue line (already trimmed, without `@`) into name, extension and dual marker. */
export function splitCue(t: string): CueParts {
  let s = t;
  let dual = false;
  if (s.endsWith("^")) {
    dual = true;
    s = s.slice(0, -1).trimEnd();
  }
  const paren = s.indexOf("(");
  if (paren <= 0) return { name: s, dual };
  const name = s.slice(0, paren).trimEnd();
  const extension = s.slice(paren).trim();
  return extension ? { name, extension, dual } : { name, dual };
}

/** A character cue: the name (before any parenthesis) is all capitals with a letter, and the line
 * is not a transition-like `...:` line. */
export function looksLikeCue(t: string): boolean {
  return cueParts(t) !== null;
}

/** The parts of a line that is a character cue (see looksLikeCue), else null: the parser reads a
 * cue once, not once to test it and again to split it. */
export function cueParts(t: string): CueParts | null {
  if (t.endsWith(":")) return null;
  // A lower-case ASCII letter before any "(" rules the line out without splitting it.
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 40) break;
    if (c >= 97 && c <= 122) return null;
  }
  const parts = splitCue(t);
  const name = parts.name;
  if (name.length === 0 || !isAllCaps(name)) return null;
  const c = name.charCodeAt(0);
  // Lines starting with Fountain punctuation are other elements.
  const other =
    c === 33 ||
    c === 64 ||
    c === 126 ||
    c === 61 ||
    c === 35 ||
    c === 46 ||
    c === 62 ||
    c === 91 ||
    c === 40;
  return other ? null : parts;
}

/** All capitals, ending in `TO:` (Fountain's rule for an unforced transition). */
export function looksLikeTransition(t: string): boolean {
  return t.endsWith("TO:") && isAllCaps(t);
}

export function isPageBreakLine(t: string): boolean {
  if (t.length < 3) return false;
  for (let i = 0; i < t.length; i++) if (t.charCodeAt(i) !== 61) return false;
  return true;
}

/** `>text<` centred text. */
export function isCenteredLine(t: string): boolean {
  return t.length >= 2 && t.startsWith(">") && t.endsWith("<");
}

/** `#…#` at the end of a heading: letters, digits, `.` and `-`. Returns [text, number]. */
export function splitSceneNumber(t: string): [string, string | undefined] {
  if (!t.endsWith("#") || t.length < 3) return [t, undefined];
  const open = t.lastIndexOf("#", t.length - 2);
  if (open < 0) return [t, undefined];
  const num = t.slice(open + 1, -1);
  if (num.length === 0) return [t, undefined];
  for (let i = 0; i < num.length; i++) {
    const c = num.charCodeAt(i);
    const ok =
      (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 46 || c === 45;
    if (!ok) return [t, undefined];
  }
  return [t.slice(0, open).trimEnd(), num];
}
