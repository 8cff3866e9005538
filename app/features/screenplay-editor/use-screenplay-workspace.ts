import { useEffect, useRef, useState } from "react";
import type * as Y from "yjs";
import type { Collaboration } from "#contracts/collaboration.ts";
import { useToast } from "#app/components/ui/toast";
import { useLiveDocument, type LiveConnectors } from "#app/lib/live/use-live-document";
import { onScreenplayReplaced } from "#app/lib/offline/index";
import { setScreenplayLive } from "#app/lib/offline/offline-writes";
import { isConflict } from "#app/lib/api-client";
import type { EditorCollab } from "./fountain-editor";
import { fetchScreenplay, useCompile, useImport, type Screenplay } from "./screenplay-api";
import { startingDraft } from "./starting-draft";
import { clearLocalCopy, readLocalCopy, useAutosave, type Draft } from "./use-autosave";
import { useLiveTitlePage } from "./use-live-title-page";

function openingDraft(movieId: string, loaded: Screenplay) {
  if (typeof window === "undefined") return startingDraft(loaded, null);
  const start = startingDraft(loaded, readLocalCopy(movieId));
  if (start.discardLocal) clearLocalCopy(movieId);
  return start;
}

// A suggestion or a kept copy replaces the live text with the fewest changes (the common start
// and end stay), so the others' carets and undo stay where they were.
function replaceText(text: Y.Text, next: string) {
  const current = text.toString();
  let start = 0;
  while (start < current.length && start < next.length && current[start] === next[start]) start++;
  let end = 0;
  while (
    end < current.length - start &&
    end < next.length - start &&
    current[current.length - 1 - end] === next[next.length - 1 - end]
  ) {
    end++;
  }
  text.doc?.transact(() => {
    text.delete(start, current.length - start - end);
    text.insert(start, next.slice(start, next.length - end));
  });
}

const READERS = new Set(["commenter", "viewer"]);

// The document the editor works on: the draft (text and title page) and its autosave, the
// edits this device kept from an earlier visit, and every way the server replaces the text
// (writing a draft from the scenes, importing a file, loading the saved version). The editor is
// remounted (editorKey) whenever the text is replaced rather than typed.
// A movie written with others (`collaboration.live`) is edited live instead: the text is the
// shared Y.Text (useLiveDocument), typed straight into it, never autosaved; the draft follows it
// for the preview, and whatever the server does to the text (a new draft, an import, a restored
// version) arrives the same way as anyone's typing.
export function useScreenplayWorkspace(
  movieId: string,
  loaded: Screenplay,
  collaboration: Collaboration | null = null,
  connectors?: LiveConnectors,
) {
  const toast = useToast();
  const liveMode = collaboration?.live === true;
  const live = useLiveDocument(movieId, liveMode, connectors);
  const liveText = live?.text ?? null;
  const [start] = useState(() => openingDraft(movieId, loaded));
  const autosave = useAutosave(movieId, loaded);
  const [draft, setDraft] = useState<Draft>(start.draft);
  const draftRef = useRef(draft);
  const [editorKey, setEditorKey] = useState(0);
  const [offer, setOffer] = useState(start.offer);
  const [askOverwrite, setAskOverwrite] = useState(false);
  const [hasDocument, setHasDocument] = useState(loaded.version > 0);
  const compile = useCompile(movieId);
  const importFile = useImport(movieId);
  // A live screenplay's title page is not in the shared text: it is saved on its own.
  const titlePage = useLiveTitlePage(movieId, loaded, (outcome) => {
    if (outcome.kind === "saved") return;
    if (outcome.kind === "taken") {
      draftRef.current = { ...draftRef.current, titlePage: outcome.theirs };
      setDraft(draftRef.current);
      toast({
        title: "Someone else changed the title page",
        description: "Theirs is shown now; yours was not saved. Make your change again.",
        variant: "destructive",
      });
      return;
    }
    toast({
      title: "The title page could not be saved",
      description: outcome.message,
      variant: "destructive",
    });
  });

  /** A typed change: kept locally at once, saved a second later. */
  function update(next: Draft) {
    const titleChanged = next.titlePage !== draftRef.current.titlePage;
    draftRef.current = next;
    setDraft(next);
    if (!liveMode) autosave.change(next);
    else if (titleChanged) titlePage.change(next.titlePage);
  }

  useEffect(() => {
    setScreenplayLive(movieId, liveMode);
    return () => setScreenplayLive(movieId, false);
  }, [movieId, liveMode]);

  // The preview and the pages follow the shared text, whoever typed.
  useEffect(() => {
    if (!liveText) return;
    const follow = () => {
      const fountain = liveText.toString();
      if (fountain === draftRef.current.fountain) return;
      draftRef.current = { ...draftRef.current, fountain };
      setDraft(draftRef.current);
      if (fountain !== "") setHasDocument(true);
    };
    follow();
    liveText.observe(follow);
    return () => liveText.unobserve(follow);
  }, [liveText]);

  // Edits kept on this device from an earlier visit go to the server now.
  useEffect(() => {
    if (start.adopted && !liveMode) autosave.change(start.draft);
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function replaceDocument(next: Screenplay) {
    if (liveMode) {
      // The server changed the live text itself: it comes through the connection.
      setHasDocument(true);
      return;
    }
    autosave.replaced(next);
    const d = { fountain: next.fountain, titlePage: next.titlePage };
    draftRef.current = d;
    setDraft(d);
    setHasDocument(true);
    setEditorKey((k) => k + 1);
  }

  // A sync merged this text with another device's edit, or the writer kept theirs: show that.
  const replaceRef = useRef(replaceDocument);
  replaceRef.current = replaceDocument;
  useEffect(
    () =>
      onScreenplayReplaced((next) => {
        if (next.movieId === movieId) replaceRef.current(next);
      }),
    [movieId],
  );

  const settle = () => autosave.flush().catch(() => undefined);

  /** An accepted co-writer suggestion: the editor shows the new text and it is saved as a named
   * version at once (a failure to save is thrown, so the suggestion stays open). */
  async function applySuggestion(fountain: string, versionName: string) {
    if (liveText) {
      replaceText(liveText, fountain);
      return;
    }
    update({ ...draftRef.current, fountain });
    setEditorKey((k) => k + 1);
    await autosave.flush(versionName);
  }

  async function write(force: boolean) {
    setAskOverwrite(false);
    await settle();
    try {
      const result = await compile.mutateAsync(force);
      replaceDocument(result.screenplay);
      toast({
        title: hasDocument ? "A new draft is written" : "Your first draft is written",
        description: "Edit it here; every draft is kept under Versions.",
      });
    } catch (e) {
      if (isConflict(e, "would_overwrite")) {
        setAskOverwrite(true);
        return;
      }
      toast({
        title: "The draft could not be written",
        description: e instanceof Error ? e.message : "Try again.",
        variant: "destructive",
      });
    }
  }

  async function importDocument(file: File) {
    await settle();
    try {
      const result = await importFile.mutateAsync(file);
      replaceDocument(result);
      toast({
        title: `${file.name} imported`,
        description: "The text before it is kept under Versions.",
      });
    } catch (e) {
      toast({
        title: "The file could not be imported",
        description: e instanceof Error ? e.message : "Choose a .fountain or .fdx file.",
        variant: "destructive",
      });
    }
  }

  async function reloadFromServer() {
    replaceDocument(await fetchScreenplay(movieId));
  }

  /** The changes this device kept: into the editor, and saved. */
  function acceptOffer() {
    if (!offer) return;
    const d = { fountain: offer.fountain, titlePage: offer.titlePage };
    setOffer(null);
    if (liveText) {
      replaceText(liveText, offer.fountain);
      clearLocalCopy(movieId);
      return;
    }
    draftRef.current = d;
    setDraft(d);
    setEditorKey((k) => k + 1);
    autosave.change(d);
  }

  function discardOffer() {
    clearLocalCopy(movieId);
    setOffer(null);
  }

  const role = live?.state.welcome?.role ?? collaboration?.role ?? "owner";
  const lost = live?.state.status === "lost";
  const collab: EditorCollab | null = live
    ? {
        text: live.text,
        awareness: live.awareness,
        undoManager: live.undoManager,
        readOnly: READERS.has(role) || lost,
        // Read when the editor is made: the answer that chose live mode has it already.
        maxChars: collaboration?.maxChars ?? live.state.welcome?.maxChars ?? Infinity,
        onTooLong: () =>
          toast({
            title: "The screenplay is at its size limit",
            description: "Nothing more can be added. Cut something to make room.",
            variant: "destructive",
          }),
      }
    : null;

  return {
    /** Live editing: null with autosave, and while the live document opens (`liveMode`). */
    liveMode,
    /** Readers of a live screenplay (and anyone whose access was lost) cannot change its title page. */
    titlePageReadOnly: liveMode && (READERS.has(role) || lost),
    live,
    collab,
    role,
    autosave,
    draft,
    /** The latest draft, for handlers that run between renders (the editor's changes). */
    draftRef,
    editorKey,
    offer,
    hasDocument,
    askOverwrite,
    setAskOverwrite,
    writing: compile.isPending,
    importing: importFile.isPending,
    update,
    replaceDocument,
    applySuggestion,
    settle,
    write,
    importDocument,
    reloadFromServer,
    acceptOffer,
    discardOffer,
  };
}
