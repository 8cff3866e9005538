import { useState } from "react";

// Print options the writer chooses beside the export buttons. They change the live preview and
// every downloaded file alike (the preview and the PDF come from the same paginator), and are
// remembered on this device.
export type PrintOptions = {
  /** Final Draft's automatic character continueds: NAME (CONT'D) when a character speaks again
   * in a scene with only action between. On by default, as in Final Draft. */
  autoContd: boolean;
  /** The PDF marks the co-writer's invented dialogue (a † beside it, the count on the title
   * page). On by default; the preview always marks it. */
  markInvented: boolean;
};

const KEYS = {
  autoContd: "lifescript.print.autoContd",
  markInvented: "lifescript.print.markInvented",
};

function readOn(key: string): boolean {
  try {
    return typeof localStorage === "undefined" || localStorage.getItem(key) !== "0";
  } catch {
    return true;
  }
}

export function usePrintOptions(): [PrintOptions, (next: PrintOptions) => void] {
  const [options, setOptions] = useState<PrintOptions>(() => ({
    autoContd: readOn(KEYS.autoContd),
    markInvented: readOn(KEYS.markInvented),
  }));
  const change = (next: PrintOptions) => {
    setOptions(next);
    try {
      for (const k of ["autoContd", "markInvented"] as const) {
        if (next[k]) localStorage.removeItem(KEYS[k]);
        else localStorage.setItem(KEYS[k], "0");
      }
    } catch {
      // Storage full or blocked: the choice still holds for this visit.
    }
  };
  return [options, change];
}

/** The query string the file downloads take for these options ("" for the defaults). */
export function printQuery(options: PrintOptions): string {
  const off = [
    ...(options.autoContd ? [] : ["autoContd=0"]),
    ...(options.markInvented ? [] : ["markInvented=0"]),
  ];
  return off.length ? `?${off.join("&")}` : "";
}

export function PrintOptionsSwitch({
  options,
  onChange,
  invented = 0,
}: {
  options: PrintOptions;
  onChange: (next: PrintOptions) => void;
  /** Lines of invented dialogue in the script: the PDF's choice to mark them shows when any. */
  invented?: number;
}) {
  return (
    <>
      <AutoContdSwitch options={options} onChange={onChange} />
      {invented > 0 && (
        <label
          title="In the PDF: a † beside each line the co-writer wrote, and how many there are on the title page. The preview always marks them."
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-medium hover:bg-cream has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ember-dark"
        >
          <input
            type="checkbox"
            checked={options.markInvented}
            onChange={(e) => onChange({ ...options, markInvented: e.target.checked })}
            className="size-4 accent-ember"
          />
          Mark invented dialogue
          <span className="sr-only"> in the PDF</span>
        </label>
      )}
    </>
  );
}

function AutoContdSwitch({
  options,
  onChange,
}: {
  options: PrintOptions;
  onChange: (next: PrintOptions) => void;
}) {
  return (
    <label
      title="Final Draft's automatic continueds: a character who speaks again after action gets (CONT'D). Changes the preview and the exported files."
      className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-medium hover:bg-cream has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ember-dark"
    >
      <input
        type="checkbox"
        role="switch"
        checked={options.autoContd}
        onChange={(e) => onChange({ ...options, autoContd: e.target.checked })}
        className="peer sr-only"
      />
      <span
        aria-hidden
        className="relative h-5 w-9 shrink-0 rounded-full bg-ink-soft/70 transition-colors peer-checked:bg-ember motion-reduce:transition-none after:absolute after:top-0.5 after:left-0.5 after:size-4 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-4 motion-reduce:after:transition-none"
      />
      <span>
        Auto (CONT&apos;D)<span className="sr-only"> for a character who speaks again</span>
      </span>
    </label>
  );
}
