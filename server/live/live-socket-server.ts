import { randomUUID } from "node:crypto";
import { upgradeWebSocket } from "@hono/node-server";
import { OpenAPIHono } from "@hono/zod-openapi";
import { WebSocketServer } from "ws";
import type WebSocket from "ws";
import {
  closeCodes,
  MAX_FRAME_BYTES,
  MAX_SOCKETS_PER_PERSON_PER_MOVIE,
  PING_INTERVAL_MS,
} from "#contracts/live-protocol.ts";
import type { AppEnv, Deps } from "#server/context.ts";
import { appendLiveUpdate } from "#server/domain/live/append-live-update.ts";
import { personColour } from "#server/domain/live/person-colour.ts";
import { readLiveUpdatesSince } from "#server/domain/live/read-live-updates-since.ts";
import { movieAccess } from "#server/domain/movies/movie-access.ts";
import { recordMergeVersion } from "#server/domain/screenplay/record-merge-version.ts";
import { AppError } from "#server/errors.ts";
import { judgeOrigin } from "#server/http/origin-check.ts";
import { addressSubject, enforceLimit } from "#server/http/rate-limit.ts";
import { limitRules } from "#server/limits/limit-rules.ts";
import { Connection, type ClientIdOwners } from "./connection.ts";
import { endedSessions } from "./ended-sessions.ts";
import { startRelay } from "./relay.ts";
import { startRemotePresence } from "./remote-presence.ts";
import { Rooms } from "./rooms.ts";

export type LiveServer = {
  // Given to `serve({ websocket: { server } })`: the upgrade runs through the app's routes.
  wss: WebSocketServer;
  router: OpenAPIHono<AppEnv>;
  serverId: string;
  start: () => Promise<void>;
  // At shutdown: every socket is told to reconnect (1012), and what waits is stored.
  stop: () => Promise<void>;
};

// The live screenplay's WebSocket endpoint and everything behind it on this server.
export function createLiveServer(deps: Deps): LiveServer {
  const { database, env, logger } = deps;
  const serverId = randomUUID();
  const allowedOrigin = new URL(env.baseUrl).origin;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES * 2 });
  const rooms = new Rooms(
    database.db,
    {
      append: (movieId, update) =>
        appendLiveUpdate(database.db, movieId, update, serverId, {
          rows: env.LIVE_COMPACT_ROWS,
          bytes: env.LIVE_COMPACT_BYTES,
        }),
      readSince: (movieId, seq) => readLiveUpdatesSince(database.db, movieId, seq),
    },
    logger,
  );
  const connections = new Set<Connection>();
  const owners: ClientIdOwners = new Map();
  const perPerson = new Map<string, number>();
  // The session each socket opened with: it closes (4401) once that session ends.
  const sessionOf = new Map<Connection, string>();
  let stopRelay: (() => Promise<void>) | null = null;
  let stopPresence: (() => Promise<void>) | null = null;
  let pinger: NodeJS.Timeout | null = null;

  const recheckAccess = async (movieId: string, memberId: string) => {
    for (const connection of connections) {
      if (connection.room.movieId !== movieId) continue;
      if (memberId !== "*" && connection.userId !== memberId) continue;
      const role = await movieAccess(database.db, connection.userId, movieId, "read").then(
        (access) => access.role,
        (error: unknown) => {
          if (error instanceof AppError && error.status < 500) return null;
          throw error;
        },
      );
      if (role !== connection.role) {
        connection.close(
          closeCodes.forbidden,
          "access_changed",
          role === null
            ? "You no longer have access to this movie."
            : "Your role on this movie changed.",
        );
      }
    }
  };

  const recheckSessions = async () => {
    const ended = await endedSessions(database.db, new Set(sessionOf.values()));
    for (const [connection, sessionId] of sessionOf) {
      if (!ended.has(sessionId)) continue;
      connection.close(
        closeCodes.sessionEnded,
        "session_ended",
        "You were signed out. Sign in again to keep writing.",
      );
    }
  };

  const router = new OpenAPIHono<AppEnv>();
  router.get("/api/movies/:id/live", async (c, next) => {
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
      throw new AppError("bad_request", "This address takes a WebSocket connection.");
    }
    const verdict = judgeOrigin(allowedOrigin, {
      origin: c.req.header("origin"),
      secFetchSite: c.req.header("sec-fetch-site")?.toLowerCase(),
      hasCookie: Boolean(c.req.header("cookie")),
    });
    if (verdict === "refused") {
      throw new AppError("forbidden", `Live editing is open only from ${allowedOrigin}`);
    }
    const user = c.get("user");
    if (!user) throw AppError.unauthorized();
    if (user.isAnonymous) {
      throw new AppError("guest_not_allowed", "Create an account to write with other people.");
    }
    // Reconnects are normal (a dropped train signal, a sleeping laptop); a loop is not.
    await enforceLimit(deps, limitRules.liveConnectPerAddress, addressSubject(c, deps));
    await enforceLimit(deps, limitRules.liveConnectPerAccount, user.id);
    if (deps.lifecycle.draining || connections.size >= env.LIVE_MAX_SOCKETS) {
      throw new AppError("unavailable", "This server is busy. Trying again in a moment.");
    }
    const found = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) throw AppError.unauthorized();
    const sessionId = found.session.id;
    const movieId = c.req.param("id");
    const access = await movieAccess(database.db, user.id, movieId, "read");
    const key = `${user.id}:${movieId}`;
    if ((perPerson.get(key) ?? 0) >= MAX_SOCKETS_PER_PERSON_PER_MOVIE) {
      throw AppError.rateLimited("This screenplay is open in too many tabs. Close one.", 5);
    }
    const room = await rooms.open(movieId);
    if (!room) {
      throw new AppError("not_live", "This screenplay is not shared for writing together.");
    }
    const colour = personColour(user.id);
    let connection: Connection | null = null;
    const upgrade = upgradeWebSocket(() => ({
      onOpen: (_event, ws) => {
        const socket = ws.raw as WebSocket;
        perPerson.set(key, (perPerson.get(key) ?? 0) + 1);
        connection = new Connection(
          socket,
          room,
          user.id,
          access.role,
          { name: user.name, ...colour },
          serverId,
          owners,
          (closed) => {
            connections.delete(closed);
            sessionOf.delete(closed);
            const left = (perPerson.get(key) ?? 1) - 1;
            if (left > 0) perPerson.set(key, left);
            else perPerson.delete(key);
          },
        );
        connection.onOfflineEditsStored = (personName) => {
          recordMergeVersion(database.db, movieId, `Offline edits from ${personName} merged`).catch(
            (error: unknown) => logger.warn({ err: error, movieId }, "merge version not recorded"),
          );
        };
        connections.add(connection);
        sessionOf.set(connection, sessionId);
      },
      onMessage: (event) => {
        const data: unknown = event.data;
        if (data instanceof ArrayBuffer) connection?.receive(new Uint8Array(data));
        else connection?.close(closeCodes.malformed, "malformed", "Frames are binary.");
      },
    }));
    return upgrade(c, next);
  });

  return {
    wss,
    router,
    serverId,
    async start() {
      stopRelay = await startRelay({
        database,
        rooms,
        serverId,
        logger,
        recheckAccess,
        recheckSessions,
      });
      // A PGlite folder belongs to one process: no other server shares its rooms.
      if (database.kind === "postgres") {
        stopPresence = await startRemotePresence({ database, rooms, serverId, logger });
      }
      pinger = setInterval(() => {
        for (const connection of connections) connection.ping();
      }, PING_INTERVAL_MS);
      pinger.unref();
    },
    async stop() {
      if (pinger) clearInterval(pinger);
      for (const connection of [...connections]) {
        connection.close(closeCodes.restart);
      }
      await rooms.flushAll();
      rooms.stop();
      await stopRelay?.();
      await stopPresence?.().catch(() => undefined);
    },
  };
}
