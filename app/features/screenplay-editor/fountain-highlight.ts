import { HighlightStyle, StreamLanguage, syntaxHighlighting } from "@codemirror/language";
import type { Extension } from "@codemirror/state";
import { Tag } from "@lezer/highlight";
import { continuationKind, type LineKind, paragraphStartKind } from "./fountain-lines";

// Highlighting: a stream language over the classification of fountain-lines.ts, so the colours
// follow the same rules as the preview and the PDF.

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

const highlightStyle = HighlightStyle.define([
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

export function fountainHighlighting(): Extension {
  return [fountainLanguage, syntaxHighlighting(highlightStyle)];
}

export type { TokenName };
