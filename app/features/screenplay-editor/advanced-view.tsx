import { clsx } from "clsx";
import { ArrowLeft, Loader2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { MovieListError } from "#app/components/movie-list-states";
import { MovieMissing } from "#app/features/develop/progress-parts";
import { useMovie } from "#app/features/movies/movies-api";
import { ApiError } from "#app/lib/api-client";
import { developPaths } from "#app/lib/paths";
import { currentScene, pageOfScene } from "./cursor-scene";
import { EditorPanels, type EditorTab } from "./editor-panels";
import { useEditorComments } from "./editor-comments";
import { useEditorSidePanel } from "./editor-side-panel";
import type { FountainEditorHandle } from "./fountain-editor";
import { EditorToolbar } from "./editor-toolbar";
import type { LineKind } from "./fountain-lines";
import { PreviewPane } from "./preview-pane";
import { printQuery, usePrintOptions } from "./print-options";
import { inventedLines } from "#screenplay/invented.ts";
import { RecoveryBanners } from "./recovery-banners";
import { LiveAccessBanner } from "./live-access-banner";
import { PresenceStrip } from "./presence-strip";
import { LiveSaveIndicator, SaveIndicator } from "./save-indicator";
import { useCollaboration, useScreenplay, type Screenplay } from "./screenplay-api";
import type { Collaboration } from "#contracts/collaboration.ts";
import { roleAllows } from "#contracts/collaboration-roles.ts";
import { usePreview } from "./use-pagination";
import { useScreenplayWorkspace } from "./use-screenplay-workspace";
import { useWaitingToSync } from "#app/lib/offline/waiting-to-sync";
import { useMemberComment } from "./member-comment";
import { WorkspaceDialogs } from "./workspace-dialogs";

export function AdvancedView({ movieId }: { movieId: string }) {
  const movie = useMovie(movieId);
  const screenplay = useScreenplay(movieId);
  // Live or autosaved: asked once on opening. Without an answer (offline and never asked, an
  // older server) the screenplay is autosaved as before.
  const collaboration = useCollaboration(movieId);
  if (screenplay.isPending || collaboration.isPending) {
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
      collaboration={collaboration.data ?? null}
      title={movie.data?.title ?? "Screenplay"}
    />
  );
}

// The editor screen: the title and the toolbar in two compact rows, then the editor beside its
// live preview, and the side panel (the first-draft invite, the co-writer) beside them on a
// desktop or in a sheet on a phone. The document and its saving are useScreenplayWorkspace; this
// puts the parts together.
function Workspace({
  movieId,
  loaded,
  collaboration,
  title,
}: {
  movieId: string;
  loaded: Screenplay;
  collaboration: Collaboration | null;
  title: string;
}) {
  const work = useScreenplayWorkspace(movieId, loaded, collaboration);
  const live = work.live;
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
  const editorRef = useRef<FountainEditorHandle>(null);
  // The editor may be behind another tab: back to the script, then to the place.
  const inScript = (move: (editor: FountainEditorHandle) => void) => {
    setTab("script");
    requestAnimationFrame(() => {
      if (editorRef.current) move(editorRef.current);
    });
  };
  const comments = useEditorComments({
    movieId,
    role: work.role,
    lastSavedAt: autosave.lastSavedAt,
    preview,
    goToComment: (id) => {
      inScript((editor) => editor.goToComment(id));
      side.closeOnPhone();
      return true;
    },
    goToLine: (line) => {
      inScript((editor) => editor.goToLine(line));
      side.closeOnPhone();
    },
  });
  const side = useEditorSidePanel({
    movieId,
    empty,
    invite: !work.hasDocument && empty,
    writing: work.writing,
    onWrite: () => void work.write(false),
    fountain: draft.fountain,
    cursorLine,
    selection: selection?.key === work.editorKey ? selection.range : null,
    onApply: work.applySuggestion,
    comments: comments.part,
    mayEdit: roleAllows(work.role, "edit"),
  });
  // Commenting on the selected words (owner, editor, commenter; a read-only editor selects too).
  const comment = useMemberComment({
    movieId,
    role: work.role,
    selection: selection?.key === work.editorKey ? selection.range : null,
    text: () => editorRef.current?.text() ?? draftRef.current.fountain,
    onPosted: (id) => {
      comments.focus([id]);
      side.showComments();
    },
  });

  return (
    <div>
      <div className="flex min-w-0 items-center gap-x-3 gap-y-1 max-sm:flex-wrap">
        <Link
          to={developPaths.basic(movieId)}
          className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-medium text-ink-soft hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Basic view
        </Link>
        <h1 className="min-w-0 flex-1 truncate font-display text-2xl leading-tight font-semibold tracking-tight max-sm:basis-full max-sm:order-last">
          {title}
        </h1>
        {live && <PresenceStrip people={live.state.people} />}
        {work.liveMode ? (
          <LiveSaveIndicator
            status={live?.state.status ?? "connecting"}
            saved={live?.state.saved ?? true}
            className="ml-auto"
          />
        ) : (
          <SaveIndicator status={autosave.status} waiting={waitingToSync} className="ml-auto" />
        )}
        {side.toggle}
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
        readOnly={work.role === "commenter" || work.role === "viewer"}
        onImport={(file) => void work.importDocument(file)}
        beforeExport={() => autosave.flush()}
        exportQuery={printQuery(print)}
        comment={comment.button}
      />
      {live?.state.status === "lost" && (
        <LiveAccessBanner
          message={live.state.notice?.message ?? "You no longer have access to this screenplay."}
          title={title}
          text={() => live.text.toString()}
        />
      )}
      <RecoveryBanners
        offer={work.offer}
        status={autosave.status}
        errorMessage={autosave.errorMessage}
        onUseOffer={work.acceptOffer}
        onDiscardOffer={work.discardOffer}
        onLoadSaved={() => void work.reloadFromServer()}
        onKeepMine={() => void autosave.overwrite()}
      />

      <div
        className={clsx(
          "mt-3 grid gap-4 lg:grid-cols-2",
          // Beside the editor, the panel takes the preview's place until there is room for three.
          side.besideEditor && "2xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_24rem]",
        )}
      >
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
          editorRef={editorRef}
          comments={comments.margin}
          live={
            work.liveMode
              ? { collab: work.collab, titlePageReadOnly: work.titlePageReadOnly }
              : null
          }
          onOpenComments={(ids) => {
            comments.focus(ids);
            side.showComments();
          }}
          onCursor={(line, kind, range) => {
            setCursorLine(line);
            setCursorKind(kind);
            setSelection(range.to > range.from ? { key: work.editorKey, range } : null);
          }}
          onFountainChange={(fountain) => work.update({ ...draftRef.current, fountain })}
          onTitlePageChange={(titlePage) => work.update({ ...draftRef.current, titlePage })}
        />
        <div className={clsx("relative min-w-0", side.besideEditor && "max-2xl:hidden")}>
          <PreviewPane
            movieId={movieId}
            preview={preview}
            stale={stale}
            cursorPage={pageOfScene(preview, sceneIndex)}
            cursorLine={cursorLine}
            showTitlePage={tab === "title"}
            print={print}
            onPrintChange={setPrint}
            invented={inventedLines(preview.doc)}
          />
        </div>
        {side.column}
      </div>
      {side.sheet}
      {side.content}

      {comment.dialog}
      <WorkspaceDialogs
        movieId={movieId}
        work={work}
        versionsOpen={versionsOpen}
        setVersionsOpen={setVersionsOpen}
        namingOpen={namingOpen}
        setNamingOpen={setNamingOpen}
      />
    </div>
  );
}
