// The browser's one way to call the product API: JSON, cookie credentials, and the spec's
// error rules (server message, else "HTTP {status}: {statusText}"; a 401 signs out).

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: unknown;
  constructor(status: number, message: string, code?: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

// A 409: the record changed elsewhere since it was loaded (a stale version), or, with a code, a
// specific refusal such as "would_overwrite". Every screen asks this one question.
export function isConflict(error: unknown, code?: string): error is ApiError {
  return (
    error instanceof ApiError && error.status === 409 && (code === undefined || error.code === code)
  );
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | undefined;

// The app shell registers what a 401 does (sign out, go to /auth/login).
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  onUnauthorized = handler;
}

export function errorMessageFrom(status: number, statusText: string, body: unknown): string {
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    const error = record.error;
    if (
      error &&
      typeof error === "object" &&
      typeof (error as Record<string, unknown>).message === "string"
    ) {
      return (error as Record<string, string>).message as string;
    }
    if (typeof record.message === "string" && record.message) return record.message;
    if (typeof error === "string" && error) return error;
  }
  return `HTTP ${status}: ${statusText}`;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

// Methods that may be sent twice with the same effect as once: only these are tried again after
// the network failed, since a write may have reached the server before the connection dropped.
const RETRY_AFTER_NETWORK_FAILURE = new Set(["GET", "HEAD"]);

// What a request needs and nothing more: a 431 (headers too large, as a proxy may answer) is
// tried again with these alone.
function minimalHeaders(hasBody: boolean): Record<string, string> {
  return hasBody ? { "Content-Type": "application/json" } : {};
}

function fullHeaders(hasBody: boolean): Record<string, string> {
  return { Accept: "application/json", ...minimalHeaders(hasBody) };
}

// fetch rejects with a TypeError when no answer came (offline, connection reset, DNS); an abort
// is the caller's own choice and is never retried.
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

// One request with the spec's two retries: after a 431 once with minimal headers, and after a
// network failure once more for a GET or HEAD.
async function send(
  path: string,
  method: string,
  body: string | undefined,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const hasBody = body !== undefined;
  const attempt = (headers: Record<string, string>) =>
    fetch(path, { method, credentials: "same-origin", headers, body, signal });
  let response: Response;
  try {
    response = await attempt(fullHeaders(hasBody));
  } catch (error) {
    if (!isNetworkFailure(error) || !RETRY_AFTER_NETWORK_FAILURE.has(method)) throw error;
    response = await attempt(minimalHeaders(hasBody));
  }
  if (response.status === 431) response = await attempt(minimalHeaders(hasBody));
  return response;
}

export async function apiRequest<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const method = (init.method ?? "GET").toUpperCase();
  const response = await send(
    path,
    method,
    init.body === undefined ? undefined : JSON.stringify(init.body),
    init.signal,
  );
  const body = await parseBody(response);
  if (!response.ok) {
    const code =
      body && typeof body === "object"
        ? ((body as { error?: { code?: string } }).error?.code ?? undefined)
        : undefined;
    const details =
      body && typeof body === "object"
        ? (body as { error?: { details?: unknown } }).error?.details
        : undefined;
    const error = new ApiError(
      response.status,
      errorMessageFrom(response.status, response.statusText, body),
      code,
      details,
    );
    if (response.status === 401 && onUnauthorized) onUnauthorized();
    throw error;
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) =>
    apiRequest<T>(path, { method: "POST", body: body ?? {} }),
  patch: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: "PATCH", body }),
  put: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: "PUT", body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: "DELETE" }),
};

// A file from the API (a PDF, an FDX), read as it arrives so a long download can show progress
// (`total` is null when the server sends no length).
export async function downloadBlob(
  path: string,
  onProgress?: (received: number, total: number | null) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await fetch(path, { credentials: "same-origin", signal });
  if (!response.ok) {
    const body = await parseBody(response);
    if (response.status === 401 && onUnauthorized) onUnauthorized();
    throw new ApiError(
      response.status,
      errorMessageFrom(response.status, response.statusText, body),
    );
  }
  const length = Number(response.headers.get("content-length"));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const disposition = response.headers.get("content-disposition") ?? "";
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  const filename = named?.[1] ? decodeURIComponent(named[1]) : null;
  const type = response.headers.get("content-type") ?? "application/octet-stream";
  if (!response.body) return { blob: new Blob([await response.arrayBuffer()], { type }), filename };
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress?.(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress?.(received, total);
  }
  return { blob: new Blob(chunks, { type }), filename };
}
