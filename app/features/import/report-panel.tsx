import { CheckCircle2 } from "lucide-react";
import { Button, ButtonLink } from "#app/components/ui/button";
import { scenesPath } from "#app/lib/paths";
import { countOf } from "#contracts/plural.ts";
import { Panel } from "./import-panels";
import type { ImportJob } from "./import-poll";

// What the import made: the counts, the report's lines, and the way to the scenes.
export function ReportPanel({
  job,
  movieId,
  onAnother,
}: {
  job: ImportJob;
  movieId: string | null;
  onAnother: () => void;
}) {
  const created = job.counts.imported;
  return (
    <Panel labelledBy="report-title">
      <h2
        id="report-title"
        className="flex items-center gap-2.5 font-display text-2xl font-semibold"
      >
        <CheckCircle2 className="size-6 shrink-0 text-success" aria-hidden />
        {created === 0 ? "Nothing new to add" : `${countOf(created, "scene", "scenes")} added`}
      </h2>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        <Count label="Added" value={created} />
        <Count label="Already there" value={job.counts.duplicates} />
        <Count label="Skipped" value={job.counts.skipped} />
      </dl>
      {job.report.length > 0 && (
        <details className="mt-4 rounded-xl border border-line bg-paper px-4 py-3">
          <summary className="cursor-pointer font-medium">
            What happened ({countOf(job.report.length, "line", "lines")})
          </summary>
          <ul className="mt-2 grid max-h-64 list-disc gap-1 overflow-auto pl-5 text-sm [overflow-wrap:anywhere] text-ink-soft">
            {job.report.map((line, index) => (
              // Lines may repeat (two posts skipped for the same reason).
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ul>
        </details>
      )}
      <div className="mt-5 flex flex-wrap gap-2">
        {movieId && <ButtonLink to={scenesPath(movieId)}>See the scenes</ButtonLink>}
        <Button variant="secondary" onClick={onAnother}>
          Import another archive
        </Button>
      </div>
    </Panel>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-cream/70 px-2 py-3">
      <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-semibold">{value.toLocaleString("en-US")}</dd>
    </div>
  );
}
