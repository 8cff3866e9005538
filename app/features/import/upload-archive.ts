import {
  MAX_NETWORK_RETRIES,
  contentRange,
  nextChunk,
  receivedBytesFrom,
  retryDelayMs,
} from "./chunks";
import type { UploadMemory } from "./upload-memory";

// Sends the ZIP to the address POST /api/imports answered: in chunks that resume from where the
// server is (local storage), or in one PUT (S3). XMLHttpRequest rather than fetch, for its upload
// progress events.

export type UploadProgress = {
  sentBytes: number;
  totalBytes: number;
  // Set while waiting to try again after a lost connection.
  retrying: boolean;
};

export class ArchiveUploadError extends Error {}

type Answer = { status: number; body: unknown };

function put(
  url: string,
  body: Blob,
  headers: Record<string, string>,
  onSent: (bytes: number) => void,
  signal: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onSent(event.loaded);
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        parsed = null;
      }
      resolve({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => reject(new TypeError("network error"));
    xhr.onabort = () => reject(new DOMException("aborted", "AbortError"));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function messageOf(answer: Answer): string {
  const error = (answer.body as { error?: { message?: unknown } } | null)?.error;
  if (error && typeof error.message === "string") return error.message;
  return `The upload was refused (HTTP ${answer.status}).`;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new DOMException("aborted", "AbortError"));
      },
      { once: true },
    );
  });
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

// Tries a PUT again after a lost connection (never after an answer): the server's 409 then says
// where to go on from if the first try did arrive.
async function putWithRetries(
  send: () => Promise<Answer>,
  onRetry: (retrying: boolean) => void,
  signal: AbortSignal,
): Promise<Answer> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const answer = await send();
      onRetry(false);
      return answer;
    } catch (error) {
      if (isAbort(error) || attempt >= MAX_NETWORK_RETRIES) throw error;
      onRetry(true);
      await wait(retryDelayMs(attempt), signal);
    }
  }
}

export async function uploadArchive({
  file,
  memory,
  receivedBytes,
  onProgress,
  signal,
}: {
  file: Blob;
  memory: Pick<UploadMemory, "uploadUrl" | "uploadMode" | "chunkBytes">;
  // Where the server is (0 for a new upload; GET /api/imports/{id} uploadedBytes after a reload).
  receivedBytes: number;
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}): Promise<void> {
  const total = file.size;
  let retrying = false;
  const report = (sent: number) =>
    onProgress({ sentBytes: Math.min(sent, total), totalBytes: total, retrying });
  const onRetry = (now: boolean) => {
    retrying = now;
  };

  if (memory.uploadMode === "single") {
    report(0);
    const answer = await putWithRetries(
      () => put(memory.uploadUrl, file, { "Content-Type": "application/zip" }, report, signal),
      onRetry,
      signal,
    );
    if (answer.status < 200 || answer.status >= 300)
      throw new ArchiveUploadError(messageOf(answer));
    report(total);
    return;
  }

  let received = receivedBytes;
  let conflicts = 0;
  for (let chunk = nextChunk(received, total, memory.chunkBytes); chunk;) {
    const current = chunk;
    report(received);
    const answer = await putWithRetries(
      () =>
        put(
          memory.uploadUrl,
          file.slice(current.start, current.end + 1),
          { "Content-Type": "application/octet-stream", "Content-Range": contentRange(current) },
          (sent) => report(current.start + sent),
          signal,
        ),
      (now) => {
        onRetry(now);
        report(received);
      },
      signal,
    );
    const at = receivedBytesFrom(answer.body);
    if (answer.status === 409 && at !== null) {
      // The server is elsewhere (an earlier try arrived, or another tab sent more): go on from there.
      conflicts += 1;
      if (conflicts > 5)
        throw new ArchiveUploadError("The server keeps refusing the upload's position.");
      received = at;
    } else if (answer.status >= 200 && answer.status < 300 && at !== null) {
      conflicts = 0;
      received = at;
    } else {
      throw new ArchiveUploadError(messageOf(answer));
    }
    chunk = nextChunk(received, total, memory.chunkBytes);
  }
  report(total);
}
