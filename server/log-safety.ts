import { sqlStateOf } from "./db/database-error.ts";

// Logs never hold what people wrote, nor tokens (docs/ARCHITECTURE.md, Stack). Database errors are where
// both leak: Drizzle's message is the whole query followed by its parameters (story text, session
// tokens), and PostgreSQL's own messages and details quote the values they refused. So an error is
// logged as its type, code, a message with those parts cut, and its stack frames.

const MAX_MESSAGE = 500;

/** An error's message, safe to log or store: query parameters and quoted values removed. */
export function safeErrorMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  let message = raw;
  const params = message.indexOf("\nparams:");
  if (params !== -1) message = message.slice(0, params);
  if (sqlStateOf(error)) message = message.replace(/"[^"]*"/g, '"…"');
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
}

type SerializedError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  stack?: string;
  cause?: SerializedError;
};

function frames(error: Error): string {
  return (error.stack ?? "")
    .split("\n")
    .filter((l) => l.startsWith("    at "))
    .join("\n");
}

/** pino's `err` serializer: no query, parameters, detail or user text; causes included. */
export function serializeError(error: unknown, depth = 0): SerializedError | unknown {
  if (!(error instanceof Error)) {
    return typeof error === "string" ? safeErrorMessage(error) : error;
  }
  const out: SerializedError = {
    type: error.constructor?.name ?? "Error",
    message: safeErrorMessage(error),
  };
  const own = error as Error & { code?: unknown; constraint_name?: unknown; constraint?: unknown };
  if (typeof own.code === "string") out.code = own.code;
  const constraint = own.constraint_name ?? own.constraint;
  if (typeof constraint === "string") out.constraint = constraint;
  const stack = frames(error);
  if (stack) out.stack = `${out.type}: ${out.message}\n${stack}`;
  if (error.cause !== undefined && depth < 4) {
    out.cause = serializeError(error.cause, depth + 1) as SerializedError;
  }
  return out;
}
