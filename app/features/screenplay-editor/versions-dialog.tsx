import * as Dialog from "@radix-ui/react-dialog";
import { ArrowLeft, History, Loader2, RotateCcw, X } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { formatDateTime, relativeTime } from "#app/lib/format-date";
import {
  fetchVersion,
  useRestore,
  useVersions,
  type Screenplay,
  type ScreenplayVersion,
  type ScreenplayVersionSummary,
} from "./screenplay-api";
import { pagesLabel, ScreenplayPages } from "./screenplay-pages";
import { buildPreview } from "./use-pagination";
import { countOf } from "#contracts/plural.ts";

const KIND_LABEL: Record<ScreenplayVersionSummary["kind"], string> = {
  compile: "Written from your scenes",
  save: "Saved version",
  import: "Imported file",
  restore: "Before a restore",
  lock: "Pages locked",
  revision: "Revision started",
  merge: "Edits made offline merged",
};

// Every compile, named save and import, newest first: view one, restore one.
export function VersionsDialog({
  movieId,
  open,
  onOpenChange,
  beforeRestore,
  onRestored,
}: {
  movieId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  beforeRestore: () => Promise<void>;
  onRestored: (screenplay: Screenplay) => void;
}) {
  const versions = useVersions(movieId);
  const restore = useRestore(movieId);
  const [viewing, setViewing] = useState<ScreenplayVersion | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(
    () => (viewing ? buildPreview(viewing.fountain, viewing.titlePage) : null),
    [viewing],
  );

  async function view(id: string) {
    setError(null);
    setLoadingId(id);
    try {
      setViewing(await fetchVersion(movieId, id));
    } catch (e) {
      setError(e instanceof Error ? e.message : "The version could not be loaded.");
    } finally {
      setLoadingId(null);
    }
  }

  async function doRestore(id: string) {
    setError(null);
    try {
      await beforeRestore();
      const result = await restore.mutateAsync(id);
      onRestored(result);
      setViewing(null);
      onOpenChange(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : "The version could not be restored.");
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) setViewing(null);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-night/55 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-[61] flex max-h-[92dvh] flex-col rounded-t-3xl bg-paper shadow-2xl outline-none sm:inset-y-0 sm:right-0 sm:left-auto sm:max-h-none sm:w-[min(560px,100vw)] sm:rounded-none sm:rounded-l-3xl">
          <div className="flex items-center gap-3 border-b border-line px-5 py-4">
            {viewing ? (
              <button
                type="button"
                onClick={() => setViewing(null)}
                aria-label="Back to all versions"
                className="grid size-9 place-items-center rounded-lg hover:bg-cream"
              >
                <ArrowLeft className="size-5" aria-hidden />
              </button>
            ) : (
              <History className="size-5 text-ember" aria-hidden />
            )}
            <div className="min-w-0 flex-1">
              <Dialog.Title className="font-display text-xl font-semibold">
                {viewing ? (viewing.name ?? KIND_LABEL[viewing.kind]) : "Versions"}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-ink-soft">
                {viewing
                  ? `${formatDateTime(viewing.createdAt)} · ${preview ? pagesLabel(preview.pagination.pages.length) : ""}`
                  : "Every draft written from your scenes, every named save and import. Restoring keeps the current text here too."}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close versions"
              className="grid size-9 place-items-center rounded-lg hover:bg-cream"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            {error && (
              <div className="mb-3">
                <FormAlert>{error}</FormAlert>
              </div>
            )}
            {viewing && preview ? (
              <div className="grid gap-4">
                <Button
                  onClick={() => void doRestore(viewing.id)}
                  pending={restore.isPending}
                  pendingLabel="Restoring…"
                >
                  <RotateCcw className="size-4" aria-hidden />
                  Restore this version
                </Button>
                <ScreenplayPages
                  geometry={preview.pagination.geometry}
                  titlePage={preview.pagination.titlePage}
                  pages={preview.pagination.pages}
                  idPrefix="version-page"
                />
              </div>
            ) : versions.isPending ? (
              <p role="status" className="flex items-center gap-2 text-ink-soft">
                <Loader2 className="size-4 animate-spin" aria-hidden /> Loading versions…
              </p>
            ) : versions.isError ? (
              <FormAlert>{versions.error.message}</FormAlert>
            ) : versions.data.length === 0 ? (
              <p className="text-ink-soft">
                No versions yet. Writing the first draft from your scenes, importing a file or
                saving a named version adds one here.
              </p>
            ) : (
              <ul className="grid gap-2">
                {versions.data.map((v) => (
                  <li
                    key={v.id}
                    className="flex items-center gap-3 rounded-xl border border-line bg-white px-4 py-3"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-semibold">{v.name ?? KIND_LABEL[v.kind]}</p>
                      <p className="text-xs text-ink-soft">
                        <time dateTime={v.createdAt} title={formatDateTime(v.createdAt)}>
                          {relativeTime(v.createdAt)}
                        </time>
                        {v.name ? ` · ${KIND_LABEL[v.kind]}` : ""} ·{" "}
                        {countOf(v.characters, "character", "characters")}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => void view(v.id)}
                      pending={loadingId === v.id}
                    >
                      View
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => void doRestore(v.id)}
                      disabled={restore.isPending}
                    >
                      Restore
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
