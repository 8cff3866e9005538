import { BookmarkPlus, FileUp, History, Send, Wand2 } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button";
import { FilePicker } from "#app/components/ui/file-picker";
import { sharePath } from "#app/lib/paths";
import { ExportButtons } from "./export-buttons";

// What can be done with the whole screenplay, in one compact row on a laptop (two on a phone,
// where the secondary buttons show only their icons): write it (again) from the scenes, its
// versions, import a file, share it, export it.
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
  readOnly = false,
  comment,
}: {
  movieId: string;
  title: string;
  hasDocument: boolean;
  empty: boolean;
  writing: boolean;
  importing: boolean;
  onWrite: () => void;
  onVersions: () => void;
  /** Absent where a named save cannot be made here (a live screenplay). */
  onSaveVersion?: () => void;
  onImport: (file: File) => void;
  /** Commenters and viewers: nothing that changes the text is offered. */
  readOnly?: boolean;
  beforeExport: () => Promise<void>;
  /** The print options as the downloads take them (print-options.tsx). */
  exportQuery: string;
  /** "Comment" on the selected words, first where the eye starts (absent without a selection). */
  comment?: React.ReactNode;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      {comment}
      {!readOnly && (
        <Button size="sm" onClick={onWrite} pending={writing} pendingLabel="Writing…">
          <Wand2 className="size-4" aria-hidden />
          {hasDocument ? "Rewrite" : "Write the first draft"}
          <span className="sr-only"> from my scenes</span>
        </Button>
      )}
      <Button size="sm" variant="secondary" onClick={onVersions} title="Versions">
        <History className="size-4" aria-hidden />
        <span className="max-sm:sr-only">Versions</span>
      </Button>
      {onSaveVersion && !readOnly && (
        <Button
          size="sm"
          variant="secondary"
          onClick={onSaveVersion}
          disabled={empty}
          title="Save a version"
        >
          <BookmarkPlus className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Save</span>
          <span className="sr-only"> a version</span>
        </Button>
      )}
      {!readOnly && (
        <>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => fileInput.current?.click()}
            pending={importing}
            pendingLabel="Importing…"
            title="Import a .fountain or .fdx file"
          >
            <FileUp className="size-4" aria-hidden />
            <span className="max-sm:sr-only">Import</span>
          </Button>
          <FilePicker
            ref={fileInput}
            accept=".fountain,.fdx,.spmd,.txt,text/plain,application/xml"
            label="Import a .fountain or .fdx file"
            onFile={onImport}
          />
        </>
      )}
      <Link
        to={sharePath(movieId)}
        className={buttonClasses({ size: "sm", variant: "ghost" })}
        title="Share"
      >
        <Send className="size-4" aria-hidden />
        <span className="max-sm:sr-only">Share</span>
      </Link>
      <span aria-hidden className="mx-0.5 hidden h-6 w-px bg-line sm:block" />
      <ExportButtons
        movieId={movieId}
        title={title}
        beforeExport={beforeExport}
        query={exportQuery}
      />
    </div>
  );
}
