import { AppError } from "../errors.ts";

// A database error carries a five-character SQLSTATE code (PostgreSQL and PGlite alike); Drizzle
// wraps it as the `cause` of its own error. Found along the cause chain.
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const NOT_STORABLE =
  "The text contains a character that cannot be stored (a NUL character, \\u0000): remove it and try again";

// What a person can act on, by SQLSTATE. The contracts refuse such input first (decision 0012);
// this is the net under them, so that a database error never reaches a client as a 500.
const knownErrors: Record<string, () => AppError> = {
  "22021": () => new AppError("validation_failed", NOT_STORABLE), // character_not_in_repertoire
  "22P05": () => new AppError("validation_failed", NOT_STORABLE), // untranslatable_character
  "22003": () =>
    new AppError(
      "validation_failed",
      "A number is out of range: whole numbers go up to 2147483647",
    ), // numeric_value_out_of_range
  "22P02": () =>
    new AppError("validation_failed", "A value has the wrong format (an id, a number or a date)"),
  "22007": () => new AppError("validation_failed", "A date or time has the wrong format"),
  "22008": () => new AppError("validation_failed", "A date or time is out of range"),
  "22001": () => new AppError("validation_failed", "A value is too long"),
  "22023": () => new AppError("validation_failed", "A value is not valid"),
  "23502": () => new AppError("validation_failed", "A required value is missing"),
  "23514": () => new AppError("validation_failed", "A value is not allowed"),
  "54000": () => new AppError("payload_too_large", "A value is too large to store"),
  "54001": () => new AppError("validation_failed", "A value is nested too deeply to store"),
  "23505": () =>
    new AppError(
      "conflict",
      "This was saved already (the same id or name is taken): reload and try again",
    ),
  "23503": () =>
    new AppError(
      "conflict",
      "This refers to something that no longer exists: reload and try again",
    ),
  "40001": () => new AppError("conflict", "Another change got in the way: please try again"),
  "40P01": () => new AppError("conflict", "Another change got in the way: please try again"),
};

/** The client's error for a database error caused by the request's data, or undefined when the
 * error is not one of those (the database is away, a bug): that stays a 5xx. */
export function appErrorFromDatabase(error: unknown): AppError | undefined {
  const code = sqlStateOf(error);
  return code ? knownErrors[code]?.() : undefined;
}

// Codes of a database that is away rather than a request that is wrong: the socket's own (Node),
// the postgres driver's for a connection that closed or never opened, and PostgreSQL's for a
// server shutting down, starting up or out of connections (SQLSTATE class 08 is handled below).
const AWAY_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "57P01", // admin_shutdown (a fast or immediate stop)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up or recovering)
  "53300", // too_many_connections
]);

/** True when the error (or one of its causes: Better Auth and Drizzle wrap the driver's) says the
 * database could not be reached, which a retry in a moment can cure: the request answers 503. */
export function isDatabaseAway(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (AWAY_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const DATABASE_AWAY_MESSAGE =
  "We cannot reach our database for a moment, so this was not done. Please try again in a few seconds.";
