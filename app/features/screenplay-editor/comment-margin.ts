import {
  Compartment,
  Facet,
  type EditorState,
  RangeSet,
  StateEffect,
  StateField,
  type Text,
} from "@codemirror/state";
import {
  Decoration,
  EditorView,
  gutter,
  GutterMarker,
  WidgetType,
  type DecorationSet,
} from "@codemirror/view";
import { placeAnchor, type TextAnchor } from "#screenplay/anchoring/index.ts";
import { countOf } from "#contracts/plural.ts";

// Readers' comments beside the lines they were made on. The server places each comment in the
// saved text; between two fetches the writer keeps typing, so each marker is a document position
// mapped through every change (it follows its words), and a fresh list is placed again in the
// text as it is now. On a desktop the markers sit in a margin right of the text; on a phone
// (no room for a margin) a small pin ends the line. Either opens the comment.

/** One thread to show: where it was placed by the server (or a scene's heading line). */
export type MarginComment = {
  id: string;
  anchor: TextAnchor | null;
  /** 0-based line to use when the anchor cannot be placed here (a comment on a scene). */
  line: number;
  open: boolean;
  /** Readers' reactions on a scene (a heart), rather than a thread. */
  reactions?: boolean;
};

type Marker = { id: string; pos: number; open: boolean; reactions: boolean };

export const setMarginComments = StateEffect.define<readonly MarginComment[]>();

/** Where the comment's words are in `doc` now: the quote nearest the server's line, else the
 * start of that line. */
function positionIn(doc: Text, text: string, comment: MarginComment): number {
  const lineNumber = Math.min(Math.max(comment.line + 1, 1), doc.lines);
  if (comment.anchor) {
    const placed = placeAnchor(text, { ...comment.anchor, line: comment.line });
    if (placed.found) return placed.start;
  }
  return doc.line(lineNumber).from;
}

const markerField = StateField.define<readonly Marker[]>({
  create: () => [],
  update(markers, tr) {
    let next = markers;
    // assoc 1: text typed right before the words pushes the marker along with them.
    if (tr.docChanged) next = markers.map((m) => ({ ...m, pos: tr.changes.mapPos(m.pos, 1) }));
    for (const effect of tr.effects) {
      if (!effect.is(setMarginComments)) continue;
      const text = tr.state.doc.toString();
      next = effect.value.map((c) => ({
        id: c.id,
        open: c.open,
        reactions: c.reactions === true,
        pos: positionIn(tr.state.doc, text, c),
      }));
    }
    return next;
  },
});

/** The threads on each line (by the line's start), open ones first. */
function byLine(doc: Text, markers: readonly Marker[]): Map<number, Marker[]> {
  const lines = new Map<number, Marker[]>();
  for (const m of markers) {
    const from = doc.lineAt(Math.min(m.pos, doc.length)).from;
    lines.set(from, [...(lines.get(from) ?? []), m]);
  }
  for (const list of lines.values()) list.sort((a, b) => Number(b.open) - Number(a.open));
  return lines;
}

function label(list: readonly Marker[]): string {
  const open = list.filter((m) => m.open).length;
  const n = list.length;
  return `${countOf(n, "comment", "comments")}${open < n ? `, ${n - open} resolved` : ""}`;
}

function markerDom(list: readonly Marker[], className: string): HTMLElement {
  const dom = document.createElement("span");
  const onlyReactions = list.length > 0 && list.every((m) => m.reactions);
  dom.className = `${className}${list.some((m) => m.open) ? "" : " cm-comment-resolved"}${onlyReactions ? " cm-comment-reactions" : ""}`;
  // The gutter's spacer (no threads) only gives the margin its width.
  if (list.length === 0) return dom;
  dom.dataset.commentIds = list.map((m) => m.id).join(" ");
  dom.title = onlyReactions ? "Reactions on this scene" : label(list);
  dom.textContent = onlyReactions ? "♥" : list.length > 1 ? String(list.length) : "";
  return dom;
}

class MarginMarker extends GutterMarker {
  constructor(readonly list: readonly Marker[]) {
    super();
  }
  override eq(other: MarginMarker) {
    return other.list.map((m) => m.id).join() === this.list.map((m) => m.id).join();
  }
  override toDOM() {
    return markerDom(this.list, "cm-comment-marker");
  }
}

class LinePin extends WidgetType {
  constructor(readonly list: readonly Marker[]) {
    super();
  }
  override eq(other: LinePin) {
    return (
      other.list.map((m) => `${m.id}${m.open}`).join() ===
      this.list.map((m) => `${m.id}${m.open}`).join()
    );
  }
  override toDOM() {
    return markerDom(this.list, "cm-comment-pin");
  }
  override ignoreEvent() {
    return false;
  }
}

// Who opens a comment when its marker is clicked.
const openComments = Facet.define<(ids: string[]) => void>();

function open(view: EditorView, ids: string[]): void {
  for (const handler of view.state.facet(openComments)) handler(ids);
}

const margin = gutter({
  class: "cm-comment-gutter",
  side: "after",
  markers(view) {
    const lines = byLine(view.state.doc, view.state.field(markerField));
    return RangeSet.of(
      [...lines]
        .sort(([a], [b]) => a - b)
        .map(([from, list]) => new MarginMarker(list).range(from)),
    );
  },
  lineMarkerChange: (update) =>
    update.startState.field(markerField) !== update.state.field(markerField),
  initialSpacer: () => new MarginMarker([]),
  domEventHandlers: {
    click(view, line) {
      const list = byLine(view.state.doc, view.state.field(markerField)).get(line.from);
      if (!list) return false;
      open(
        view,
        list.map((m) => m.id),
      );
      return true;
    },
  },
});

const pins = EditorView.decorations.compute([markerField], (state): DecorationSet => {
  const lines = byLine(state.doc, state.field(markerField));
  return Decoration.set(
    [...lines].map(([from, list]) =>
      Decoration.widget({ widget: new LinePin(list), side: 1 }).range(state.doc.lineAt(from).to),
    ),
    true,
  );
});

// The commented lines, tinted lightly (in both layouts).
const quotes = EditorView.decorations.compute([markerField], (state): DecorationSet => {
  const lines = byLine(state.doc, state.field(markerField));
  return Decoration.set(
    [...lines.keys()].map((from) => Decoration.line({ class: "cm-commented-line" }).range(from)),
    true,
  );
});

const theme = EditorView.baseTheme({
  ".cm-gutters:has(.cm-comment-gutter)": {
    backgroundColor: "transparent",
    borderLeft: "1px solid #eee6dc",
    borderRight: "none",
  },
  ".cm-comment-gutter": { minWidth: "26px" },
  ".cm-comment-gutter .cm-gutterElement": { display: "flex", justifyContent: "center" },
  ".cm-comment-marker, .cm-comment-pin": {
    display: "inline-grid",
    placeItems: "center",
    minWidth: "18px",
    height: "18px",
    padding: "0 3px",
    borderRadius: "9px 9px 9px 2px",
    backgroundColor: "var(--color-ember)",
    color: "white",
    font: "600 11px/1 system-ui, sans-serif",
    cursor: "pointer",
    boxSizing: "border-box",
  },
  ".cm-comment-pin": { marginLeft: "6px", verticalAlign: "text-top" },
  ".cm-comment-resolved": { backgroundColor: "#b9b2a8" },
  ".cm-comment-reactions": {
    backgroundColor: "transparent",
    color: "var(--color-ember)",
    fontSize: "15px",
  },
  ".cm-commented-line": { backgroundColor: "rgba(217, 164, 65, 0.1)" },
});

const layout = new Compartment();

/** The gutter on a desktop, the pins on a phone. */
function layoutFor(compact: boolean) {
  return compact ? pins : margin;
}

/** The margin's extension; `onOpen` gets the ids of the threads on a clicked marker. */
export function commentMargin(compact: boolean, onOpen: (ids: string[]) => void) {
  return [
    markerField,
    openComments.of(onOpen),
    layout.of(layoutFor(compact)),
    quotes,
    theme,
    EditorView.domEventHandlers({
      mousedown(event) {
        // A pin sits inside the text: a tap opens the comment instead of moving the cursor.
        return (
          event.target instanceof HTMLElement && event.target.closest(".cm-comment-pin") !== null
        );
      },
      click(event) {
        const target = event.target instanceof HTMLElement ? event.target : null;
        const ids = target?.closest<HTMLElement>("[data-comment-ids]")?.dataset.commentIds;
        if (!ids) return false;
        onOpen(ids.split(" ").filter(Boolean));
        return true;
      },
    }),
  ];
}

export function setCompactMargin(view: EditorView, compact: boolean) {
  view.dispatch({ effects: layout.reconfigure(layoutFor(compact)) });
}

/** The document position of a thread's marker now, or null when it has none. */
export function commentPosition(state: EditorState, id: string): number | null {
  return state.field(markerField, false)?.find((m) => m.id === id)?.pos ?? null;
}
