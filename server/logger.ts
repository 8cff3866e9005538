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

export const logger = createLogger(
  env.NODE_ENV === "test" && !process.env.LOG_LEVEL ? "silent" : env.LOG_LEVEL,
);

export type Logger = typeof logger;
