import type { Extension } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { fountainCompletion } from "./fountain-complete";
import { fountainHighlighting } from "./fountain-highlight";
import { screenplayLayout } from "./fountain-layout";

export { elementAtCursor, fountainKeymap, setLineElement } from "./fountain-keymap";
export type { TokenName } from "./fountain-highlight";

// The Fountain editing mode: highlighting, the page-like layout, autocomplete and the editor's
// look. The element keys (fountain-keymap.ts) are added by the editor, ahead of the defaults.

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
  // CodeMirror's own grey placeholder is too faint to read (WCAG AA): the interface's soft ink.
  ".cm-placeholder": { color: "#5e524b" },
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
  return [fountainHighlighting(), screenplayLayout, fountainCompletion(), theme];
}
