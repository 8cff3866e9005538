import { lazy, Suspense } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog";
import { useToast } from "#app/components/ui/toast";
import { nameCurrentVersion, versionsKey, type Screenplay } from "./screenplay-api";
import type { useScreenplayWorkspace } from "./use-screenplay-workspace";

// "Save a version" brings the form library with it: it loads when first opened, so the editor's
// first load stays within its budget.
// The history opens on a click: its code stays out of the editor's first load.
const VersionsDialog = lazy(() =>
  import("./versions-dialog").then((m) => ({ default: m.VersionsDialog })),
);
const NameVersionDialog = lazy(() =>
  import("./name-version-dialog").then((m) => ({ default: m.NameVersionDialog })),
);

/** The editor screen's dialogs: the versions, a new draft over edits, and naming a version. */
export function WorkspaceDialogs({
  movieId,
  work,
  versionsOpen,
  setVersionsOpen,
  namingOpen,
  setNamingOpen,
}: {
  movieId: string;
  work: ReturnType<typeof useScreenplayWorkspace>;
  versionsOpen: boolean;
  setVersionsOpen: (open: boolean) => void;
  namingOpen: boolean;
  setNamingOpen: (open: boolean) => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { live, autosave } = work;
  return (
    <>
      {versionsOpen && (
        <Suspense fallback={null}>
          <VersionsDialog
            movieId={movieId}
            open={versionsOpen}
            onOpenChange={setVersionsOpen}
            beforeRestore={work.settle}
            onRestored={(s: Screenplay) => {
              work.replaceDocument(s);
              toast({
                title: "Version restored",
                description: "The text before it is kept under Versions.",
              });
            }}
          />
        </Suspense>
      )}
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
      {namingOpen && (
        <Suspense fallback={null}>
          <NameVersionDialog
            open={namingOpen}
            onOpenChange={setNamingOpen}
            onSave={async (name) => {
              if (work.liveMode) {
                // The server names the shared text as stored: wait for this device's last
                // keystrokes to be stored first.
                await live?.whenSaved();
                await nameCurrentVersion(movieId, name);
                await queryClient.invalidateQueries({ queryKey: versionsKey(movieId) });
              } else {
                await autosave.flush(name);
              }
              toast({ title: `Saved as “${name}”`, description: "Find it under Versions." });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
