import { clsx } from "clsx";
import { FileArchive, Lock } from "lucide-react";
import { useRef, useState } from "react";
import { buttonClasses } from "#app/components/ui/button";
import { FilePicker } from "#app/components/ui/file-picker";
import { SOURCE_LIST } from "./archive-sources";

// Where the archive goes in: dropped on the zone, or chosen with the button (the zone itself is
// the keyboard's way in: Enter or Space opens the file chooser).
export function ArchiveDrop({
  onFile,
  disabled = false,
  title = "Drop your archive here",
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
  title?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const choose = () => {
    if (!disabled) input.current?.click();
  };

  return (
    <>
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-label={`${title}: press to choose a ZIP file`}
        aria-describedby="archive-drop-hint"
        onClick={choose}
        onKeyDown={(event) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            choose();
          }
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const file = event.dataTransfer.files[0];
          if (file && !disabled) onFile(file);
        }}
        className={clsx(
          "grid cursor-pointer place-items-center rounded-3xl border-2 border-dashed px-5 py-8 text-center sm:py-10 transition-colors",
          over ? "border-ember bg-ember/5" : "border-line bg-white/70 hover:border-ink-soft/40",
          disabled && "cursor-not-allowed opacity-60",
        )}
      >
        <span className="grid size-14 place-items-center rounded-full bg-ember/10 text-ember-dark">
          <FileArchive className="size-7" aria-hidden />
        </span>
        <p className="mt-4 font-display text-2xl font-semibold">{title}</p>
        <p id="archive-drop-hint" className="mt-2 max-w-md text-ink-soft">
          The ZIP you downloaded from {SOURCE_LIST}, or a ZIP of photos. Up to 2 GB.
        </p>
        {/* Looks like a button; the whole zone is the control. */}
        <span className={buttonClasses({ variant: "secondary", className: "mt-5" })} aria-hidden>
          Choose a ZIP file
        </span>
        <p className="mt-4 flex items-center gap-1.5 text-[13px] text-ink-soft">
          <Lock className="size-3.5" aria-hidden />
          We never ask for your password: the archive is all we need.
        </p>
      </div>
      {/* Beside the zone, not in it: a control inside a button is not reachable on its own. */}
      <FilePicker
        ref={input}
        accept=".zip,application/zip,application/x-zip-compressed"
        label="ZIP archive"
        onFile={onFile}
      />
    </>
  );
}
