import * as Dialog from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import {
  AlertTriangle,
  ArrowLeft,
  BookmarkPlus,
  Check,
  CloudOff,
  FileUp,
  History,
  Loader2,
  Send,
  Wand2,
} from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { useToast } from "~/components/ui/toast";
import { developPaths } from "~/features/develop/paths";
import { ConfirmDialog } from "~/features/capture/confirm-dialog";
import { MovieMissing } from "~/features/develop/progress-parts";
import { MovieListError } from "~/features/movies/movie-list-states";
import { useMovie } from "~/features/movies/movies-api";
import { api, ApiError } from "~/lib/api-client";
import { ExportButtons } from "./export-buttons";
import { PrintOptionsSwitch, printQuery, usePrintOptions } from "./print-options";
import type { FountainEditorHandle } from "./fountain-editor";
import type { CycleKind, LineKind } from "./fountain-lines";
import { useCompile, useImport, useScreenplay, type Screenplay } from "./screenplay-api";
import { pagesLabel, runningTime, ScreenplayPages } from "./screenplay-pages";
import { TitlePageForm } from "./title-page-form";
import {
  clearLocalCopy,
  readLocalCopy,
  sameDraft,
  useAutosave,
  type Draft,
  type SaveStatus,
} from "./use-autosave";
import { usePreview, type Preview } from "./use-pagination";
import { VersionsDialog } from "./versions-dialog";

// CodeMirror is most of this screen's weight: it loads in its own chunk while the page, its
// toolbar and the preview are already there, keeping the app's first load within its budget.
const FountainEditor = lazy(() =>
  import("./fountain-editor").then((m) => ({ default: m.FountainEditor })),
);

function EditorLoading() {
  return (
    <div
      role="status"
      className="min-h-0 flex-1 animate-pulse rounded-xl bg-white/70 p-4 text-sm text-ink-soft"
    >
      Opening the editor…
    </div>
  );
}

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

type Tab = "script" | "title" | "scenes" | "stats";
const TABS: { id: Tab; label: string }[] = [
  { id: "script", label: "Script" },
  { id: "title", label: "Title page" },
  { id: "scenes", label: "Scenes" },
  { id: "stats", label: "Statistics" },
];

function startingDraft(movieId: string, loaded: Screenplay) {
  const server: Draft = { fountain: loaded.fountain, titlePage: loaded.titlePage };
  if (typeof window === "undefined") return { draft: server, adopted: false, offer: null };
  const local = readLocalCopy(movieId);
  if (!local || sameDraft(local, server)) {
    if (local) clearLocalCopy(movieId);
    return { draft: server, adopted: false, offer: null };
  }
  // Unsaved edits made on this device on top of the version the server still has: carry on.
  if (local.baseVersion === loaded.version) {
    return {
      draft: { fountain: local.fountain, titlePage: local.titlePage },
      adopted: true,
      offer: null,
    };
  }
  return { draft: server, adopted: false, offer: local };
}

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
  const [start] = useState(() => startingDraft(movieId, loaded));
  const autosave = useAutosave(movieId, loaded);
  const [draft, setDraft] = useState<Draft>(start.draft);
  const draftRef = useRef(draft);
  const [editorKey, setEditorKey] = useState(0);
  const [tab, setTab] = useState<Tab>("script");
  const [offer, setOffer] = useState(start.offer);
  const [cursorLine, setCursorLine] = useState(1);
  const [cursorKind, setCursorKind] = useState<LineKind>("blank");
  const [askOverwrite, setAskOverwrite] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [namingOpen, setNamingOpen] = useState(false);
  const [hasDocument, setHasDocument] = useState(loaded.version > 0);
  const editorRef = useRef<FountainEditorHandle>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const compile = useCompile(movieId);
  const importFile = useImport(movieId);
  const [print, setPrint] = usePrintOptions();
  const { preview, stale } = usePreview(draft, print);

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

  const settle = () => autosave.flush().catch(() => undefined);

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
      if (e instanceof ApiError && e.status === 409 && e.code === "would_overwrite") {
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

  async function onImport(file: File) {
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
    const current = await api.get<Screenplay>(`/api/movies/${movieId}/screenplay`);
    replaceDocument(current);
  }

  const sceneIndex = currentScene(preview, cursorLine);
  const previewScroller = useRef<HTMLDivElement>(null);
  const cursorPage = sceneIndex >= 0 ? (preview.pagination.scenes[sceneIndex]?.page ?? 1) : 1;

  // The preview keeps the page being written in view (where it scrolls on its own: desktop).
  useEffect(() => {
    const scroller = previewScroller.current;
    if (!scroller || getComputedStyle(scroller).overflowY !== "auto") return;
    const target = scroller.querySelector<HTMLElement>(`#page-${cursorPage}`);
    if (!target) return;
    const top =
      target.getBoundingClientRect().top -
      scroller.getBoundingClientRect().top +
      scroller.scrollTop;
    const visible =
      top < scroller.scrollTop + scroller.clientHeight - 80 &&
      top + target.offsetHeight > scroller.scrollTop + 80;
    if (!visible) scroller.scrollTo({ top: top - 16, behavior: "smooth" });
    // Also when the cursor moves within a page: the writer may have scrolled the preview away.
  }, [cursorPage, cursorLine]);

  // Filling in the title page shows the title page.
  useEffect(() => {
    if (tab === "title") previewScroller.current?.scrollTo({ top: 0, behavior: "smooth" });
  }, [tab]);
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
        <SaveIndicator status={autosave.status} />
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          className="max-sm:w-full"
          onClick={() => void write(false)}
          pending={compile.isPending}
          pendingLabel="Writing…"
        >
          <Wand2 className="size-4" aria-hidden />
          {hasDocument ? "Rewrite from my scenes" : "Write the first draft from my scenes"}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setVersionsOpen(true)}>
          <History className="size-4" aria-hidden />
          Versions
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setNamingOpen(true)} disabled={empty}>
          <BookmarkPlus className="size-4" aria-hidden />
          Save<span className="max-sm:hidden"> a version</span>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => fileInput.current?.click()}
          pending={importFile.isPending}
          pendingLabel="Importing…"
        >
          <FileUp className="size-4" aria-hidden />
          Import
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".fountain,.fdx,.spmd,.txt,text/plain,application/xml"
          className="sr-only"
          tabIndex={-1}
          aria-label="Import a .fountain or .fdx file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void onImport(file);
          }}
        />
        <Link
          to={`/app/share?movie=${encodeURIComponent(movieId)}`}
          className={buttonClasses({ size: "sm", variant: "ghost" })}
        >
          <Send className="size-4" aria-hidden />
          Share
        </Link>
        <span aria-hidden className="mx-1 hidden h-6 w-px bg-line xl:block" />
        <ExportButtons
          movieId={movieId}
          title={title}
          beforeExport={() => autosave.flush()}
          query={printQuery(print)}
        />
        <PrintOptionsSwitch options={print} onChange={setPrint} />
      </div>

      {offer && (
        <div className="mt-4">
          <FormAlert tone="info">
            <p>
              This device kept changes from{" "}
              {offer.at ? new Date(offer.at).toLocaleString() : "an earlier visit"} that never
              reached the server.
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                size="sm"
                onClick={() => {
                  const d = { fountain: offer.fountain, titlePage: offer.titlePage };
                  setOffer(null);
                  draftRef.current = d;
                  setDraft(d);
                  setEditorKey((k) => k + 1);
                  autosave.change(d);
                }}
              >
                Use the changes from this device
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  clearLocalCopy(movieId);
                  setOffer(null);
                }}
              >
                Discard them
              </Button>
            </div>
          </FormAlert>
        </div>
      )}
      {autosave.status === "conflict" && (
        <div className="mt-4">
          <FormAlert>
            <p>
              This screenplay was changed somewhere else (another tab or device) since you opened
              it. Your text is kept on this device.
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={() => void reloadFromServer()}>
                Load the saved version
              </Button>
              <Button size="sm" onClick={() => void autosave.overwrite()}>
                Keep my text
              </Button>
            </div>
          </FormAlert>
        </div>
      )}
      {autosave.status === "error" && autosave.errorMessage && (
        <div className="mt-4">
          <FormAlert>{autosave.errorMessage}</FormAlert>
        </div>
      )}

      {!hasDocument && empty && (
        <div className="on-dark mt-5 rounded-2xl bg-night p-5 text-paper">
          <p className="font-display text-xl font-semibold">Start from what you captured</p>
          <p className="mt-1 max-w-xl text-sm text-paper/80">
            Lifescript writes a first draft in screenplay format from your scenes, characters,
            logline and beat board. Then it is yours to rewrite, line by line.
          </p>
          <Button
            className="mt-4"
            variant="light"
            onClick={() => void write(false)}
            pending={compile.isPending}
            pendingLabel="Writing…"
          >
            <Wand2 className="size-4" aria-hidden />
            Write the first draft from my scenes
          </Button>
        </div>
      )}

      <div className="mt-5 grid gap-5 lg:grid-cols-2">
        <section
          aria-label="Editor"
          className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-line bg-white"
        >
          <div
            role="tablist"
            aria-label="Editor panels"
            className="flex overflow-x-auto border-b border-line px-2"
          >
            {TABS.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                id={`tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls={`panel-${t.id}`}
                onClick={() => setTab(t.id)}
                className={clsx(
                  "-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-medium",
                  tab === t.id
                    ? "border-ember text-ink"
                    : "border-transparent text-ink-soft hover:text-ink",
                )}
              >
                {t.label}
              </button>
            ))}
          </div>
          <div className="h-[58dvh] min-h-[360px] lg:h-[calc(100dvh-300px)] lg:min-h-[520px]">
            <div
              role="tabpanel"
              id="panel-script"
              aria-labelledby="tab-script"
              hidden={tab !== "script"}
              className="h-full"
            >
              <div className="flex h-full flex-col">
                <ElementBar
                  current={cursorKind}
                  onPick={(kind) => editorRef.current?.setElement(kind)}
                />
                <Suspense fallback={<EditorLoading />}>
                  <FountainEditor
                    key={editorKey}
                    ref={editorRef}
                    initialText={draft.fountain}
                    label="Screenplay text (Fountain)"
                    onChange={(fountain) => update({ ...draftRef.current, fountain })}
                    onCursorLine={(line, kind) => {
                      setCursorLine(line);
                      setCursorKind(kind);
                    }}
                    className="min-h-0 flex-1"
                  />
                </Suspense>
              </div>
            </div>
            <div
              role="tabpanel"
              id="panel-title"
              aria-labelledby="tab-title"
              hidden={tab !== "title"}
              className="h-full overflow-y-auto"
            >
              <TitlePageForm
                titlePage={draft.titlePage}
                onChange={(titlePage) => update({ ...draftRef.current, titlePage })}
              />
            </div>
            <div
              role="tabpanel"
              id="panel-scenes"
              aria-labelledby="tab-scenes"
              hidden={tab !== "scenes"}
              className="h-full overflow-y-auto"
            >
              <SceneNavigator
                preview={preview}
                current={sceneIndex}
                onGo={(line, page) => {
                  setTab("script");
                  requestAnimationFrame(() => editorRef.current?.goToLine(line));
                  document.getElementById(`page-${page}`)?.scrollIntoView({ block: "start" });
                }}
              />
            </div>
            <div
              role="tabpanel"
              id="panel-stats"
              aria-labelledby="tab-stats"
              hidden={tab !== "stats"}
              className="h-full overflow-y-auto"
            >
              <Statistics preview={preview} />
            </div>
          </div>
          <p className="border-t border-line bg-paper px-4 py-2 text-xs text-ink-soft max-sm:hidden">
            <kbd className="font-sans font-semibold">Tab</kbd> changes the line: action, character,
            parenthetical, transition, scene heading.{" "}
            <kbd className="font-sans font-semibold">Enter</kbd> after a character goes to dialogue.{" "}
            <kbd className="font-sans font-semibold">Esc</kbd> then{" "}
            <kbd className="font-sans font-semibold">Tab</kbd> leaves the editor.
          </p>
        </section>

        <section
          aria-label="Preview"
          className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-line bg-[#e9e1d6]"
        >
          <div className="flex items-center justify-between gap-3 border-b border-line bg-white px-4 py-2.5">
            <h2 className="text-sm font-semibold">Preview</h2>
            <p
              className="text-sm text-ink-soft tabular-nums"
              data-testid="preview-summary"
              data-page-count={preview.pagination.pages.length}
              data-title-page={preview.pagination.titlePage ? "1" : "0"}
            >
              {stale && <Loader2 className="mr-1 inline size-3.5 animate-spin" aria-hidden />}
              {pagesLabel(preview.pagination.pages.length)} ·{" "}
              {runningTime(preview.stats.runningTimeMinutes)}
            </p>
          </div>
          <div
            ref={previewScroller}
            // Scrollable on its own on desktop: reachable by keyboard to scroll the pages.
            tabIndex={0}
            aria-label="Preview pages"
            className="lg:relative lg:h-[calc(100dvh-300px+45px)] lg:min-h-[565px] lg:overflow-y-auto"
          >
            {preview.pagination.pages.length === 0 && !preview.pagination.titlePage ? (
              <p className="p-6 text-center text-sm text-ink-soft">
                The pages appear here as you write, exactly as they will print.
              </p>
            ) : (
              <ScreenplayPages
                className="p-4 sm:p-6"
                geometry={preview.pagination.geometry}
                titlePage={preview.pagination.titlePage}
                pages={preview.pagination.pages}
              />
            )}
          </div>
        </section>
      </div>

      <VersionsDialog
        movieId={movieId}
        open={versionsOpen}
        onOpenChange={setVersionsOpen}
        beforeRestore={settle}
        onRestored={(s) => {
          replaceDocument(s);
          toast({
            title: "Version restored",
            description: "The text before it is kept under Versions.",
          });
        }}
      />
      <ConfirmDialog
        tone="neutral"
        open={askOverwrite}
        onOpenChange={setAskOverwrite}
        title="Replace your edits with a new draft?"
        description="You changed this screenplay since it was written from your scenes. A new draft replaces the text in the editor. Your edited text is kept under Versions, so you can restore it at any time."
        cancelLabel="Keep my edits"
        confirmLabel="Write a new draft"
        pendingLabel="Writing…"
        pending={compile.isPending}
        onConfirm={() => void write(true)}
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

const ELEMENTS: { kind: CycleKind | "dialogue"; label: string }[] = [
  { kind: "scene_heading", label: "Scene" },
  { kind: "action", label: "Action" },
  { kind: "character", label: "Character" },
  { kind: "parenthetical", label: "Paren." },
  { kind: "dialogue", label: "Dialogue" },
  { kind: "transition", label: "Transition" },
];

// The element of the cursor's line, and one tap to change it (phones have no Tab key).
function ElementBar({
  current,
  onPick,
}: {
  current: LineKind;
  onPick: (kind: CycleKind | "dialogue") => void;
}) {
  return (
    <div
      role="toolbar"
      aria-label="Element of the current line"
      className="flex shrink-0 gap-1 overflow-x-auto border-b border-line bg-paper px-2 py-1.5"
    >
      {ELEMENTS.map((e) => (
        <button
          key={e.kind}
          type="button"
          aria-pressed={current === e.kind}
          aria-label={e.kind === "parenthetical" ? "Parenthetical" : undefined}
          title={e.kind === "parenthetical" ? "Parenthetical" : undefined}
          // Keep the editor's selection: the button acts on the line the cursor is on.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(e.kind)}
          className={clsx(
            "shrink-0 rounded-md px-2.5 py-1 text-xs font-semibold",
            current === e.kind
              ? "bg-night text-paper"
              : "text-ink-soft hover:bg-cream hover:text-ink",
          )}
        >
          {e.label}
        </button>
      ))}
    </div>
  );
}

function currentScene(preview: Preview, line: number): number {
  let index = -1;
  preview.headingLines.forEach((l, i) => {
    if (l <= line) index = i;
  });
  return index;
}

function SaveIndicator({ status }: { status: SaveStatus }) {
  const content: Record<SaveStatus, { icon: React.ReactNode; text: string; tone: string }> = {
    saved: { icon: <Check className="size-4" aria-hidden />, text: "Saved", tone: "text-success" },
    unsaved: { icon: null, text: "Editing…", tone: "text-ink-soft" },
    saving: {
      icon: <Loader2 className="size-4 animate-spin" aria-hidden />,
      text: "Saving…",
      tone: "text-ink-soft",
    },
    offline: {
      icon: <CloudOff className="size-4" aria-hidden />,
      text: "Offline — changes kept locally",
      tone: "text-[#8a5a00]",
    },
    conflict: {
      icon: <AlertTriangle className="size-4" aria-hidden />,
      text: "Changed elsewhere",
      tone: "text-danger",
    },
    error: {
      icon: <AlertTriangle className="size-4" aria-hidden />,
      text: "Not saved",
      tone: "text-danger",
    },
  };
  const c = content[status];
  return (
    <p
      role="status"
      data-testid="save-status"
      data-status={status}
      className={clsx(
        "mt-6 inline-flex items-center gap-1.5 rounded-full border border-line bg-white px-3 py-1.5 text-sm font-medium",
        c.tone,
      )}
    >
      {c.icon}
      {c.text}
    </p>
  );
}

function SceneNavigator({
  preview,
  current,
  onGo,
}: {
  preview: Preview;
  current: number;
  onGo: (line: number, page: number) => void;
}) {
  const scenes = preview.pagination.scenes;
  if (scenes.length === 0) {
    return <p className="p-4 text-sm text-ink-soft">No scene headings yet (INT. or EXT. lines).</p>;
  }
  return (
    <nav aria-label="Scene navigator">
      <ol className="divide-y divide-line">
        {scenes.map((scene, i) => (
          <li key={i}>
            <button
              type="button"
              aria-current={i === current ? "true" : undefined}
              onClick={() => onGo(preview.headingLines[i] ?? 1, scene.page)}
              className={clsx(
                "flex w-full items-baseline gap-3 px-4 py-2.5 text-left hover:bg-cream",
                i === current && "bg-gold/15",
              )}
            >
              <span className="w-6 shrink-0 text-right text-xs text-ink-soft tabular-nums">
                {i + 1}
              </span>
              <span className="min-w-0 flex-1 truncate font-script text-sm font-bold uppercase">
                {scene.text}
              </span>
              <span className="shrink-0 text-xs text-ink-soft">p. {scene.page}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Statistics({ preview }: { preview: Preview }) {
  const s = preview.stats;
  const items = [
    { label: "Pages", value: s.pages },
    { label: "Running time", value: runningTime(s.runningTimeMinutes) },
    { label: "Scenes", value: s.scenes },
    { label: "Speaking characters", value: s.characters.length },
    { label: "Interior / exterior", value: `${s.interior} / ${s.exterior}` },
    { label: "Day / night", value: `${s.day} / ${s.night}` },
  ];
  const top = [...s.characters].sort((a, b) => b.dialogueLines - a.dialogueLines).slice(0, 12);
  const max = Math.max(1, ...top.map((c) => c.dialogueLines));
  return (
    <div className="grid gap-5 p-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.label} className="rounded-xl bg-paper px-3 py-2.5">
            <dt className="text-xs text-ink-soft">{item.label}</dt>
            <dd className="mt-0.5 font-display text-xl font-semibold tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
      {top.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Who speaks the most</h3>
          <ul className="mt-2 grid gap-1.5">
            {top.map((c) => (
              <li
                key={c.name}
                className="grid grid-cols-[8rem_1fr_auto] items-center gap-2 text-sm"
              >
                <span className="truncate font-script font-bold">{c.name}</span>
                <span className="h-2 rounded-full bg-cream">
                  <span
                    className="block h-full rounded-full bg-ember/70"
                    style={{ width: `${(c.dialogueLines / max) * 100}%` }}
                  />
                </span>
                <span className="text-xs text-ink-soft tabular-nums">
                  {c.speeches} {c.speeches === 1 ? "speech" : "speeches"}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function NameVersionDialog({
  open,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (o) {
          setName("");
          setError(null);
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-night/55 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-4 bottom-4 z-[61] mx-auto max-w-md rounded-3xl bg-white p-6 shadow-2xl outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2">
          <Dialog.Title className="text-lg font-semibold">Save a version</Dialog.Title>
          <Dialog.Description className="mt-1 text-ink-soft">
            Name this draft so you can find it again, e.g. “Before the rewrite of act two”.
          </Dialog.Description>
          <form
            className="mt-4 grid gap-3"
            onSubmit={async (e) => {
              e.preventDefault();
              if (!name.trim()) return;
              setPending(true);
              setError(null);
              try {
                await onSave(name.trim());
                onOpenChange(false);
              } catch (err) {
                setError(err instanceof Error ? err.message : "The version could not be saved.");
              } finally {
                setPending(false);
              }
            }}
          >
            <label htmlFor="version-name" className="text-sm font-medium">
              Name
            </label>
            <input
              id="version-name"
              value={name}
              maxLength={200}
              onChange={(e) => setName(e.target.value)}
              className={clsx(inputClasses(false), "h-11")}
            />
            {error && <FormAlert>{error}</FormAlert>}
            <div className="mt-2 grid grid-cols-2 gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button
                type="submit"
                pending={pending}
                pendingLabel="Saving…"
                disabled={!name.trim()}
              >
                Save version
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
