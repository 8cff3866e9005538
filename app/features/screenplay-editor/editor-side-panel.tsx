import { Loader2 } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "#app/components/ui/toast";
import { usePublicConfig } from "#app/features/auth/use-public-config";
import { useApplyCardIdea } from "#app/features/develop/use-apply-card-idea";
import { DESKTOP_QUERY, useMediaQuery } from "#app/lib/use-media-query";
import { FirstDraftInvite } from "./first-draft-invite";
import { SidePanel, SidePanelToggle, usePanelContent, type PanelView } from "./side-panel";
import { useSidePanel } from "./use-side-panel";

// The co-writer loads when the side panel first opens: once there is a script the panel starts
// closed, and the editor's first load stays within its budget (docs/ARCHITECTURE.md, Budgets).
const CowriterPanel = lazy(() =>
  import("#app/features/cowriter/cowriter-panel").then((m) => ({ default: m.CowriterPanel })),
);

type TextRange = { from: number; to: number };

/** The readers' comments' part of the panel: shown when the movie has any. */
export type CommentsPart = {
  available: boolean;
  /** Threads still open: the number on the switch. */
  count: number;
  /** The list (lazy: it loads when first shown). */
  render: () => React.ReactNode;
  /** The view opened or closed (the list is fetched again when it opens). */
  onShownChange?: (shown: boolean) => void;
};

/**
 * The editor's side panel: the first-draft invite while there is no script, the co-writer where
 * the server has one, and readers' comments when there are any; one view at a time. Its parts for
 * the page to place: the switches (beside the title), the column (beside the editor on a desktop,
 * when open), the sheet (a phone's), and the content, rendered once wherever it shows.
 */
export function useEditorSidePanel({
  movieId,
  empty,
  invite,
  writing,
  onWrite,
  fountain,
  cursorLine,
  selection,
  onApply,
  comments,
  mayEdit = true,
}: {
  movieId: string;
  /** False for people the movie is shared with to comment or read: the co-writer writes. */
  mayEdit?: boolean;
  empty: boolean;
  /** No script written yet: the panel invites the first draft. */
  invite: boolean;
  writing: boolean;
  onWrite: () => void;
  fountain: string;
  cursorLine: number;
  selection: TextRange | null;
  onApply: (next: string, versionName: string) => Promise<void>;
  comments: CommentsPart;
}) {
  const toast = useToast();
  const applyCardIdea = useApplyCardIdea(movieId);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [panelOpen, setPanelOpen] = useSidePanel(empty);
  const [sheetOpen, setSheetOpen] = useState(false);
  const cowriter = usePublicConfig().data?.cowriter === true && mayEdit;
  const helper = (invite && mayEdit) || cowriter;
  const hasPanel = helper || comments.available;
  const [chosen, setChosen] = useState<PanelView>("cowriter");
  const view: PanelView = !helper ? "comments" : !comments.available ? "cowriter" : chosen;
  const open = hasPanel && (desktop ? panelOpen : sheetOpen);
  const setOpen = desktop ? setPanelOpen : setSheetOpen;
  // Once opened, each view's content stays mounted (closed, it is only out of sight).
  const [used, setUsed] = useState(open && view === "cowriter");
  if (open && view === "cowriter" && !used) setUsed(true);
  const [commentsUsed, setCommentsUsed] = useState(false);
  if (open && view === "comments" && !commentsUsed) setCommentsUsed(true);
  const commentsShown = open && view === "comments";
  const onShownChange = comments.onShownChange;
  useEffect(() => onShownChange?.(commentsShown), [commentsShown, onShownChange]);

  /** The switch of one view: opens the panel on it, or closes the panel showing it. */
  const toggle = (v: PanelView, count = 0) => (
    <SidePanelToggle
      view={v}
      count={count}
      iconOnPhone={Boolean(helper) && comments.available}
      open={open && view === v}
      onOpenChange={(next) => {
        setChosen(v);
        setOpen(next);
      }}
    />
  );

  const { content, place } = usePanelContent(
    <>
      {comments.available && commentsUsed && (
        <div hidden={view !== "comments"} className={desktop ? "" : "pb-4"}>
          {comments.render()}
        </div>
      )}
      <div hidden={view !== "cowriter"} className="flex flex-col gap-3">
        {invite && mayEdit && (
          <FirstDraftInvite
            writing={writing}
            onWrite={() => {
              setSheetOpen(false);
              onWrite();
            }}
          />
        )}
        {cowriter && used && (
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 p-4 text-sm text-ink-soft">
                <Loader2 className="size-4 animate-spin text-ember" aria-hidden />
                Opening the co-writer…
              </p>
            }
          >
            <CowriterPanel
              movieId={movieId}
              fountain={fountain}
              cursorLine={cursorLine}
              selection={selection}
              onApply={onApply}
              onUseCard={async (idea, text) => {
                try {
                  await applyCardIdea(idea, text);
                } catch (error) {
                  toast({
                    title: "The suggestion was not saved",
                    description:
                      error instanceof Error
                        ? error.message
                        : "Check your connection and try again. Your cards are unchanged.",
                    variant: "destructive",
                  });
                  throw error;
                }
              }}
              className={
                desktop
                  ? "rounded-2xl border border-line bg-white/70 p-4"
                  : "border-t border-line pt-4"
              }
            />
          </Suspense>
        )}
      </div>
    </>,
  );

  const panel = (
    <SidePanel desktop={desktop} open={open} onOpenChange={setOpen} place={place} view={view} />
  );
  return {
    /** Open beside the editor: the layout makes room for it. */
    besideEditor: hasPanel && desktop && open,
    toggle: hasPanel ? (
      <>
        {helper && toggle("cowriter")}
        {comments.available && toggle("comments", comments.count)}
      </>
    ) : null,
    /** A phone's sheet covers the editor: closed to show a place in the script. */
    closeOnPhone: () => {
      if (!desktop) setSheetOpen(false);
    },
    /** Opens the panel on the comments (a marker in the margin was clicked). */
    showComments: () => {
      setChosen("comments");
      setOpen(true);
    },
    column: hasPanel && desktop && open ? <div className="relative min-w-0">{panel}</div> : null,
    sheet: hasPanel && !desktop ? panel : null,
    content: hasPanel ? content : null,
  };
}
