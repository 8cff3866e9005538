import { useState } from "react";
import type { MediaEntityType } from "#contracts/media-limits.ts";
import { useToast } from "#app/components/ui/toast";
import type { FileProblem } from "./file-checks";
import { uploadMedia, type UploadedMedia } from "./upload";

// Check a chosen file, upload it through the three steps, and say which step failed and why:
// the one flow behind a cover, a character photo and a scene's photo or video.
export function useMediaUpload({
  check,
  entityType,
  entityId,
  onUploaded,
  onBusyChange,
  failureMessage,
}: {
  check: (file: File) => FileProblem | null;
  entityType: MediaEntityType;
  entityId: string;
  onUploaded: (media: UploadedMedia, file: File) => void;
  /** Lets a form keep its submit button disabled while an upload runs. */
  onBusyChange?: (busy: boolean) => void;
  /** Said when the failure has no message of its own. */
  failureMessage: string;
}) {
  const toast = useToast();
  const [uploading, setUploading] = useState(false);

  function setBusy(busy: boolean) {
    setUploading(busy);
    onBusyChange?.(busy);
  }

  async function upload(file: File): Promise<void> {
    const problem = check(file);
    if (problem) {
      toast({ variant: "destructive", ...problem });
      return;
    }
    setBusy(true);
    try {
      onUploaded(await uploadMedia(file, { entityType, entityId }), file);
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Upload failed",
        description: error instanceof Error && error.message ? error.message : failureMessage,
      });
    } finally {
      setBusy(false);
    }
  }

  return { uploading, upload };
}
