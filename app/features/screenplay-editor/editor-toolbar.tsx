import { BookmarkPlus, FileUp, History, Send, Wand2 } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { FilePicker } from "~/components/ui/file-picker";
import { sharePath } from "~/lib/paths";
import { ExportButtons } from "./export-buttons";
import { PrintOptionsSwitch, printQuery, type PrintOptions } from "./print-options";

// What can be done with the whole screenplay: write it (again) from the scenes, its versions,
// import a file, share it, export it.
export function EditorToolbar({
  movieId,
  title,
  hasDocument,
  empty,
  writing,
  importing,
  onWrite,
  onVersions,
  onSaveVersion,
  onImport,
  beforeExport,
  print,
  onPrintChange,
  invented = 0,
}: {
  movieId: string;
  title: string;
  hasDocument: boolean;
  empty: boolean;
  writing: boolean;
  importing: boolean;
  onWrite: () => void;
  onVersions: () => void;
  onSaveVersion: () => void;
  onImport: (file: File) => void;
  beforeExport: () => Promise<void>;
  print: PrintOptions;
  onPrintChange: (next: PrintOptions) => void;
  /** Lines of invented dialogue in the script. */
  invented?: number;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        className="max-sm:w-full"
        onClick={onWrite}
        pending={writing}
        pendingLabel="Writing…"
      >
        <Wand2 className="size-4" aria-hidden />
        {hasDocument ? "Rewrite from my scenes" : "Write the first draft from my scenes"}
      </Button>
      <Button size="sm" variant="secondary" onClick={onVersions}>
        <History className="size-4" aria-hidden />
        Versions
      </Button>
      <Button size="sm" variant="secondary" onClick={onSaveVersion} disabled={empty}>
        <BookmarkPlus className="size-4" aria-hidden />
        Save<span className="max-sm:hidden"> a version</span>
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => fileInput.current?.click()}
        pending={importing}
        pendingLabel="Importing…"
      >
        <FileUp className="size-4" aria-hidden />
        Import
      </Button>
      <FilePicker
        ref={fileInput}
        accept=".fountain,.fdx,.spmd,.txt,text/plain,application/xml"
        label="Import a .fountain or .fdx file"
        onFile={onImport}
      />
      <Link to={sharePath(movieId)} className={buttonClasses({ size: "sm", variant: "ghost" })}>
        <Send className="size-4" aria-hidden />
        Share
      </Link>
      <span aria-hidden className="mx-1 hidden h-6 w-px bg-line xl:block" />
      <ExportButtons
        movieId={movieId}
        title={title}
        beforeExport={beforeExport}
        query={printQuery(print)}
      />
      <PrintOptionsSwitch options={print} onChange={onPrintChange} invented={invented} />
    </div>
  );
}
