import { Download, Loader2 } from "lucide-react";
import { useState } from "react";
import { useToast } from "#app/components/ui/toast";
import {
  ProFeatureNotice,
  ProMark,
  isPlanFeatureError,
  useProLocked,
} from "#app/features/billing/pro-feature";
import { downloadBlob } from "#app/lib/api-client";

const FORMATS = [
  { ext: "pdf", label: "PDF", hint: "to read and print" },
  { ext: "fdx", label: "FDX", hint: "Final Draft" },
  { ext: "fountain", label: "Fountain", hint: "plain text" },
] as const;
type Ext = (typeof FORMATS)[number]["ext"];

export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

// PDF, FDX and Fountain files of the saved document, with progress while one downloads.
// `query` carries the print options (see print-options.tsx). FDX is Lifescript Pro when payments
// are set up: a Free user sees its Pro mark, and trying it shows how to upgrade.
export function ExportButtons({
  movieId,
  title,
  beforeExport,
  query = "",
}: {
  movieId: string;
  title: string;
  beforeExport: () => Promise<void>;
  query?: string;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState<{ ext: Ext; percent: number | null } | null>(null);
  const proLocked = useProLocked();
  const [proNotice, setProNotice] = useState(false);

  async function run(ext: Ext) {
    if (busy) return;
    setProNotice(false);
    if (ext === "fdx" && proLocked) {
      setProNotice(true);
      return;
    }
    setBusy({ ext, percent: null });
    try {
      // The file is made from the saved document: save what is typed first.
      await beforeExport();
      const { blob, filename } = await downloadBlob(
        `/api/movies/${movieId}/screenplay.${ext}${query}`,
        (received, total) =>
          setBusy({ ext, percent: total ? Math.round((received / total) * 100) : null }),
      );
      const fallback = `${title.replace(/[^\p{L}\p{N} _-]+/gu, "").trim() || "screenplay"}.${ext}`;
      saveBlob(blob, filename ?? fallback);
    } catch (e) {
      if (isPlanFeatureError(e)) {
        setProNotice(true);
        return;
      }
      toast({
        title: "The file could not be made",
        description: e instanceof Error ? e.message : "Check your connection and try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <div role="group" aria-label="Export" className="flex flex-wrap gap-2">
        {FORMATS.map((f) => {
          const active = busy?.ext === f.ext;
          return (
            <button
              key={f.ext}
              type="button"
              onClick={() => void run(f.ext)}
              disabled={Boolean(busy)}
              aria-busy={active || undefined}
              title={`${f.label}: ${f.hint}`}
              className="relative inline-flex h-9 items-center gap-1.5 overflow-hidden rounded-lg border border-line bg-white px-3 text-sm font-medium hover:bg-cream disabled:cursor-not-allowed disabled:opacity-70"
            >
              {active ? (
                <Loader2 className="size-4 animate-spin" aria-hidden />
              ) : (
                <Download className="size-4" aria-hidden />
              )}
              {active ? (
                `Preparing ${f.label}${busy?.percent !== null && busy?.percent !== undefined ? ` ${busy.percent}%` : "…"}`
              ) : (
                <>
                  <span className="sr-only">Export </span>
                  {f.label}
                  {f.ext === "fdx" && proLocked && <ProMark />}
                </>
              )}
              {active && (
                <span
                  aria-hidden
                  className="absolute bottom-0 left-0 h-0.5 bg-ember transition-[width]"
                  style={{ width: `${busy?.percent ?? 30}%` }}
                />
              )}
            </button>
          );
        })}
      </div>
      {proNotice && (
        <div className="basis-full">
          <ProFeatureNotice feature="fdxExport" />
        </div>
      )}
    </>
  );
}
