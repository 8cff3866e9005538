import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { and, desc, eq } from "drizzle-orm";
import { createApi } from "#server/app.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import { finishSignUpMail } from "#server/mail/sign-up-templates.ts";
import { bootstrap, type Services } from "#server/bootstrap.ts";
import { parseEnv } from "#server/env.ts";
import { logger, type Logger } from "#server/logger.ts";
import { createLiveServer } from "#server/live/live-socket-server.ts";
import { workerDatabaseUrl } from "../support/worker-database.ts";

export const BASE = "http://localhost:3000";

const FINISH_SUBJECT = finishSignUpMail("").subject;

export type TestApp = {
  services: Services;
  request: (
    path: string,
    // `origin`: the Origin header, BASE (the app's own pages) unless given; null sends none.
    init?: RequestInit & { json?: unknown; as?: Session | null; origin?: string | null },
  ) => Promise<Response>;
  signUp: (overrides?: { email?: string; name?: string; password?: string }) => Promise<Session>;
  // Opens the newest link mailed to finish a sign-up of `email` (the outbox stands in for the
  // inbox), from the browser with `cookie` when given (a guest's): the account is made then.
  finishSignUp: (email: string, cookie?: string) => Promise<Response>;
  // A movie of `who`, made through the API, for tests about what lives inside movies.
  createMovie: (who: Session, title?: string) => Promise<{ id: string; updatedAt: string }>;
  // The API on a real loopback socket, for what in-process requests cannot show (they have no
  // client address): clients reach it with tests/factories/http-client.ts.
  listen: () => Promise<{ url: string; close: () => Promise<void> }>;
  close: () => Promise<void>;
};

export type Session = { cookie: string; token: string; userId: string; email: string };

// The JSON of every API error (server/errors.ts), as tests read it.
export type ErrorBody = {
  error: { code: string; message: string; details?: { currentVersion?: number } };
};

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c): c is string => Boolean(c) && !c?.endsWith("="))
    .join("; ");
}

// A whole API over a real database: in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
// `options.dataDir` reuses a folder (and keeps PGlite on disk there) instead of a new temporary
// one with PGlite in memory: for tests of what survives a restart or a restore.
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  // `logger`: a test that reads the log lines (the default logs nothing).
  // `live`: the live screenplay's socket server too, reached through `listen()`.
  options: { dataDir?: string; logger?: Logger; live?: boolean } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-test-"));
  const databaseUrl = await workerDatabaseUrl();
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    BASE_URL: BASE,
    RATE_LIMITS: "false",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...envOverrides,
  });
  const services = await bootstrap(env, options.logger ?? logger, {
    databaseDir: env.DATABASE_URL || options.dataDir ? env.dataDir : "memory",
  });
  const live = options.live ? createLiveServer(services) : null;
  if (live) await live.start();
  const app = createApi(services, live ? { live } : {});

  const request: TestApp["request"] = async (url, init = {}) => {
    const { json, as, origin = BASE, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (origin !== null) headers.set("origin", origin);
    if (json !== undefined) {
      headers.set("content-type", "application/json");
      rest.body = JSON.stringify(json);
    }
    if (as) headers.set("cookie", as.cookie);
    return app.request(`${BASE}${url}`, { ...rest, headers });
  };

  const finishSignUp: TestApp["finishSignUp"] = async (email, cookie) => {
    const [mail] = await services.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email.toLowerCase()), eq(mailOutbox.subject, FINISH_SUBJECT)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = mail?.text.match(/\/auth\/finish-signup\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error(`no sign-up link was mailed to ${email}`);
    return request("/api/auth/sign-up/finish", {
      method: "POST",
      json: { token },
      ...(cookie ? { headers: { cookie } } : {}),
    });
  };

  const signUp: TestApp["signUp"] = async (overrides = {}) => {
    const email = overrides.email ?? uniqueEmail();
    const asked = await request("/api/auth/sign-up/email", {
      method: "POST",
      json: {
        email,
        password: overrides.password ?? "correct horse battery",
        name: overrides.name ?? "Test Person",
      },
    });
    if (asked.status !== 200)
      throw new Error(`sign-up failed: ${asked.status} ${await asked.text()}`);
    const response = await finishSignUp(email);
    if (response.status !== 200)
      throw new Error(`finishing the sign-up failed: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { user: { id: string } };
    return {
      cookie: cookieFrom(response),
      token: response.headers.get("set-auth-token") ?? "",
      userId: body.user.id,
      email,
    };
  };

  const createMovie: TestApp["createMovie"] = async (who, title = "A life") => {
    const response = await request("/api/movies", { method: "POST", as: who, json: { title } });
    if (response.status !== 201)
      throw new Error(`movie creation failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string; updatedAt: string };
  };

  const listen: TestApp["listen"] = () =>
    new Promise((resolve) => {
      const websocket = live ? { websocket: { server: live.wss } } : {};
      const server = serve(
        { fetch: app.fetch, port: 0, hostname: "127.0.0.1", ...websocket },
        (info) => {
          resolve({
            url: `http://127.0.0.1:${(info as AddressInfo).port}`,
            close: () => new Promise((done) => server.close(() => done())),
          });
        },
      );
    });

  return {
    services,
    request,
    signUp,
    finishSignUp,
    createMovie,
    listen,
    async close() {
      await live?.stop();
      await services.close();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
