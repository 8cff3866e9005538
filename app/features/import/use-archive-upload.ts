import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "#app/lib/api-client";
import { formatBytes } from "#contracts/format-bytes.ts";
import { createImport, importQueryKey, startImport } from "./imports-api";
import { type ImportView, withAnswer } from "./import-poll";
import { type UploadProgress, uploadArchive } from "./upload-archive";
import { forget, identityOf, recall, remember, sameFile } from "./upload-memory";

export type UploadState =
  | { kind: "idle" }
  | { kind: "sending"; fileName: string; progress: UploadProgress }
  | { kind: "failed"; message: string };

function messageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return "The upload stopped.";
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

// Sends a new archive (creating its import first) or the rest of one after a reload, then starts
// the server's unpacking. `onCreated` puts the new import's id in the URL before the first byte.
export function useArchiveUpload(onCreated: (importId: string) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ kind: "idle" });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (importId: string, file: File, receivedBytes: number) => {
      const memory = recall(localStorage, importId, new Date());
      if (!memory) {
        setState({
          kind: "failed",
          message: "This upload's address has expired. Cancel this import and start again.",
        });
        return;
      }
      if (!sameFile(memory.file, identityOf(file))) {
        setState({
          kind: "failed",
          message: `This import started with “${memory.file.name}” (${formatBytes(memory.file.size)}). Choose that file to go on.`,
        });
        return;
      }
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const show = (progress: UploadProgress) =>
        setState({ kind: "sending", fileName: file.name, progress });
      try {
        await uploadArchive({
          file,
          memory,
          receivedBytes,
          onProgress: show,
          signal: abort.signal,
        });
        const started = await startImport(importId);
        forget(localStorage, importId);
        queryClient.setQueryData<ImportView>(importQueryKey(importId), (view) =>
          withAnswer(view, started),
        );
        setState({ kind: "idle" });
      } catch (error) {
        if (isAbort(error)) return;
        setState({ kind: "failed", message: messageOf(error) });
      } finally {
        void queryClient.invalidateQueries({ queryKey: importQueryKey(importId) });
      }
    },
    [queryClient],
  );

  const begin = useCallback(
    async (file: File, movieId: () => Promise<string>) => {
      setState({
        kind: "sending",
        fileName: file.name,
        progress: { sentBytes: 0, totalBytes: file.size, retrying: false },
      });
      try {
        const created = await createImport(await movieId());
        remember(localStorage, created.id, {
          uploadUrl: created.uploadUrl,
          uploadMode: created.uploadMode,
          chunkBytes: created.chunkBytes,
          expiresAt: created.expiresAt,
          file: identityOf(file),
        });
        onCreated(created.id);
        await send(created.id, file, 0);
      } catch (error) {
        setState({ kind: "failed", message: messageOf(error) });
      }
    },
    [onCreated, send],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ kind: "idle" });
  }, []);

  const clearError = useCallback(() => setState({ kind: "idle" }), []);

  return { state, begin, resume: send, stop, clearError };
}

export type Upload = ReturnType<typeof useArchiveUpload>;
