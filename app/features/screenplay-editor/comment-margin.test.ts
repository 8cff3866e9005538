import { EditorState } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import { commentMargin, commentPosition, setMarginComments } from "./comment-margin";

const TEXT = ["INT. LIGHTHOUSE - NIGHT", "", "INES", "I left the lamp burning for you.", ""].join(
  "\n",
);
const anchor = { quote: "the lamp", prefix: "I left ", suffix: " burning", line: 3 };

function withComment(line = 3) {
  const state = EditorState.create({
    doc: TEXT,
    extensions: commentMargin(false, () => undefined),
  });
  return state.update({
    effects: setMarginComments.of([{ id: "c1", anchor, line, open: true }]),
  }).state;
}

const lineOf = (state: EditorState, id: string) => {
  const pos = commentPosition(state, id);
  return pos === null ? null : state.doc.lineAt(pos).text;
};

describe("the comment margin", () => {
  it("puts a comment on its words", () => {
    const state = withComment();
    expect(commentPosition(state, "c1")).toBe(TEXT.indexOf("the lamp"));
  });

  it("follows the words while lines are typed above them and inside their line", () => {
    let state = withComment();
    state = state.update({ changes: { from: 0, insert: "FADE IN:\n\nA storm.\n\n" } }).state;
    expect(lineOf(state, "c1")).toBe("I left the lamp burning for you.");
    const at = state.doc.toString().indexOf("I left");
    state = state.update({ changes: { from: at, insert: "Softly: " } }).state;
    expect(lineOf(state, "c1")).toBe("Softly: I left the lamp burning for you.");
  });

  it("finds the words near the server's line when the text moved since it was placed", () => {
    const moved = EditorState.create({
      doc: `FADE IN:\n\n${TEXT}`,
      extensions: commentMargin(false, () => undefined),
    });
    const state = moved.update({
      effects: setMarginComments.of([{ id: "c1", anchor, line: 3, open: true }]),
    }).state;
    expect(lineOf(state, "c1")).toBe("I left the lamp burning for you.");
  });

  it("falls back to the server's line when the words are gone", () => {
    const state = withComment().update({
      effects: setMarginComments.of([
        { id: "c1", anchor: { ...anchor, quote: "a candle" }, line: 2, open: true },
      ]),
    }).state;
    expect(lineOf(state, "c1")).toBe("INES");
  });
});
