import pino from "pino";
import { env } from "./env.ts";
import { serializeError } from "./log-safety.ts";

// Story text, passwords and tokens never go to the log: redact the usual carriers, and log errors
// without query parameters, quoted values or details (server/log-safety.ts).
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token"],
      remove: true,
    },
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}

// Lines (one per request at info) are gathered into writes of 4 KB or more, made off the event
// loop; pino writes what is left synchronously when the process exits, a crash included.
export const logger = createLogger(
  env.NODE_ENV === "test" && !process.env.LOG_LEVEL ? "silent" : env.LOG_LEVEL,
  pino.destination({ dest: 1, sync: false, minLength: 4096 }),
);

export type Logger = typeof logger;
