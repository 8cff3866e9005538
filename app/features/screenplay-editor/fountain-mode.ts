import {
  autocompletion,
  type CompletionContext,
  type CompletionResult,
} from "@codemirror/autocomplete";
import { HighlightStyle, StreamLanguage, syntaxHighlighting } from "@codemirror/language";
import {
  EditorSelection,
  type EditorState,
  type Extension,
  RangeSetBuilder,
} from "@codemirror/state";
import {
  type Command,
  Decoration,
  type DecorationSet,
  EditorView,
  keymap,
  ViewPlugin,
  type ViewUpdate,
} from "@codemirror/view";
import { Tag } from "@lezer/highlight";
import {
  classifyLines,
  continuationKind,
  enterInsert,
  type LineKind,
  nextInCycle,
  paragraphStartKind,
  rewriteAs,
  type CycleKind,
} from "./fountain-lines";

// --- highlighting: a stream language over the classification of fountain-lines.ts ---

const tags = {
  scene_heading: Tag.define(),
  action: Tag.define(),
  character: Tag.define(),
  parenthetical: Tag.define(),
  dialogue: Tag.define(),
  transition: Tag.define(),
  centered: Tag.define(),
  section: Tag.define(),
  synopsis: Tag.define(),
  note: Tag.define(),
  lyrics: Tag.define(),
  page_break: Tag.define(),
  boneyard: Tag.define(),
  strong: Tag.define(),
  emphasis: Tag.define(),
  underline: Tag.define(),
};
type TokenName = keyof typeof tags;

type State = { previous: LineKind; kind: LineKind; boneyard: boolean };

const fountainLanguage = StreamLanguage.define<State>({
  name: "fountain",
  startState: () => ({ previous: "blank", kind: "blank", boneyard: false }),
  copyState: (s) => ({ ...s }),
  blankLine: (state) => {
    state.previous = "blank";
  },
  token(stream, state): string | null {
    if (state.boneyard) {
      if (stream.skipTo("*/")) {
        stream.pos += 2;
        state.boneyard = false;
      } else stream.skipToEnd();
      return "boneyard";
    }
    if (stream.sol()) {
      const line = stream.string;
      state.kind =
        state.previous === "blank"
          ? paragraphStartKind(line)
          : continuationKind(line, state.previous);
      state.previous = state.kind;
    }
    if (stream.match("/*")) {
      state.boneyard = true;
      return "boneyard";
    }
    const kind = state.kind === "blank" ? "action" : state.kind;
    if (kind === "note" || kind === "section" || kind === "synopsis" || kind === "page_break") {
      stream.skipToEnd();
      return kind;
    }
    if (stream.match(/^\[\[.*?\]\]/)) return "note";
    if (stream.match(/^\*\*\*[^*]+\*\*\*/)) return `${kind} strong emphasis`;
    if (stream.match(/^\*\*[^*]+\*\*/)) return `${kind} strong`;
    if (stream.match(/^\*[^*\s][^*]*\*/)) return `${kind} emphasis`;
    if (stream.match(/^_[^_]+_/)) return `${kind} underline`;
    stream.next();
    while (!stream.eol() && !/[*_[/]/.test(stream.peek() ?? "")) stream.next();
    return kind;
  },
  tokenTable: tags,
});

const highlight = HighlightStyle.define([
  { tag: tags.scene_heading, fontWeight: "700", color: "#8f3522" },
  { tag: tags.character, fontWeight: "700", color: "#2a2320" },
  { tag: tags.dialogue, color: "#1f3a5f" },
  { tag: tags.parenthetical, color: "#5e524b", fontStyle: "italic" },
  { tag: tags.transition, fontWeight: "700", color: "#6b4e16" },
  { tag: tags.centered, color: "#6b4e16" },
  { tag: tags.lyrics, fontStyle: "italic", color: "#1f3a5f" },
  { tag: [tags.note, tags.synopsis], color: "#2f6b4b", fontStyle: "italic" },
  { tag: tags.section, color: "#2f6b4b", fontWeight: "700" },
  { tag: [tags.boneyard, tags.page_break], color: "#8a7d74" },
  { tag: tags.strong, fontWeight: "700" },
  { tag: tags.emphasis, fontStyle: "italic" },
  { tag: tags.underline, textDecoration: "underline" },
]);

// --- element-aware keys ---

function kindAt(view: { state: EditorState }, lineNumber: number): LineKind {
  const doc = view.state.doc;
  // Classify from the start of the paragraph (a bounded walk back to the previous blank line).
  let start = lineNumber;
  while (start > 1 && doc.line(start - 1).text.trim() !== "" && lineNumber - start < 200) start--;
  const lines: string[] = [];
  for (let n = start; n <= lineNumber; n++) lines.push(doc.line(n).text);
  return classifyLines(lines).at(-1) ?? "blank";
}

function cycle(direction: 1 | -1): Command {
  return (view) => {
    const { state } = view;
    const range = state.selection.main;
    if (!range.empty) return false;
    const line = state.doc.lineAt(range.head);
    let kind = kindAt(view, line.number);
    if (kind === "blank") kind = "action";
    let target = nextInCycle(kind, direction);
    // Inside a speech a parenthetical goes back to dialogue.
    if (kind === "parenthetical" && line.number > 1) {
      const before = kindAt(view, line.number - 1);
      if (before === "character" || before === "dialogue" || before === "parenthetical")
        target = "dialogue";
    }
    const next = rewriteAs(line.text, target);
    view.dispatch({
      changes: { from: line.from, to: line.to, insert: next.text },
      selection: EditorSelection.cursor(line.from + next.cursor),
      userEvent: "input.element",
      scrollIntoView: true,
    });
    return true;
  };
}

const enter: Command = (view) => {
  const { state } = view;
  const range = state.selection.main;
  if (!range.empty) return false;
  const line = state.doc.lineAt(range.head);
  if (range.head !== line.to) return false;
  const insert = enterInsert(kindAt(view, line.number), line.text);
  view.dispatch({
    changes: { from: range.head, insert },
    selection: EditorSelection.cursor(range.head + insert.length),
    userEvent: "input",
    scrollIntoView: true,
  });
  return true;
};

/** The element of the line the cursor is on. */
export function elementAtCursor(state: EditorState): LineKind {
  return kindAt({ state }, state.doc.lineAt(state.selection.main.head).number);
}

/** Rewrites the cursor's line as another element (the element bar: phones have no Tab key). */
export function setLineElement(view: EditorView, target: CycleKind | "dialogue"): void {
  const line = view.state.doc.lineAt(view.state.selection.main.head);
  const next = rewriteAs(line.text, target);
  view.dispatch({
    changes: { from: line.from, to: line.to, insert: next.text },
    selection: EditorSelection.cursor(line.from + next.cursor),
    userEvent: "input.element",
    scrollIntoView: true,
  });
  view.focus();
}

export const fountainKeymap = keymap.of([
  { key: "Tab", run: cycle(1) },
  { key: "Shift-Tab", run: cycle(-1) },
  { key: "Enter", run: enter },
]);

// --- autocomplete: character names and scene headings already in the script ---

function collect(view: { state: EditorView["state"] }, skipLine: number) {
  const lines = view.state.doc.toString().split("\n");
  const kinds = classifyLines(lines);
  const names = new Set<string>();
  const headings = new Set<string>();
  kinds.forEach((kind, i) => {
    if (i + 1 === skipLine) return;
    const text = (lines[i] ?? "").trim();
    if (kind === "character") {
      const name = text.replace(/^@/, "").replace(/\^$/, "");
      const paren = name.indexOf("(");
      const base = (paren === -1 ? name : name.slice(0, paren)).trim();
      if (base) names.add(base);
    } else if (kind === "scene_heading") {
      headings.add(text.replace(/^\./, "").replace(/\s*#[^#]*#$/, ""));
    }
  });
  return { names: [...names], headings: [...headings] };
}

function fountainCompletions(context: CompletionContext): CompletionResult | null {
  const line = context.state.doc.lineAt(context.pos);
  const before = line.text.slice(0, context.pos - line.from);
  if (before.trim() === "" && !context.explicit) return null;
  const prevBlank = line.number === 1 || context.state.doc.line(line.number - 1).text.trim() === "";
  if (!prevBlank) return null;
  const { names, headings } = collect({ state: context.state }, line.number);
  if (/^(INT|EXT|EST|I\/E|\.)/i.test(before)) {
    const options = headings
      .filter((h) => h.toUpperCase().startsWith(before.replace(/^\./, "").toUpperCase()))
      .map((h) => ({ label: h, type: "heading", detail: "scene heading" }));
    return options.length ? { from: line.from + (before.startsWith(".") ? 1 : 0), options } : null;
  }
  const typed = before.replace(/^@/, "");
  if (typed !== typed.toUpperCase()) return null;
  const options = names
    .filter((n) => n.startsWith(typed) && n !== typed)
    .map((n) => ({ label: n, type: "character", detail: "character" }));
  return options.length ? { from: line.from + (before.startsWith("@") ? 1 : 0), options } : null;
}

// Lines laid out roughly as on the page (cue, parenthetical and dialogue indented, transitions
// to the right), so the text reads like a screenplay while it is written.
const LAYOUT: Partial<Record<LineKind, Decoration>> = {
  character: Decoration.line({ class: "cm-fl-character" }),
  parenthetical: Decoration.line({ class: "cm-fl-parenthetical" }),
  dialogue: Decoration.line({ class: "cm-fl-dialogue" }),
  lyrics: Decoration.line({ class: "cm-fl-dialogue" }),
  transition: Decoration.line({ class: "cm-fl-transition" }),
  centered: Decoration.line({ class: "cm-fl-centered" }),
};

function layoutLines(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const doc = view.state.doc;
  for (const { from, to } of view.visibleRanges) {
    // Classify from the paragraph start above the visible range.
    let first = doc.lineAt(from).number;
    while (first > 1 && doc.line(first - 1).text.trim() !== "") first--;
    const last = doc.lineAt(to).number;
    const lines: string[] = [];
    for (let n = first; n <= last; n++) lines.push(doc.line(n).text);
    const kinds = classifyLines(lines);
    const start = doc.lineAt(from).number;
    for (let n = start; n <= last; n++) {
      const decoration = LAYOUT[kinds[n - first] ?? "blank"];
      if (decoration) {
        const line = doc.line(n);
        builder.add(line.from, line.from, decoration);
      }
    }
  }
  return builder.finish();
}

const screenplayLayout = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = layoutLines(view);
    }
    update(update: ViewUpdate) {
      if (update.docChanged || update.viewportChanged) this.decorations = layoutLines(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

const theme = EditorView.theme({
  "&": { height: "100%", fontSize: "15px", backgroundColor: "#fffdf9" },
  ".cm-scroller": {
    fontFamily: '"Courier Prime", "Courier New", monospace',
    lineHeight: "1.55",
  },
  ".cm-content": { padding: "16px 0 40vh", caretColor: "#b4472f" },
  ".cm-line": { padding: "0 18px" },
  "&.cm-focused": { outline: "none" },
  ".cm-cursor": { borderLeftColor: "#b4472f", borderLeftWidth: "2px" },
  ".cm-activeLine": { backgroundColor: "rgba(217,164,65,0.10)" },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection": {
    backgroundColor: "rgba(180,71,47,0.18) !important",
  },
  ".cm-tooltip-autocomplete": { fontFamily: '"Courier Prime", monospace' },
  ".cm-line.cm-fl-character": { paddingLeft: "calc(18px + 28%)" },
  ".cm-line.cm-fl-parenthetical": {
    paddingLeft: "calc(18px + 20%)",
    paddingRight: "calc(18px + 18%)",
  },
  ".cm-line.cm-fl-dialogue": { paddingLeft: "calc(18px + 13%)", paddingRight: "calc(18px + 13%)" },
  ".cm-line.cm-fl-transition": { textAlign: "right" },
  ".cm-line.cm-fl-centered": { textAlign: "center" },
});

export function fountain(): Extension {
  return [
    fountainLanguage,
    syntaxHighlighting(highlight),
    screenplayLayout,
    autocompletion({ override: [fountainCompletions], icons: false }),
    theme,
  ];
}

export type { TokenName };
