import { ArrowLeft, Loader2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { MovieListError } from "~/components/movie-list-states";
import { CowriterPanel } from "~/features/cowriter/cowriter-panel";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useToast } from "~/components/ui/toast";
import { MovieMissing } from "~/features/develop/progress-parts";
import { useMovie } from "~/features/movies/movies-api";
import { ApiError } from "~/lib/api-client";
import { developPaths } from "~/lib/paths";
import { currentScene, pageOfScene } from "./cursor-scene";
import { EditorPanels, type EditorTab } from "./editor-panels";
import { EditorToolbar } from "./editor-toolbar";
import { FirstDraftInvite } from "./first-draft-invite";
import type { LineKind } from "./fountain-lines";
import { NameVersionDialog } from "./name-version-dialog";
import { PreviewPane } from "./preview-pane";
import { usePrintOptions } from "./print-options";
import { RecoveryBanners } from "./recovery-banners";
import { SaveIndicator } from "./save-indicator";
import { useScreenplay, type Screenplay } from "./screenplay-api";
import { usePreview } from "./use-pagination";
import { useScreenplayWorkspace } from "./use-screenplay-workspace";
import { VersionsDialog } from "./versions-dialog";
import { useWaitingToSync } from "~/features/offline/waiting-to-sync";

export function AdvancedView({ movieId }: { movieId: string }) {
  const movie = useMovie(movieId);
  const screenplay = useScreenplay(movieId);
  if (screenplay.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-16 text-ink-soft">
        <Loader2 className="size-5 animate-spin text-ember" aria-hidden />
        Opening the screenplay…
      </p>
    );
  }
  if (screenplay.isError) {
    if (screenplay.error instanceof ApiError && screenplay.error.status === 404) {
      return <MovieMissing />;
    }
    return (
      <MovieListError
        message={screenplay.error.message}
        onRetry={() => void screenplay.refetch()}
        retrying={screenplay.isFetching}
      />
    );
  }
  return (
    <Workspace
      movieId={movieId}
      loaded={screenplay.data}
      title={movie.data?.title ?? "Screenplay"}
    />
  );
}

// The editor screen: toolbar, recovery banners, the editor beside its live preview, and the
// dialogs. The document and its saving are useScreenplayWorkspace; this puts the parts together.
function Workspace({
  movieId,
  loaded,
  title,
}: {
  movieId: string;
  loaded: Screenplay;
  title: string;
}) {
  const toast = useToast();
  const work = useScreenplayWorkspace(movieId, loaded);
  const { autosave, draft, draftRef } = work;
  // The screenplay's outbox record is keyed by its movie.
  const waitingToSync = useWaitingToSync(movieId);
  const [tab, setTab] = useState<EditorTab>("script");
  const [cursorLine, setCursorLine] = useState(1);
  const [cursorKind, setCursorKind] = useState<LineKind>("blank");
  // The selection belongs to one editor: a replaced document (new key) starts without one.
  const [selection, setSelection] = useState<{
    key: number;
    range: { from: number; to: number };
  } | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [namingOpen, setNamingOpen] = useState(false);
  const [print, setPrint] = usePrintOptions();
  const { preview, stale } = usePreview(draft, print);
  const sceneIndex = currentScene(preview, cursorLine);
  const empty = draft.fountain.trim() === "";

  return (
    <div className="lg:relative lg:left-1/2 lg:w-[calc(100vw-3rem)] lg:max-w-[1440px] lg:-translate-x-1/2">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={developPaths.basic(movieId)}
            className="inline-flex items-center gap-1 text-sm font-medium text-ink-soft hover:text-ink"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Basic view
          </Link>
          <h1 className="mt-1 truncate font-display text-[28px] leading-tight font-semibold tracking-tight sm:text-4xl">
            {title}
          </h1>
        </div>
        <SaveIndicator status={autosave.status} waiting={waitingToSync} />
      </div>

      <EditorToolbar
        movieId={movieId}
        title={title}
        hasDocument={work.hasDocument}
        empty={empty}
        writing={work.writing}
        importing={work.importing}
        onWrite={() => void work.write(false)}
        onVersions={() => setVersionsOpen(true)}
        onSaveVersion={() => setNamingOpen(true)}
        onImport={(file) => void work.importDocument(file)}
        beforeExport={() => autosave.flush()}
        print={print}
        onPrintChange={setPrint}
      />
      <RecoveryBanners
        offer={work.offer}
        status={autosave.status}
        errorMessage={autosave.errorMessage}
        onUseOffer={work.acceptOffer}
        onDiscardOffer={work.discardOffer}
        onLoadSaved={() => void work.reloadFromServer()}
        onKeepMine={() => void autosave.overwrite()}
      />
      {!work.hasDocument && empty && (
        <FirstDraftInvite writing={work.writing} onWrite={() => void work.write(false)} />
      )}
      <CowriterPanel
        movieId={movieId}
        fountain={draft.fountain}
        cursorLine={cursorLine}
        selection={selection?.key === work.editorKey ? selection.range : null}
        onApply={work.applySuggestion}
      />

      <div className="mt-5 grid gap-5 lg:grid-cols-2">
        <EditorPanels
          production={{
            movieId,
            title,
            hasDocument: work.hasDocument,
            beforeAction: () => autosave.flush(),
          }}
          tab={tab}
          onTabChange={setTab}
          draft={draft}
          editorKey={work.editorKey}
          cursorKind={cursorKind}
          sceneIndex={sceneIndex}
          preview={preview}
          onCursor={(line, kind, range) => {
            setCursorLine(line);
            setCursorKind(kind);
            setSelection(range.to > range.from ? { key: work.editorKey, range } : null);
          }}
          onFountainChange={(fountain) => work.update({ ...draftRef.current, fountain })}
          onTitlePageChange={(titlePage) => work.update({ ...draftRef.current, titlePage })}
        />
        <PreviewPane
          preview={preview}
          stale={stale}
          cursorPage={pageOfScene(preview, sceneIndex)}
          cursorLine={cursorLine}
          showTitlePage={tab === "title"}
        />
      </div>

      <VersionsDialog
        movieId={movieId}
        open={versionsOpen}
        onOpenChange={setVersionsOpen}
        beforeRestore={work.settle}
        onRestored={(s) => {
          work.replaceDocument(s);
          toast({
            title: "Version restored",
            description: "The text before it is kept under Versions.",
          });
        }}
      />
      <ConfirmDialog
        tone="neutral"
        open={work.askOverwrite}
        onOpenChange={work.setAskOverwrite}
        title="Replace your edits with a new draft?"
        description="You changed this screenplay since it was written from your scenes. A new draft replaces the text in the editor. Your edited text is kept under Versions, so you can restore it at any time."
        cancelLabel="Keep my edits"
        confirmLabel="Write a new draft"
        pendingLabel="Writing…"
        pending={work.writing}
        onConfirm={() => void work.write(true)}
      />
      <NameVersionDialog
        open={namingOpen}
        onOpenChange={setNamingOpen}
        onSave={async (name) => {
          await autosave.flush(name);
          toast({ title: `Saved as “${name}”`, description: "Find it under Versions." });
        }}
      />
    </div>
  );
}
