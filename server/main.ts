import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApi } from "./app.ts";
import { bootstrap } from "./bootstrap.ts";
import { clientAddress } from "./http/client-address.ts";
import { pageNotFoundRecorder } from "./http/page-not-found-recorder.ts";
import { CONFIG_ERROR_EXIT, env } from "./env.ts";
import { mountBackupEndpoint } from "./backup/backup-endpoint.ts";
import {
  newBackupToken,
  removeServerLock,
  writeServerLock,
  type ServerLock,
} from "./backup/server-lock.ts";
import { logger } from "./logger.ts";
import { createPageLoadContext } from "./load-context.ts";
import { newNonce, nonceSource, scriptHashesOfFiles } from "./http/content-security-policy.ts";
import { limitImageMemory } from "./domain/media/limit-image-memory.ts";
import { logUnhandledRejections } from "./unhandled-rejections.ts";
import { visitorCountry } from "./geo/visitor-country.ts";
import { createLiveServer } from "./live/live-socket-server.ts";

async function main(): Promise<void> {
  logUnhandledRejections(logger);
  limitImageMemory();
  const services = await bootstrap(env, logger);
  const buildDir = env.buildDir;
  const live = createLiveServer(services);
  const app = createApi(services, { live });
  // PGlite: this process owns DATA_DIR's database; `npm run backup` asks it for a copy.
  const backupToken = services.database.kind === "pglite" ? newBackupToken() : null;
  if (backupToken) mountBackupEndpoint(app, services.database, backupToken);

  const serverBuildFile = path.join(buildDir, "server", "index.js");
  if (!fs.existsSync(serverBuildFile)) {
    logger.fatal(
      `No app build at ${serverBuildFile}: run "npm run build" (npm start does it for you).`,
    );
    logger.flush();
    process.exit(CONFIG_ERROR_EXIT);
  }
  const build = (await import(serverBuildFile)) as ServerBuild;
  const handlePage = createRequestHandler(
    build,
    env.NODE_ENV === "production" ? "production" : "development",
  );

  // Pages, scripts and styles go out gzipped (the API's JSON is small and registered before this).
  app.use("*", compress());
  // Fingerprinted assets are immutable; everything else in build/client is revalidated.
  app.use(
    "/assets/*",
    serveStatic({
      root: path.relative(process.cwd(), path.join(buildDir, "client")),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // Prerendered pages allow their own inline scripts by hash; every other page gets a nonce.
  const prerenderedHashes = scriptHashesOfFiles();
  app.use(
    "*",
    serveStatic({
      root: path.relative(process.cwd(), path.join(buildDir, "client")),
      onFound: async (file, c) => {
        if (file.endsWith(".html")) c.set("cspScriptSources", await prerenderedHashes(file));
      },
    }),
  );
  const { pricingFor, ...pageContext } = createPageLoadContext(services);
  app.all("*", (c) => {
    const cspNonce = newNonce();
    c.set("cspScriptSources", [nonceSource(cspNonce)]);
    const address = clientAddress(c, env.TRUST_PROXY);
    return handlePage(c.req.raw, {
      ...pageContext,
      recordNotFound: pageNotFoundRecorder(services, address),
      pricing: () =>
        pricingFor(
          visitorCountry(
            env.GEO_COUNTRY_HEADER ? c.req.header(env.GEO_COUNTRY_HEADER) : undefined,
            address,
          ).countryCode,
        ),
      cspNonce,
    });
  });

  services.worker.start();
  await live.start();
  let lock: ServerLock | null = null;
  const server = serve(
    { fetch: app.fetch, port: env.PORT, hostname: env.HOST, websocket: { server: live.wss } },
    (info) => {
      if (backupToken) {
        const host = ["0.0.0.0", "::", ""].includes(env.HOST) ? "127.0.0.1" : env.HOST;
        const url = `http://${host.includes(":") ? `[${host}]` : host}:${info.port}`;
        lock = writeServerLock(env.dataDir, url, backupToken);
      }
      logger.info(
        `Lifescript is ready at ${env.baseUrl} (port ${info.port}, database ${services.database.kind})`,
      );
    },
  ) as http.Server;
  // Idle connections stay open longer than the clients' and proxies' own (60 s is common): with
  // Node's 5 s default, a client reusing a connection as the server closes it gets ECONNRESET on
  // a request that never reached us. A shutdown still closes idle connections at once.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  // Graceful shutdown: readiness turns 503 at once (services.lifecycle), the listener stops
  // accepting, requests in flight finish (answered with Connection: close), the worker finishes
  // its job, all within SHUTDOWN_TIMEOUT_MS; past it connections are cut and the job is handed
  // back to the queue for another server.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    services.lifecycle.draining = true;
    const timeoutMs = env.SHUTDOWN_TIMEOUT_MS;
    logger.info({ signal, timeoutMs }, "shutting down: finishing requests in flight");
    const cut = setTimeout(() => {
      logger.warn("requests still in flight at the shutdown timeout: closing their connections");
      server.closeAllConnections();
    }, timeoutMs);
    cut.unref();
    // Whatever happens below, the process ends (a hung database close must not keep it alive).
    setTimeout(() => process.exit(1), timeoutMs + 10_000).unref();
    try {
      // Open sockets would keep server.close() waiting: they are told to reconnect (to another
      // server) first, and what they sent is stored.
      await live.stop();
      await Promise.all([
        new Promise<void>((resolve) => server.close(() => resolve())),
        services.worker.stop({ timeoutMs }),
      ]);
      clearTimeout(cut);
      await services.close();
      if (lock) removeServerLock(env.dataDir, lock);
      logger.info("closed cleanly");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "error while closing");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, "could not start");
  process.exit(1);
});
