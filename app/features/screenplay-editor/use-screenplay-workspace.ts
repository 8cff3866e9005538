import { useEffect, useRef, useState } from "react";
import { useToast } from "#app/components/ui/toast";
import { onScreenplayReplaced } from "#app/lib/offline/index";
import { isConflict } from "#app/lib/api-client";
import { fetchScreenplay, useCompile, useImport, type Screenplay } from "./screenplay-api";
import { startingDraft } from "./starting-draft";
import { clearLocalCopy, readLocalCopy, useAutosave, type Draft } from "./use-autosave";

function openingDraft(movieId: string, loaded: Screenplay) {
  if (typeof window === "undefined") return startingDraft(loaded, null);
  const start = startingDraft(loaded, readLocalCopy(movieId));
  if (start.discardLocal) clearLocalCopy(movieId);
  return start;
}

// The document the editor works on: the draft (text and title page) and its autosave, the
// edits this device kept from an earlier visit, and every way the server replaces the text
// (writing a draft from the scenes, importing a file, loading the saved version). The editor is
// remounted (editorKey) whenever the text is replaced rather than typed.
export function useScreenplayWorkspace(movieId: string, loaded: Screenplay) {
  const toast = useToast();
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

  /** A typed change: kept locally at once, saved a second later. */
  function update(next: Draft) {
    draftRef.current = next;
    setDraft(next);
    autosave.change(next);
  }

  // Edits kept on this device from an earlier visit go to the server now.
  useEffect(() => {
    if (start.adopted) autosave.change(start.draft);
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function replaceDocument(next: Screenplay) {
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
    draftRef.current = d;
    setDraft(d);
    setEditorKey((k) => k + 1);
    autosave.change(d);
  }

  function discardOffer() {
    clearLocalCopy(movieId);
    setOffer(null);
  }

  return {
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
