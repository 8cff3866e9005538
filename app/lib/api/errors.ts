// The one error type of every API call, and the one place it is built from an answer: the
// server's { error: { code, message, details } }, else "HTTP {status}: {statusText}"; a 401 also
// signs out. The typed client, downloads, uploads and the co-writer's stream all go through here.

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

// 503 not_configured: the server has no such third party (a model, a transcription service);
// asking again will not help, and the feature stays hidden.
export function isNotConfigured(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 503 && error.code === "not_configured";
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | undefined;

// The app shell registers what a 401 does (sign out, go to /auth/login).
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  onUnauthorized = handler;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

export function errorMessageFrom(status: number, statusText: string, body: unknown): string {
  if (isRecord(body)) {
    const error = body.error;
    if (isRecord(error) && typeof error.message === "string") return error.message;
    if (typeof body.message === "string" && body.message) return body.message;
    if (typeof error === "string" && error) return error;
  }
  return `HTTP ${status}: ${statusText}`;
}

// What the server said, as a problem: `{ code, message, details }` under `error`.
export function problemFrom(status: number, statusText: string, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const code = typeof error?.code === "string" ? error.code : undefined;
  return new ApiError(status, errorMessageFrom(status, statusText, body), code, error?.details);
}

export function apiErrorFrom(response: Response, body: unknown): ApiError {
  if (response.status === 401 && onUnauthorized) onUnauthorized();
  return problemFrom(response.status, response.statusText, body);
}

// An answer's body as JSON, or null when it is empty or not JSON (a proxy's HTML page).
export async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
