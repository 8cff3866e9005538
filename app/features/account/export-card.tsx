import { Download, FileArchive, Loader2 } from "lucide-react";
import { Button, buttonClasses } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { useAccountExport, useStartExport, type AccountExport } from "./account-api";
import { formatBytes } from "#contracts/format-bytes.ts";
import { formatDateTime } from "#app/lib/format-date";

const until = (iso: string | null) => (iso ? formatDateTime(iso) : "");

// "Download my data": start an export, watch it being built, download the ZIP when it is ready.
// `exportId` is the one being shown (from the mail's link, or the one just started).
export function ExportCard({
  exportId,
  onStarted,
}: {
  exportId: string | null;
  onStarted: (id: string) => void;
}) {
  const start = useStartExport();
  const current = useAccountExport(exportId);
  const shown: AccountExport | undefined = current.data;
  const building = shown?.status === "queued" || shown?.status === "running";

  return (
    <section
      aria-labelledby="export-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-ember/10 text-ember">
          <FileArchive className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="export-title" className="text-lg font-semibold">
            Download my data
          </h2>
          <p className="mt-1 leading-relaxed text-ink-soft">
            One ZIP file with everything you wrote: your movies, scenes, characters, development
            cards, beat boards, every screenplay as PDF, Fountain and Final Draft with its saved
            versions, and your photos and videos. We email you a link too; it works for 24 hours.
          </p>
        </div>
      </div>

      <div className="mt-5 grid gap-3" aria-live="polite">
        {current.isError && (
          <FormAlert>
            {current.error.message}. The link may belong to another account or be mistyped.
          </FormAlert>
        )}
        {start.isError && <FormAlert>{start.error.message}</FormAlert>}
        {building && (
          <FormAlert tone="info">
            <span className="flex items-center gap-2 font-medium">
              <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
              Preparing your file…
            </span>
            <span className="mt-0.5 block text-ink-soft">
              This takes a minute or two for a large library. You can leave this page: we email you
              when it is ready.
            </span>
          </FormAlert>
        )}
        {shown?.status === "done" && shown.downloadUrl && (
          <FormAlert tone="success">
            <span className="block font-medium">Your file is ready.</span>
            <span className="block">
              {shown.byteSize !== null ? `${formatBytes(shown.byteSize)}, ` : ""}
              the link works until {until(shown.expiresAt)}.
            </span>
          </FormAlert>
        )}
        {(shown?.status === "failed" || shown?.status === "expired") && shown.message && (
          <FormAlert>{shown.message}</FormAlert>
        )}

        <div className="flex flex-wrap gap-3">
          {shown?.status === "done" && shown.downloadUrl ? (
            <a href={shown.downloadUrl} download className={buttonClasses({ size: "lg" })}>
              <Download className="size-5" aria-hidden />
              Download ZIP
            </a>
          ) : (
            <Button
              size="lg"
              variant={building ? "secondary" : "primary"}
              disabled={building}
              pending={start.isPending}
              pendingLabel="Starting…"
              onClick={() => start.mutate(undefined, { onSuccess: (e) => onStarted(e.id) })}
            >
              <FileArchive className="size-5" aria-hidden />
              {building ? "Preparing…" : "Download my data"}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
