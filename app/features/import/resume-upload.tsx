import { useState } from "react";
import { FormAlert } from "#app/components/ui/form-alert";
import { formatBytes } from "#contracts/format-bytes.ts";
import { ArchiveDrop } from "./archive-drop";
import { archiveProblem } from "./archive-checks";
import { recall } from "./upload-memory";
import type { Upload } from "./use-archive-upload";

// An upload that stopped before the whole archive arrived (a reload, a lost connection): the same
// file chosen again goes on from where the server is.
export function ResumeUpload({
  importId,
  uploadedBytes,
  upload,
  onCancel,
  cancelError,
}: {
  importId: string;
  uploadedBytes: number;
  upload: Upload;
  onCancel: () => void;
  cancelError: React.ReactNode;
}) {
  const [pickProblem, setPickProblem] = useState<string | null>(null);
  const failed = upload.state.kind === "failed" ? upload.state.message : null;
  return (
    <div className="grid gap-4">
      <ResumeNote importId={importId} uploadedBytes={uploadedBytes} />
      {(pickProblem ?? failed) && <FormAlert>{pickProblem ?? failed}</FormAlert>}
      <ArchiveDrop
        title="Choose the same file to go on"
        onFile={(file) => {
          const problem = archiveProblem(file);
          setPickProblem(problem);
          if (!problem) void upload.resume(importId, file, uploadedBytes);
        }}
      />
      {cancelError}
      <button
        type="button"
        onClick={onCancel}
        className="justify-self-start rounded-lg px-2 py-2 text-sm font-medium text-ember-dark underline underline-offset-2 hover:bg-cream"
      >
        Cancel this import
      </button>
    </div>
  );
}

// After a reload the file is gone from the page; the browser remembers which one it was.
function ResumeNote({ importId, uploadedBytes }: { importId: string; uploadedBytes: number }) {
  const [memory] = useState(() => recall(localStorage, importId, new Date()));
  return (
    <FormAlert tone="info">
      {memory ? (
        <>
          The upload of <strong>{memory.file.name}</strong> stopped at {formatBytes(uploadedBytes)}{" "}
          of {formatBytes(memory.file.size)}. Choose that file again and it goes on from there.
        </>
      ) : (
        <>
          The upload stopped before the whole archive arrived, and this browser no longer knows
          where to send the rest. Cancel this import and start again.
        </>
      )}
    </FormAlert>
  );
}
