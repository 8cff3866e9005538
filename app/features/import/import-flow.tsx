import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { AppliedImport, Import } from "@contracts/imports.ts";
import { FormAlert } from "~/components/ui/form-alert";
import { ApiError } from "~/lib/api-client";
import { scenesQueryKey } from "~/features/scenes/scenes-api";
import { abandonImport, applyImport, importQueryKey, useImport } from "./imports-api";
import { FailedPanel, UploadPanel, WorkingPanel } from "./import-panels";
import { ReportPanel } from "./report-panel";
import { ResumeUpload } from "./resume-upload";
import { ImportPreview } from "./import-preview";
import { mergeSelection } from "./preview";
import type { Upload } from "./use-archive-upload";
import { forget } from "./upload-memory";

// One import, from its id in the URL: the server's status decides the screen, so a reload lands
// where the import is (the upload to resume, the unpacking, the preview, the report).
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
  const known = useRef<Set<string>>(new Set());
  const [applied, setApplied] = useState<AppliedImport | null>(null);

  const items = job.data?.items;
  useEffect(() => {
    if (!items) return;
    // The updater runs later, at the next render: it takes the ids known now, not then.
    const before = known.current;
    setSelected((current) => mergeSelection(current, before, items));
    known.current = new Set(items.map((item) => item.id));
  }, [items]);

  const target = job.data?.movieId ?? movieId;

  const apply = useMutation({
    mutationFn: (itemIds: string[]) => {
      if (!target) throw new Error("Choose a movie to import into.");
      return applyImport(importId, { movieId: target, itemIds });
    },
    onSuccess: (result) => {
      setApplied(result);
      void queryClient.invalidateQueries({ queryKey: importQueryKey(importId) });
      void queryClient.invalidateQueries({ queryKey: ["movies"] });
      // The movie's scenes may be kept from before (the offline store fetches them ahead).
      if (target) void queryClient.invalidateQueries({ queryKey: scenesQueryKey(target) });
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

  if (job.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading the import"
        className="h-48 animate-pulse rounded-3xl border border-line bg-white"
      />
    );
  }

  if (job.isError) {
    const gone = job.error instanceof ApiError && job.error.status === 404;
    return (
      <FailedPanel
        message={
          gone
            ? "This import no longer exists: it was cancelled, or finished long ago."
            : `We couldn't load this import. ${job.error.message}`
        }
        onStartOver={onClosed}
        pending={false}
      />
    );
  }

  const data: Import = job.data;

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
      return (
        <div className="grid gap-6">
          <WorkingPanel job={data} onCancel={cancel} cancelling={abandon.isPending} />
          {abandonError}
          {data.items.length > 0 && (
            <ImportPreview
              job={data}
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
      return <WorkingPanel job={data} cancelling={false} />;
    case "ready":
      return (
        <div className="grid gap-4">
          <ImportPreview
            job={data}
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
      return <ReportPanel job={data} applied={applied} movieId={target} onAnother={onClosed} />;
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
