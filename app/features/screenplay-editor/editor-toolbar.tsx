import { BookmarkPlus, FileUp, History, Send, Sparkles, Wand2 } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { FilePicker } from "~/components/ui/file-picker";
import { sharePath } from "~/lib/paths";
import { ExportButtons } from "./export-buttons";
import { SIDE_PANEL_ID } from "./side-panel";

// What can be done with the whole screenplay, in one compact row: write it (again) from the
// scenes, its versions, import a file, share it, export it, and the side panel's switch.
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
  exportQuery,
  panelOpen,
  onPanelOpenChange,
  showPanelSwitch,
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
  /** The print options as the downloads take them (print-options.tsx). */
  exportQuery: string;
  panelOpen: boolean;
  onPanelOpenChange: (open: boolean) => void;
  /** Off when the panel would be empty (no invite to show and no co-writer on this server). */
  showPanelSwitch: boolean;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <Button size="sm" onClick={onWrite} pending={writing} pendingLabel="Writing…">
        <Wand2 className="size-4" aria-hidden />
        {hasDocument ? "Rewrite" : "Write the first draft"}
        <span className="sr-only"> from my scenes</span>
      </Button>
      <Button size="sm" variant="secondary" onClick={onVersions}>
        <History className="size-4" aria-hidden />
        Versions
      </Button>
      <Button size="sm" variant="secondary" onClick={onSaveVersion} disabled={empty}>
        <BookmarkPlus className="size-4" aria-hidden />
        Save<span className="sr-only"> a version</span>
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
      <span aria-hidden className="mx-0.5 hidden h-6 w-px bg-line sm:block" />
      <ExportButtons
        movieId={movieId}
        title={title}
        beforeExport={beforeExport}
        query={exportQuery}
      />
      {showPanelSwitch && (
        <Button
          size="sm"
          variant={panelOpen ? "dark" : "secondary"}
          className="sm:ml-auto"
          aria-expanded={panelOpen}
          aria-controls={panelOpen ? SIDE_PANEL_ID : undefined}
          onClick={() => onPanelOpenChange(!panelOpen)}
        >
          <Sparkles className="size-4" aria-hidden />
          Co-writer
        </Button>
      )}
    </div>
  );
}
