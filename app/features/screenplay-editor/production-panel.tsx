import { Download, Loader2, Lock, LockOpen, Palette } from "lucide-react";
import { useState } from "react";
import { revisionColour } from "#screenplay/production/colours.ts";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog";
import { useToast } from "#app/components/ui/toast";
import { downloadBlob } from "#app/lib/api-client";
import { formatDate } from "#app/lib/format-date";
import { saveBlob } from "./export-buttons";
import {
  useLockPages,
  useNewRevision,
  useProduction,
  type Production,
  type Revision,
} from "./production-api";
import { ProductionReports } from "./production-reports";

// The script in production, in the editor's side panel: lock the pages and scene numbers, start
// the next coloured revision, print the revised pages, download the production reports.
// Its grids are one column of minmax(0, 1fr), so a truncated hint never widens it past a phone.

/** The colour the next revision takes (the engine's industry order, as the server names it). */
function nextColour(p: Production): string {
  return revisionColour((p.current?.ordinal ?? 0) + 1).name;
}

// A revision's day (YYYY-MM-DD), read at noon so no time zone moves it to the day before.
function shortDate(day: string): string {
  return formatDate(`${day}T12:00:00`) || day;
}

export function Swatch({ revision, size = "size-4" }: { revision: Revision; size?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-block ${size} shrink-0 rounded-full border border-ink/25`}
      style={{ backgroundColor: revision.paper }}
    />
  );
}

export function ProductionPanel({
  movieId,
  title,
  beforeAction,
  hasDocument,
}: {
  movieId: string;
  title: string;
  /** Saves what is typed: locks, revisions and files work on the saved text. */
  beforeAction: () => Promise<void>;
  hasDocument: boolean;
}) {
  const toast = useToast();
  const production = useProduction(movieId);
  const lock = useLockPages(movieId);
  const revision = useNewRevision(movieId);
  const [askUnlock, setAskUnlock] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const fail = (what: string) => (e: unknown) =>
    toast({
      title: what,
      description: e instanceof Error ? e.message : "Check your connection and try again.",
      variant: "destructive",
    });

  async function download(path: string, id: string, fallback: string) {
    if (busy) return;
    setBusy(id);
    try {
      await beforeAction();
      const { blob, filename } = await downloadBlob(path);
      saveBlob(blob, filename ?? fallback);
    } catch (e) {
      fail("The file could not be made")(e);
    } finally {
      setBusy(null);
    }
  }

  if (production.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 p-4 text-sm text-ink-soft">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Loading…
      </p>
    );
  }
  if (production.isError) {
    return (
      <div className="grid grid-cols-1 gap-2 p-4 text-sm">
        <p>{production.error.message}</p>
        <Button size="sm" variant="secondary" onClick={() => void production.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const p = production.data;
  const current = p.current;
  const base = `/api/movies/${movieId}/screenplay`;
  const file = title.replace(/[^\p{L}\p{N} _-]+/gu, "").trim() || "screenplay";

  return (
    <div className="grid grid-cols-1 gap-5 p-4 text-sm">
      <section aria-labelledby="pages-lock" className="grid grid-cols-1 gap-2">
        <h3 id="pages-lock" className="font-semibold">
          Pages and scene numbers
        </h3>
        <p className="text-ink-soft">
          {p.locked
            ? `Locked${p.lockedAt ? ` since ${shortDate(p.lockedAt.slice(0, 10))}` : ""}. New material after page 12 goes on 12A; a new scene after 14 is 14A; a cut scene stays as OMITTED. Downloaded files keep these numbers; the preview numbers the pages as they fall now.`
            : "Lock them when the script goes into production, so pages and scenes keep their numbers while you revise."}
        </p>
        <div>
          {p.locked ? (
            <Button size="sm" variant="secondary" onClick={() => setAskUnlock(true)}>
              <LockOpen className="size-4" aria-hidden /> Unlock pages
            </Button>
          ) : (
            <Button
              size="sm"
              disabled={!hasDocument}
              pending={lock.isPending}
              pendingLabel="Locking…"
              onClick={async () => {
                try {
                  await beforeAction();
                  await lock.mutateAsync(true);
                  toast({
                    title: "Pages locked",
                    description: "Page and scene numbers now stay put.",
                  });
                } catch (e) {
                  fail("The pages could not be locked")(e);
                }
              }}
            >
              <Lock className="size-4" aria-hidden /> Lock pages
            </Button>
          )}
        </div>
      </section>

      <section aria-labelledby="revisions" className="grid grid-cols-1 gap-2">
        <h3 id="revisions" className="font-semibold">
          Revisions
        </h3>
        {current ? (
          <p className="flex items-center gap-2" data-testid="current-revision">
            <Swatch revision={current} />
            <span>
              {current.ordinal === 0 ? (
                "Production draft (White): no changes marked yet."
              ) : (
                <>
                  <strong>{current.title}</strong>, started {shortDate(current.date)}: changes are
                  marked with *.
                </>
              )}
            </span>
          </p>
        ) : (
          <p className="text-ink-soft">
            Lock the pages once to make this the production draft; each revision after it takes the
            next colour.
          </p>
        )}
        {p.revisions.length > 1 && (
          <ol className="flex flex-wrap gap-1.5" aria-label="Revisions so far">
            {p.revisions.map((r) => (
              <li
                key={r.ordinal}
                className="inline-flex items-center gap-1.5 rounded-full border border-line px-2 py-0.5 text-xs"
                title={`${r.title}, ${shortDate(r.date)}`}
              >
                <Swatch revision={r} size="size-3" /> {r.name}
              </li>
            ))}
          </ol>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={!current}
            pending={revision.isPending}
            pendingLabel="Starting…"
            onClick={async () => {
              try {
                await beforeAction();
                const r = await revision.mutateAsync();
                toast({
                  title: `${r.revision.title} started`,
                  description: `What you change from now on is marked in ${r.revision.name}.`,
                });
              } catch (e) {
                fail("The revision could not be started")(e);
              }
            }}
          >
            <Palette className="size-4" aria-hidden /> Start {nextColour(p)} revision
          </Button>
        </div>
        {current && current.ordinal > 0 && (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="ghost"
              pending={busy === "revised"}
              pendingLabel="Preparing…"
              onClick={() =>
                void download(
                  `/api/movies/${movieId}/screenplay.pdf?revision=latest&revisedOnly=1`,
                  "revised",
                  `${file} ${current.name} pages.pdf`,
                )
              }
            >
              <Download className="size-4" aria-hidden /> {current.name} pages only
            </Button>
            <Button
              size="sm"
              variant="ghost"
              pending={busy === "marked"}
              pendingLabel="Preparing…"
              onClick={() =>
                void download(
                  `/api/movies/${movieId}/screenplay.pdf?revision=latest`,
                  "marked",
                  `${file} ${current.name}.pdf`,
                )
              }
            >
              <Download className="size-4" aria-hidden /> Whole script with marks
            </Button>
          </div>
        )}
      </section>

      <ProductionReports
        busy={busy}
        onDownload={(kind, format) =>
          void download(
            `${base}/reports/${kind}.${format}`,
            `${kind}.${format}`,
            `${file} ${kind}.${format}`,
          )
        }
      />

      <ConfirmDialog
        tone="neutral"
        open={askUnlock}
        onOpenChange={setAskUnlock}
        title="Unlock the pages?"
        description="Pages and scenes will be numbered afresh (12A becomes 13, OMITTED scenes go). Your revisions and their marks stay. You can lock again at any time."
        confirmLabel="Unlock pages"
        pendingLabel="Unlocking…"
        pending={lock.isPending}
        onConfirm={async () => {
          try {
            await lock.mutateAsync(false);
            setAskUnlock(false);
          } catch (e) {
            fail("The pages could not be unlocked")(e);
          }
        }}
      />
    </div>
  );
}
