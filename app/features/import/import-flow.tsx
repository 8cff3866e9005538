import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { FormAlert } from "#app/components/ui/form-alert";
import { ApiError } from "#app/lib/api-client";
import { scenesQueryKey } from "#app/features/scenes/scenes-api";
import { abandonImport, applyImport, importQueryKey, useImport } from "./imports-api";
import { FailedPanel, UnpackingPanel, UploadPanel } from "./import-panels";
import { ImportingPanel } from "./importing-panel";
import { WaitingPanel } from "./waiting-panel";
import { type ImportView } from "./import-poll";
import { StoppedNote } from "./stopped-note";
import { ReportPanel } from "./report-panel";
import { ResumeUpload } from "./resume-upload";
import { ImportPreview } from "./import-preview";
import { mergeSelection } from "./preview";
import type { Upload } from "./use-archive-upload";
import { forget } from "./upload-memory";

// One import, from its id in the URL: the server's status decides the screen, so a reload lands
// where the import is (the upload to resume, the unpacking, the preview, the scenes being made,
// the report).
export function ImportFlow({
  importId,
  movieId,
  upload,
  onClosed,
}: {
  importId: string;
  movieId: string | null;
  upload: Upload;
  onClosed: () => void;
}) {
  const queryClient = useQueryClient();
  const job = useImport(importId);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const known = useRef<ReadonlyMap<string, unknown>>(new Map());

  // A new object only when a poll brought items (mergeItems).
  const items = job.data?.items;
  useEffect(() => {
    if (!items) return;
    // The updater runs later, at the next render: it takes the ids known now, not then.
    const before = known.current;
    setSelected((current) => mergeSelection(current, before, items.list));
    known.current = items.byId;
  }, [items]);

  const target = job.data?.job.movieId ?? movieId;
  const status = job.data?.job.status;
  // Done, or back to the preview after stopping part way (chosen is 0 before any apply).
  const applied =
    status === "done" || (status === "ready" && (job.data?.job.counts.chosen ?? 0) > 0);

  // The scenes are made by the server's job: the movie's lists are fetched again once it ends
  // (the offline store may keep them from before).
  useEffect(() => {
    if (!applied) return;
    void queryClient.invalidateQueries({ queryKey: ["movies"] });
    if (target) void queryClient.invalidateQueries({ queryKey: scenesQueryKey(target) });
  }, [applied, target, queryClient]);

  const apply = useMutation({
    mutationFn: (itemIds: string[]) => {
      if (!target) throw new Error("Choose a movie to import into.");
      return applyImport(importId, { movieId: target, itemIds });
    },
    onSuccess: (result) => {
      // The job has started: its progress shows at once, and the next poll says how far it is.
      queryClient.setQueryData<ImportView>(importQueryKey(importId), (view) =>
        view
          ? {
              ...view,
              job: {
                ...view.job,
                status: result.status,
                waiting: result.waiting,
                progress: 0,
                counts: { ...view.job.counts, duplicates: 0, chosen: result.chosen },
              },
            }
          : view,
      );
      void queryClient.invalidateQueries({ queryKey: importQueryKey(importId) });
    },
  });

  const abandon = useMutation({
    mutationFn: async () => {
      upload.stop();
      try {
        await abandonImport(importId);
      } catch (error) {
        // Already gone is what was asked for.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onSuccess: () => {
      forget(localStorage, importId);
      queryClient.removeQueries({ queryKey: importQueryKey(importId) });
      onClosed();
    },
  });

  const cancel = () => abandon.mutate();
  const abandonError = abandon.error ? (
    <FormAlert>Couldn't cancel the import: {abandon.error.message}</FormAlert>
  ) : null;

  if (upload.state.kind === "sending") {
    return (
      <UploadPanel
        fileName={upload.state.fileName}
        progress={upload.state.progress}
        onCancel={cancel}
      />
    );
  }

  // A poll that fails now and then keeps the import on screen; only gone is gone.
  const gone = job.error instanceof ApiError && job.error.status === 404;
  if (gone || (job.isError && !job.data)) {
    return (
      <FailedPanel
        message={
          gone
            ? "This import no longer exists: it was cancelled, or finished long ago."
            : `We couldn't load this import. ${job.error?.message ?? ""}`
        }
        onStartOver={onClosed}
        pending={false}
      />
    );
  }

  if (!job.data) {
    return (
      <div
        role="status"
        aria-label="Loading the import"
        className="h-48 animate-pulse rounded-3xl border border-line bg-white"
      />
    );
  }

  const data = job.data.job;
  const list = job.data.items.list;

  switch (data.status) {
    case "uploading":
      return (
        <ResumeUpload
          importId={importId}
          uploadedBytes={data.uploadedBytes}
          upload={upload}
          onCancel={cancel}
          cancelError={abandonError}
        />
      );
    case "unpacking":
      if (data.waiting) {
        return (
          <div className="grid gap-6">
            <WaitingPanel step="read" onCancel={cancel} cancelling={abandon.isPending} />
            {abandonError}
          </div>
        );
      }
      return (
        <div className="grid gap-6">
          <UnpackingPanel job={data} onCancel={cancel} cancelling={abandon.isPending} />
          {abandonError}
          {list.length > 0 && (
            <ImportPreview
              items={list}
              selected={selected}
              onSelect={setSelected}
              onImport={() => undefined}
              importing={false}
              waiting
              error={null}
            />
          )}
        </div>
      );
    case "importing":
      if (data.waiting) {
        return (
          <div className="grid gap-6">
            <WaitingPanel step="apply" onCancel={cancel} cancelling={abandon.isPending} />
            {abandonError}
          </div>
        );
      }
      return (
        <ImportingPanel
          job={data}
          onStop={cancel}
          stopping={abandon.isPending}
          stopError={abandon.error?.message ?? null}
        />
      );
    case "ready":
      return (
        <div className="grid gap-4">
          {data.counts.chosen > 0 && <StoppedNote job={data} />}
          <ImportPreview
            items={list}
            selected={selected}
            onSelect={setSelected}
            onImport={(itemIds) => apply.mutate(itemIds)}
            importing={apply.isPending}
            error={apply.error ? `The scenes weren't made: ${apply.error.message}` : null}
          />
          {abandonError}
          <button
            type="button"
            onClick={cancel}
            className="justify-self-start rounded-lg px-2 py-2 text-sm font-medium text-ember-dark underline underline-offset-2 hover:bg-cream"
          >
            Cancel and delete the archive
          </button>
        </div>
      );
    case "done":
      return <ReportPanel job={data} movieId={target} onAnother={onClosed} />;
    case "failed":
      return (
        <>
          <FailedPanel
            message={data.error ?? "The archive couldn't be read."}
            onStartOver={cancel}
            pending={abandon.isPending}
          />
          {abandonError}
        </>
      );
  }
}
