import { EditorSelection, type EditorState } from "@codemirror/state";
import { type Command, type EditorView, keymap } from "@codemirror/view";
import {
  classifyLines,
  type CycleKind,
  enterInsert,
  type LineKind,
  nextInCycle,
  rewriteAs,
} from "./fountain-lines";

// Element-aware keys: Tab and Shift-Tab turn the line into the next or previous element, Enter
// after a line continues with the element that follows it (a cue goes to dialogue).

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
