// Fountain 1.1 → ScreenplayDocument in a single linear pass over the lines. Each line is classified
// with bounded character tests (parse/line-tests.ts); the only look-ahead is "is the next line
// blank", plus one bounded scan for a note paragraph. The rules are listed in screenplay/README.md.
import type {
  ScreenplayDocument,
  ScreenplayElement,
  SourcePos,
  Character,
  Action,
  Dialogue,
  Lyrics,
  Parenthetical,
} from "../types.ts";
import { decodeBytes, normalizeLineEnds } from "./decode.ts";
import { stripBoneyard } from "./boneyard.ts";
import { parseTitlePage } from "./title-page.ts";
import {
  hasHeadingPrefix,
  isBlank,
  isCenteredLine,
  isPageBreakLine,
  cueParts,
  looksLikeTransition,
  splitCue,
  splitSceneNumber,
} from "./line-tests.ts";

type Para = "none" | "action" | "speech" | "lyrics";

/** A whitespace-only line of two or more spaces keeps a speech or action paragraph going. */
function isKeepGoing(line: string): boolean {
  return line.length >= 2 && line.charCodeAt(0) === 32 && line.charCodeAt(1) === 32;
}

export function parseFountain(input: string | Uint8Array): ScreenplayDocument {
  let text = typeof input === "string" ? input : decodeBytes(input);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  text = normalizeLineEnds(text);
  // Boneyard is cut out first (rare: only when "/*" occurs); line count and line starts are kept,
  // so positions still point into the source.
  const bone = stripBoneyard(text);
  const src = bone.text;
  const emptied = bone.emptied;
  const L = src.length;

  // Lines are read straight from the text with a cursor instead of splitting it into an array:
  // at the sizes of real scripts that keeps the working set small and time linear.
  const header: string[] = [];
  for (let p = 0; p <= L && header.length < 400;) {
    let e = src.indexOf("\n", p);
    if (e === -1) e = L;
    const line = src.slice(p, e);
    if (isBlank(line)) break;
    header.push(line);
    p = e + 1;
  }
  const title = parseTitlePage(header);
  const elements: ScreenplayElement[] = [];
  // Held in an object: the helper closures below change it, which flow analysis cannot see.
  const st: { para: Para } = { para: "none" };
  let afterBlank = true;
  let blankRun = 0;
  let boneGap = false;
  let speechChar: Character | undefined;
  let openParen: Parenthetical | undefined;
  let lastSpeechChar: Character | undefined;

  const last = (): ScreenplayElement | undefined => elements[elements.length - 1];
  // Cursor: line index i, its start and end offsets in src.
  let i = 0;
  let start = 0;
  let end = src.indexOf("\n");
  if (end === -1) end = L;
  const advance = (): void => {
    i++;
    start = end + 1;
    end = start > L ? L : src.indexOf("\n", start);
    if (end === -1) end = L;
  };
  for (let k = 0; k < title.next; k++) advance();
  /** Is the line after the current one blank (or missing)? No string is made. */
  const nextBlank = (): boolean => {
    if (end >= L) return true;
    for (let k = end + 1; k < L; k++) {
      const c = src.charCodeAt(k);
      if (c === 10) return true;
      if (c !== 32 && c !== 9) return false;
    }
    return true;
  };

  for (; start <= L; advance()) {
    const raw = src.slice(start, end);
    if (isBlank(raw)) {
      if ((st.para === "speech" || st.para === "action") && isKeepGoing(raw) && !nextBlank()) {
        const prev = last();
        if (prev && (prev.type === "dialogue" || prev.type === "action")) {
          prev.text += "\n";
          continue;
        }
      }
      if (st.para === "speech") lastSpeechChar = speechChar;
      st.para = "none";
      afterBlank = true;
      // Lines a boneyard emptied, and blank lines right after one, are not extra vertical space.
      if (emptied.has(i)) boneGap = true;
      else if (!boneGap) blankRun++;
      continue;
    }
    const t = raw.trim();
    const pos: SourcePos = {
      line: i + 1,
      offset: bone.lineStarts ? (bone.lineStarts[i] ?? start) : start,
    };
    const blanksBefore = blankRun;
    blankRun = 0;
    boneGap = false;

    if (st.para === "speech") {
      const prev = last();
      // An unclosed parenthetical is remembered rather than found by testing the text it has
      // grown to: endsWith on a string built by += flattens it, quadratic over many lines.
      const unclosed = prev !== undefined && prev === openParen;
      if (t.startsWith("(") && !unclosed) {
        const el: Parenthetical = { type: "parenthetical", text: t, pos };
        elements.push(el);
        openParen = t.endsWith(")") ? undefined : el;
      } else if (unclosed) {
        prev.text += " " + t;
        if (t.endsWith(")")) openParen = undefined;
      } else if (t.startsWith("~")) {
        if (prev?.type === "lyrics") prev.text += "\n" + t.slice(1).trim();
        else elements.push({ type: "lyrics", text: t.slice(1).trim(), pos } satisfies Lyrics);
      } else if (prev?.type === "dialogue") {
        prev.text += "\n" + t;
      } else {
        elements.push({ type: "dialogue", text: t, pos } satisfies Dialogue);
      }
      continue;
    }

    if (st.para === "action" && !afterBlank) {
      if (isCenteredLine(t)) {
        elements.push({ type: "centered", text: t.slice(1, -1).trim(), pos });
        st.para = "none";
        continue;
      }
      const prev = last();
      if (prev?.type === "action") {
        prev.text += "\n" + raw;
        continue;
      }
    }
    if (st.para === "lyrics" && t.startsWith("~")) {
      const prev = last();
      if (prev?.type === "lyrics") {
        prev.text += "\n" + t.slice(1).trim();
        continue;
      }
    }

    // Paragraph start.
    afterBlank = afterBlank || st.para === "none";
    const wasAfterBlank = afterBlank;
    afterBlank = false;
    st.para = "none";
    const c0 = t.charCodeAt(0);

    if (c0 === 33 /* ! */) {
      pushAction(raw.slice(raw.indexOf("!") + 1), true, pos, blanksBefore);
      continue;
    }
    if (c0 === 64 /* @ */) {
      const cue = splitCue(t.slice(1).trim());
      startSpeech(cue.name, cue.extension, cue.dual, true, pos);
      continue;
    }
    if (c0 === 126 /* ~ */) {
      elements.push({ type: "lyrics", text: t.slice(1).trim(), pos });
      st.para = "lyrics";
      continue;
    }
    if (c0 === 61 /* = */) {
      if (isPageBreakLine(t)) elements.push({ type: "page_break", pos });
      else elements.push({ type: "synopsis", text: t.slice(1).trim(), pos });
      afterBlank = true;
      continue;
    }
    if (c0 === 35 /* # */) {
      let level = 0;
      while (t.charCodeAt(level) === 35) level++;
      elements.push({ type: "section", level, text: t.slice(level).trim(), pos });
      afterBlank = true;
      continue;
    }
    if (c0 === 91 /* [ */ && t.charCodeAt(1) === 91) {
      const noteEnd = noteParagraphEnd(src, start);
      if (noteEnd >= 0) {
        const body: string[] = [t];
        while (end < noteEnd) {
          advance();
          body.push(src.slice(start, end).trim());
        }
        const joined = body.join("\n");
        elements.push({ type: "note", text: joined.slice(2, -2).trim(), pos });
        afterBlank = true;
        continue;
      }
    }
    if (c0 === 46 /* . */ && t.length > 1 && t.charCodeAt(1) !== 46) {
      pushHeading(t.slice(1).trim(), true, pos);
      continue;
    }
    if (c0 === 62 /* > */) {
      if (isCenteredLine(t)) {
        elements.push({ type: "centered", text: t.slice(1, -1).trim(), pos });
        st.para = "action";
        afterBlank = false;
      } else {
        elements.push({ type: "transition", text: t.slice(1).trim(), forced: true, pos });
        afterBlank = true;
      }
      continue;
    }
    if (wasAfterBlank && hasHeadingPrefix(t)) {
      pushHeading(t, false, pos);
      continue;
    }
    if (wasAfterBlank && nextBlank() && looksLikeTransition(t)) {
      elements.push({ type: "transition", text: t, pos });
      afterBlank = true;
      continue;
    }
    const cue = wasAfterBlank && !nextBlank() ? cueParts(t) : null;
    if (cue) {
      startSpeech(cue.name, cue.extension, cue.dual, false, pos);
      continue;
    }
    pushAction(raw, false, pos, blanksBefore);
  }
  return { titlePage: { entries: title.entries }, elements };

  function pushAction(body: string, forced: boolean, pos: SourcePos, blanksBefore: number): void {
    // Extra blank lines between two action paragraphs are kept as leading empty lines.
    const extra =
      last()?.type === "action" && blanksBefore > 1 ? "\n".repeat(blanksBefore - 1) : "";
    const el: Action = { type: "action", text: extra + body, pos };
    if (forced) el.forced = true;
    elements.push(el);
    st.para = "action";
  }

  function pushHeading(t: string, forced: boolean, pos: SourcePos): void {
    const [text, sceneNumber] = splitSceneNumber(t);
    const el: ScreenplayElement = { type: "scene_heading", text, pos };
    if (sceneNumber !== undefined) el.sceneNumber = sceneNumber;
    if (forced) el.forced = true;
    elements.push(el);
    afterBlank = true;
  }

  function startSpeech(
    name: string,
    extension: string | undefined,
    dual: boolean,
    forced: boolean,
    pos: SourcePos,
  ): void {
    const el: Character = { type: "character", name, pos };
    if (extension) el.extension = extension;
    if (forced) el.forced = true;
    if (dual) {
      el.dual = "right";
      // The `^` goes on the second cue; the speech just before it becomes the left column.
      if (lastSpeechChar && lastSpeechChar.dual === undefined && speechEndsAt(lastSpeechChar)) {
        lastSpeechChar.dual = "left";
      }
    }
    elements.push(el);
    speechChar = el;
    st.para = "speech";
  }

  /** True when nothing but the speech of `ch` lies between it and the end of the list. */
  function speechEndsAt(ch: Character): boolean {
    for (let k = elements.length - 1; k >= 0; k--) {
      const e = elements[k] as ScreenplayElement;
      if (e === ch) return true;
      if (e.type !== "dialogue" && e.type !== "parenthetical" && e.type !== "lyrics") return false;
    }
    return false;
  }
}

/** If the paragraph whose first line starts at `from` is exactly one `[[…]]` note, returns the
 * offset where its last line ends; otherwise -1. Looks at most 200 lines ahead. */
function noteParagraphEnd(src: string, from: number): number {
  let p = from;
  for (let k = 0; k <= 200 && p <= src.length; k++) {
    let e = src.indexOf("\n", p);
    if (e === -1) e = src.length;
    const line = src.slice(p, e);
    if (isBlank(line) && !isKeepGoing(line)) return -1;
    const open = k === 0 ? line.indexOf("[[") + 2 : 0;
    const close = line.indexOf("]]", open);
    if (close !== -1) return line.slice(close + 2).trim().length === 0 ? e : -1;
    p = e + 1;
  }
  return -1;
}
