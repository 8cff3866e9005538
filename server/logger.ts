import pino from "pino";
import { env } from "./env.ts";

// Story text, passwords and tokens never go to the log: redact the usual carriers.
export const logger = pino({
  level: env.NODE_ENV === "test" && !process.env.LOG_LEVEL ? "silent" : env.LOG_LEVEL,
  redact: {
    paths: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token"],
    remove: true,
  },
});

export type Logger = typeof logger;
