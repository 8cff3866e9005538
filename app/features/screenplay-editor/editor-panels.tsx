import { lazy, Suspense } from "react";
import type { MarginComment } from "./comment-margin";
import { Tab, TabList, TabPanel, Tabs } from "#app/components/ui/tabs";
import { ElementBar } from "./element-bar";
import type { EditorCollab, FountainEditorHandle } from "./fountain-editor";
import type { LineKind } from "./fountain-lines";
import { SceneNavigator } from "./scene-navigator";
import { TitlePageForm } from "./title-page-form";
import type { Draft } from "./use-autosave";
import type { Preview } from "./use-pagination";

// CodeMirror is most of this screen's weight: it loads in its own chunk while the page, its
// toolbar and the preview are already there, keeping the app's first load within its budget.
const FountainEditor = lazy(() =>
  import("./fountain-editor").then((m) => ({ default: m.FountainEditor })),
);

// The statistics and production tabs are opened by few people and rarely first: they load when
// their tab is chosen.
const Statistics = lazy(() =>
  import("./statistics-panel").then((m) => ({ default: m.Statistics })),
);
const ProductionPanel = lazy(() =>
  import("./production-panel").then((m) => ({ default: m.ProductionPanel })),
);

function TabLoading() {
  return (
    <p role="status" className="p-4 text-sm text-ink-soft">
      Loading…
    </p>
  );
}

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

export type EditorTab = "script" | "title" | "scenes" | "stats" | "production";

const TABS: { id: EditorTab; label: string }[] = [
  { id: "script", label: "Script" },
  { id: "title", label: "Title page" },
  { id: "scenes", label: "Scenes" },
  { id: "stats", label: "Statistics" },
  { id: "production", label: "Production" },
];

// The writing side: the script in the Fountain editor (with the element bar), the title page,
// the scene list and the statistics, as tabs.
export function EditorPanels({
  tab,
  onTabChange,
  draft,
  editorKey,
  cursorKind,
  sceneIndex,
  preview,
  onCursor,
  onFountainChange,
  onTitlePageChange,
  production,
  editorRef,
  comments,
  onOpenComments,
  live = null,
}: {
  /** The production tab: lock, revisions, reports (see production-panel.tsx). */
  production: {
    movieId: string;
    title: string;
    hasDocument: boolean;
    beforeAction: () => Promise<void>;
  };
  tab: EditorTab;
  onTabChange: (tab: EditorTab) => void;
  draft: Draft;
  /** A new key remounts the editor with the draft's text (the text was replaced, not typed). */
  editorKey: number;
  cursorKind: LineKind;
  sceneIndex: number;
  preview: Preview;
  onCursor: (line: number, kind: LineKind, selection: { from: number; to: number }) => void;
  onFountainChange: (fountain: string) => void;
  onTitlePageChange: (titlePage: Draft["titlePage"]) => void;
  /** The editor's handle, for the page to move it (to a scene, to a comment). */
  editorRef: React.RefObject<FountainEditorHandle | null>;
  /** Readers' comments in the margin, and a click on one of them. */
  comments: readonly MarginComment[];
  onOpenComments: (ids: string[]) => void;
  /** A live screenplay: the shared text (null while it opens); see fountain-editor.tsx. */
  live?: { collab: EditorCollab | null; titlePageReadOnly: boolean } | null;
}) {
  const collab = live?.collab ?? null;
  return (
    <section
      aria-label="Editor"
      className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-line bg-white"
    >
      <Tabs value={tab} onValueChange={onTabChange} className="contents">
        <TabList label="Editor panels">
          {TABS.map((t) => (
            <Tab key={t.id} value={t.id}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        <div className="h-[58dvh] min-h-[360px] lg:h-[calc(100dvh-19rem)] lg:min-h-[440px]">
          <TabPanel value="script" className="h-full">
            <div className="flex h-full flex-col">
              <ElementBar
                current={cursorKind}
                onPick={(kind) => editorRef.current?.setElement(kind)}
              />
              <Suspense fallback={<EditorLoading />}>
                {live && !collab ? (
                  <EditorLoading />
                ) : (
                  <FountainEditor
                    key={collab ? `live-${editorKey}-${collab.readOnly}` : editorKey}
                    collab={collab ?? undefined}
                    ref={editorRef}
                    initialText={draft.fountain}
                    label="Screenplay text (Fountain)"
                    onChange={onFountainChange}
                    onCursorLine={onCursor}
                    comments={comments}
                    onOpenComments={onOpenComments}
                    className="min-h-0 flex-1"
                  />
                )}
              </Suspense>
            </div>
          </TabPanel>
          <TabPanel value="title" className="h-full overflow-y-auto">
            {live?.titlePageReadOnly ? (
              <fieldset disabled className="contents">
                <p className="px-4 pt-4 text-sm text-ink-soft">
                  The movie is shared with you to read: its editors and owner change the title page.
                </p>
                <TitlePageForm titlePage={draft.titlePage} onChange={onTitlePageChange} />
              </fieldset>
            ) : (
              <TitlePageForm titlePage={draft.titlePage} onChange={onTitlePageChange} />
            )}
          </TabPanel>
          <TabPanel value="scenes" className="h-full overflow-y-auto">
            <SceneNavigator
              preview={preview}
              current={sceneIndex}
              onGo={(line, page) => {
                onTabChange("script");
                requestAnimationFrame(() => editorRef.current?.goToLine(line));
                document.getElementById(`page-${page}`)?.scrollIntoView({ block: "start" });
              }}
            />
          </TabPanel>
          <TabPanel value="stats" className="h-full overflow-y-auto">
            <Suspense fallback={<TabLoading />}>
              <Statistics preview={preview} />
            </Suspense>
          </TabPanel>
          <TabPanel value="production" className="h-full overflow-y-auto">
            <Suspense fallback={<TabLoading />}>
              <ProductionPanel {...production} />
            </Suspense>
          </TabPanel>
        </div>
      </Tabs>
      <p className="border-t border-line bg-paper px-4 py-2 text-xs text-ink-soft max-sm:hidden">
        <kbd className="font-sans font-semibold">Tab</kbd> changes the line: action, character,
        parenthetical, transition, scene heading.{" "}
        <kbd className="font-sans font-semibold">Enter</kbd> after a character goes to dialogue.{" "}
        <kbd className="font-sans font-semibold">Esc</kbd> then{" "}
        <kbd className="font-sans font-semibold">Tab</kbd> leaves the editor.
      </p>
    </section>
  );
}
