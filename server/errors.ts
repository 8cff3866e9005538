import type { ZodError } from "zod";

export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  // Over a limit of the person's plan (contracts/plans.ts): details name the limit and the use.
  plan_limit: 402,
  forbidden: 403,
  // The writer turned comments off on this share link.
  comments_off: 403,
  // The writer blocked this name on this share link.
  name_blocked: 403,
  guest_not_allowed: 403,
  wrong_password: 403,
  reauthentication_required: 403,
  // Shared with the caller to read or comment; writing needs the editor's role.
  read_only: 403,
  // Deleting, sharing and inviting are the owner's alone.
  owner_only: 403,
  not_found: 404,
  conflict: 409,
  // Ten people already share this movie.
  collaborator_limit: 409,
  // The movie's screenplay is not edited live (nobody shares it).
  not_live: 409,
  // Compiling again would replace text the writer edited: the client asks, then sends force.
  would_overwrite: 409,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  // The transcription service heard nothing usable, or failed for good: record again.
  transcription_failed: 422,
  rate_limited: 429,
  // GIPHY refuses this content where the user is: its own message, not a generic failure.
  gif_unavailable_in_region: 451,
  not_configured: 503,
  // A dependency (the database) is away for now: retry later.
  unavailable: 503,
  internal: 500,
  // GIPHY failed or could not be reached: not our failure, so a bad gateway.
  gif_provider_failed: 502,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type ErrorBody = {
  error: { code: ErrorCode; message: string; details?: unknown };
};

// The one error type of the server: every failure a client sees is an AppError turned into JSON.
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  // Sent as Retry-After with a 429.
  retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
  }

  get status(): (typeof errorStatus)[ErrorCode] {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { error: { code: this.code, message: this.message } };
    if (this.details !== undefined) body.error.details = this.details;
    return body;
  }

  static notFound(what: string): AppError {
    return new AppError("not_found", `${what} not found`);
  }

  static unauthorized(message = "Authentication required"): AppError {
    return new AppError("unauthorized", message);
  }

  static rateLimited(message: string, retryAfterSeconds: number): AppError {
    const error = new AppError("rate_limited", message, { retryAfterSeconds });
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }

  static conflict(message: string): AppError {
    return new AppError("conflict", message);
  }

  // Optimistic concurrency: the client sent an old version. `currentVersion` lets it reload.
  static staleVersion(what: string, current: number, sent: number): AppError {
    return new AppError(
      "conflict",
      `${what} was changed elsewhere (now version ${current}, you sent ${sent}). Reload it and apply your change again.`,
      { currentVersion: current },
    );
  }

  // A zod failure named by its first field so a person knows what to fix.
  static fromZod(error: ZodError, where = "body"): AppError {
    const issues = error.issues.map((i) => ({
      field: i.path.join(".") || where,
      message: i.message,
    }));
    const first = issues[0];
    const message = first ? `${first.field}: ${first.message}` : "Invalid request";
    return new AppError("validation_failed", message, { issues });
  }
}
