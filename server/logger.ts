import pino from "pino";
import { env } from "./env.ts";

// Story text, passwords and tokens never go to the log: redact the usual carriers.
// Lines (one per request at info) are gathered into writes of 4 KB or more, made off the event
// loop; pino writes what is left synchronously when the process exits, a crash included.
export const logger = pino(
  {
    level: env.NODE_ENV === "test" && !process.env.LOG_LEVEL ? "silent" : env.LOG_LEVEL,
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token"],
      remove: true,
    },
  },
  pino.destination({ dest: 1, sync: false, minLength: 4096 }),
);

export type Logger = typeof logger;
