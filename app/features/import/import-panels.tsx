import { AlertTriangle, Loader2 } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { ProgressBar } from "#app/features/develop/progress-parts";
import { sourceName } from "./archive-sources";
import { formatBytes } from "#contracts/format-bytes.ts";
import { countOf } from "#contracts/plural.ts";
import { percent } from "./format";
import type { ImportJob } from "./import-poll";
import type { UploadProgress } from "./upload-archive";

export function Panel({ children, labelledBy }: { children: React.ReactNode; labelledBy: string }) {
  return (
    <section
      aria-labelledby={labelledBy}
      className="rounded-3xl border border-line bg-white px-5 py-6 shadow-sm sm:px-8 sm:py-8"
    >
      {children}
    </section>
  );
}

export function UploadPanel({
  fileName,
  progress,
  onCancel,
}: {
  fileName: string;
  progress: UploadProgress;
  onCancel: () => void;
}) {
  const fraction = progress.totalBytes > 0 ? progress.sentBytes / progress.totalBytes : 0;
  return (
    <Panel labelledBy="upload-title">
      <h2 id="upload-title" className="font-display text-2xl font-semibold">
        Uploading your archive
      </h2>
      <p className="mt-1 truncate text-ink-soft">{fileName}</p>
      <div className="mt-5">
        <ProgressBar percent={percent(fraction)} label="Upload" />
      </div>
      <p className="mt-2 flex justify-between gap-3 text-sm text-ink-soft" aria-live="polite">
        <span>
          {formatBytes(progress.sentBytes)} of {formatBytes(progress.totalBytes)}
        </span>
        <span className="font-semibold text-ink">{percent(fraction)}%</span>
      </p>
      {progress.retrying && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-ink">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          The connection dropped. Trying again; the upload goes on from where it stopped.
        </p>
      )}
      <p className="mt-4 text-sm text-ink-soft">
        You can keep this page open in the background. If it closes, come back and choose the same
        file: the upload goes on from where it stopped.
      </p>
      <Button variant="ghost" className="mt-4 -ml-3" onClick={onCancel}>
        Cancel import
      </Button>
    </Panel>
  );
}

// While the archive is read (the unpacking job): its progress and the items found so far.
export function UnpackingPanel({
  job,
  onCancel,
  cancelling,
}: {
  job: ImportJob;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const title = "Reading your archive";
  return (
    <Panel labelledBy="working-title">
      <h2 id="working-title" className="font-display text-2xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-ink-soft">
        {job.source ? `${sourceName(job.source)} archive. ` : ""}
        We read it on our side; you can close this page and come back.
      </p>
      <div className="mt-5">
        <ProgressBar percent={percent(job.progress)} label={title} />
      </div>
      <p className="mt-2 flex justify-between gap-3 text-sm text-ink-soft" aria-live="polite">
        <span>{countOf(job.counts.items, "item", "items")} found so far</span>
        <span className="font-semibold text-ink">{percent(job.progress)}%</span>
      </p>
      <Button
        variant="ghost"
        className="mt-4 -ml-3"
        onClick={onCancel}
        pending={cancelling}
        pendingLabel="Cancelling..."
      >
        Cancel import
      </Button>
    </Panel>
  );
}

export function FailedPanel({
  message,
  onStartOver,
  pending,
}: {
  message: string;
  onStartOver: () => void;
  pending: boolean;
}) {
  return (
    <Panel labelledBy="failed-title">
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-1 size-6 shrink-0 text-danger" aria-hidden />
        <div className="min-w-0">
          <h2 id="failed-title" className="font-display text-2xl font-semibold">
            This import didn't work
          </h2>
          <p role="alert" className="mt-2 break-words text-ink">
            {message}
          </p>
          <p className="mt-2 text-sm text-ink-soft">
            Check that the ZIP is the archive exactly as the platform gave it (JSON format, not
            HTML), then start again with it. Nothing was added to your movie.
          </p>
          <Button
            className="mt-5"
            onClick={onStartOver}
            pending={pending}
            pendingLabel="Clearing..."
          >
            Start again
          </Button>
        </div>
      </div>
    </Panel>
  );
}
