import { RangeSetBuilder } from "@codemirror/state";
import {
  Decoration,
  type DecorationSet,
  type EditorView,
  ViewPlugin,
  type ViewUpdate,
} from "@codemirror/view";
import { classifyLines, type LineKind } from "./fountain-lines";

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

export const screenplayLayout = ViewPlugin.fromClass(
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
