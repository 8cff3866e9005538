import { closeBrackets } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { highlightSelectionMatches, searchKeymap } from "@codemirror/search";
import { EditorState, type Extension } from "@codemirror/state";
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  keymap,
  placeholder,
} from "@codemirror/view";
import { forwardRef, useEffect, useImperativeHandle, useRef } from "react";
import { yCollab, ySyncAnnotation, yUndoManagerKeymap } from "y-codemirror.next";
import type { Awareness } from "y-protocols/awareness";
import type * as Y from "yjs";
import { useMediaQuery } from "#app/lib/use-media-query";
import {
  commentMargin,
  commentPosition,
  setCompactMargin,
  setMarginComments,
  type MarginComment,
} from "./comment-margin";
import type { CycleKind, LineKind } from "./fountain-lines";
import { elementAtCursor, fountain, fountainKeymap, setLineElement } from "./fountain-mode";

export type FountainEditorHandle = {
  /** Put the cursor at the start of a 1-based line and scroll it to the top. */
  goToLine: (line: number) => void;
  focus: () => void;
  setElement: (kind: CycleKind | "dialogue") => void;
  /** Put the cursor on a comment's words (where its marker is now); false when it has none. */
  goToComment: (id: string) => boolean;
  /** The text as the editor shows it now (a selection's offsets are in it). */
  text: () => string | undefined;
};

/** A live screenplay: the editor shows and changes the shared Y.Text instead of its own text. */
export type EditorCollab = {
  text: Y.Text;
  awareness: Awareness;
  undoManager: Y.UndoManager;
  /** Commenters and viewers read. */
  readOnly: boolean;
  /** The live screenplay's size limit in characters: typing past it is refused. */
  maxChars: number;
  /** Typing was refused at the size limit (to tell the person why nothing happened). */
  onTooLong?: () => void;
};

// What a live editor adds: the Yjs binding (the shared text, the others' carets) and its undo,
// which undoes only this person's edits; read-only for readers; no growth past the limit. A
// change from the others is never refused: it is already in everyone's text.
function collabExtensions(collab: EditorCollab): Extension[] {
  return [
    yCollab(collab.text, collab.awareness, { undoManager: collab.undoManager }),
    keymap.of(yUndoManagerKeymap),
    EditorState.readOnly.of(collab.readOnly),
    EditorState.transactionFilter.of((tr) => {
      if (!tr.docChanged || tr.annotation(ySyncAnnotation)) return tr;
      const grows = tr.newDoc.length > tr.startState.doc.length;
      if (!grows || tr.newDoc.length <= collab.maxChars) return tr;
      collab.onTooLong?.();
      return [];
    }),
  ];
}

// Below Tailwind's `sm` there is no room for a margin: the markers end their lines instead.
const PHONE_QUERY = "(max-width: 639px)";

// CodeMirror 6 with the Fountain mode. Uncontrolled: the initial text is read once (remount with
// a new key to replace the document, e.g. after a compile or a restore); edits are reported.
// With `collab` the text is the shared Y.Text, and its history is the Yjs undo manager's.
export const FountainEditor = forwardRef<
  FountainEditorHandle,
  {
    initialText: string;
    onChange: (text: string) => void;
    /** The cursor's line and element, and the selected range (from === to when none). */
    onCursorLine?: (line: number, kind: LineKind, selection: { from: number; to: number }) => void;
    label: string;
    className?: string;
    /** Readers' comments shown beside their lines (see comment-margin.ts). */
    comments?: readonly MarginComment[];
    /** A comment marker was clicked: the ids of the threads on its line. */
    onOpenComments?: (ids: string[]) => void;
    /** Live editing; read when the editor is made, like `initialText`. */
    collab?: EditorCollab;
  }
>(function FountainEditor(
  { initialText, onChange, onCursorLine, label, className, comments, onOpenComments, collab },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  const onCursorRef = useRef(onCursorLine);
  const onOpenCommentsRef = useRef(onOpenComments);
  const compact = useMediaQuery(PHONE_QUERY);
  const compactAtStart = useRef(compact);
  useEffect(() => {
    onChangeRef.current = onChange;
    onCursorRef.current = onCursorLine;
    onOpenCommentsRef.current = onOpenComments;
  });

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: collab ? collab.text.toString() : initialText,
        extensions: [
          collab ? collabExtensions(collab) : history(),
          drawSelection(),
          highlightActiveLine(),
          highlightSelectionMatches(),
          closeBrackets(),
          EditorView.lineWrapping,
          placeholder(
            "INT. KITCHEN - NIGHT\n\nStart writing, or write the first draft from your scenes.",
          ),
          fountain(),
          fountainKeymap,
          commentMargin(compactAtStart.current, (ids) => onOpenCommentsRef.current?.(ids)),
          keymap.of([...defaultKeymap, ...(collab ? [] : historyKeymap), ...searchKeymap]),
          EditorView.contentAttributes.of({
            // Already focusable (contenteditable); said outright so checkers see the scrolling
            // region has something focusable in it.
            tabindex: "0",
            "aria-label": label,
            "aria-multiline": "true",
            spellcheck: "true",
            autocapitalize: "sentences",
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
            if (update.selectionSet || update.docChanged) {
              onCursorRef.current?.(
                update.state.doc.lineAt(update.state.selection.main.head).number,
                elementAtCursor(update.state),
                { from: update.state.selection.main.from, to: update.state.selection.main.to },
              );
            }
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The document is read once; see the comment above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (view.current) setCompactMargin(view.current, compact);
  }, [compact]);

  useEffect(() => {
    view.current?.dispatch({ effects: setMarginComments.of(comments ?? []) });
  }, [comments]);

  useImperativeHandle(ref, () => ({
    goToLine(line: number) {
      const editor = view.current;
      if (!editor) return;
      const target = editor.state.doc.line(Math.max(1, Math.min(line, editor.state.doc.lines)));
      editor.dispatch({
        selection: { anchor: target.from },
        effects: EditorView.scrollIntoView(target.from, { y: "start", yMargin: 24 }),
      });
      editor.focus();
    },
    focus() {
      view.current?.focus();
    },
    setElement(kind) {
      if (view.current) setLineElement(view.current, kind);
    },
    text() {
      return view.current?.state.doc.toString();
    },
    goToComment(id) {
      const editor = view.current;
      const pos = editor ? commentPosition(editor.state, id) : null;
      if (!editor || pos === null) return false;
      const at = Math.min(pos, editor.state.doc.length);
      editor.dispatch({
        selection: { anchor: at },
        effects: EditorView.scrollIntoView(at, { y: "center" }),
      });
      return true;
    },
  }));

  return <div ref={host} className={className} data-testid="fountain-editor" />;
});
