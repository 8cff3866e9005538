import type { Auth } from "./auth/auth.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { Lifecycle } from "./lifecycle.ts";
import type { Metrics } from "./metrics/metrics.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { MediaStorage } from "./storage/storage.ts";

// What every handler may use: built once in server/main.ts (or a test) and passed in.
export type Deps = {
  env: Env;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  storage: MediaStorage;
  lifecycle: Lifecycle;
  metrics: Metrics;
};

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAnonymous: boolean;
};

export type AppVariables = {
  requestId: string;
  log: Logger;
  user: SessionUser | null;
  // The inline scripts a page response allows in its CSP (a nonce, or hashes); none when unset.
  cspScriptSources?: string[];
};

export type AppEnv = { Variables: AppVariables };
