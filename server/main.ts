import fs from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApi } from "./app.ts";
import { bootstrap } from "./bootstrap.ts";
import { clientAddress } from "./api/client-address.ts";
import { pageNotFoundRecorder } from "./api/system/not-found-recorder.ts";
import { CONFIG_ERROR_EXIT, env } from "./env.ts";
import { logger } from "./logger.ts";
import { createPageLoadContext } from "./load-context.ts";
import { newNonce, nonceSource, scriptHashesOfFiles } from "./content-security-policy.ts";

async function main(): Promise<void> {
  const services = await bootstrap(env, logger);
  const buildDir = env.buildDir;
  const app = createApi(services);

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
  const pageContext = createPageLoadContext(services);
  app.all("*", (c) => {
    const cspNonce = newNonce();
    c.set("cspScriptSources", [nonceSource(cspNonce)]);
    return handlePage(c.req.raw, {
      ...pageContext,
      recordNotFound: pageNotFoundRecorder(services, clientAddress(c, env.TRUST_PROXY)),
      cspNonce,
    });
  });

  services.worker.start();
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      `Lifescript is ready at ${env.baseUrl} (port ${info.port}, database ${services.database.kind})`,
    );
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      services
        .close()
        .then(() => {
          logger.info("closed cleanly");
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, "error while closing");
          process.exit(1);
        });
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, "could not start");
  process.exit(1);
});
