import { Button } from "#app/components/ui/button";

// The production reports of the script in production, each as CSV (for a spreadsheet) or PDF.

const REPORTS = [
  { kind: "scenes", label: "Scenes", hint: "number, heading, page, length in eighths" },
  { kind: "characters", label: "Characters", hint: "scenes, lines, words, first and last page" },
  { kind: "locations", label: "Locations", hint: "scenes, pages, day or night, inside or out" },
  { kind: "cast", label: "Cast by scene", hint: "who speaks in each scene" },
] as const;

export type ReportKind = (typeof REPORTS)[number]["kind"];

export function ProductionReports({
  busy,
  onDownload,
}: {
  /** The download under way (`scenes.csv`), whose button shows it. */
  busy: string | null;
  onDownload: (kind: ReportKind, format: "csv" | "pdf") => void;
}) {
  return (
    <section aria-labelledby="reports" className="grid grid-cols-1 gap-2">
      <h3 id="reports" className="font-semibold">
        Production reports
      </h3>
      <ul className="grid grid-cols-1 gap-1.5">
        {REPORTS.map((r) => (
          <li key={r.kind} className="flex items-center justify-between gap-2">
            <span className="min-w-0">
              <span className="font-medium">{r.label}</span>
              <span className="block truncate text-xs text-ink-soft">{r.hint}</span>
            </span>
            <span className="flex shrink-0 gap-1.5">
              {(["csv", "pdf"] as const).map((f) => (
                <Button
                  key={f}
                  size="sm"
                  variant="secondary"
                  aria-label={`${r.label} report as ${f.toUpperCase()}`}
                  pending={busy === `${r.kind}.${f}`}
                  pendingLabel="…"
                  onClick={() => onDownload(r.kind, f)}
                >
                  {f.toUpperCase()}
                </Button>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
