import { sql } from "drizzle-orm";
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import * as awarenessProtocol from "y-protocols/awareness";
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { decodePresenceNote, encodePresenceNote, LIVE_PRESENCE_CHANNEL } from "./presence-note.ts";
import { FROM_SERVERS, fromMember, type Room } from "./room.ts";
import type { Rooms } from "./rooms.ts";

// Changes within this many milliseconds go out in one note: a caret moving as someone types
// would otherwise cost a NOTIFY per key.
export const PRESENCE_BATCH_MS = 25;

type AwarenessChange = { added: number[]; updated: number[]; removed: number[] };

// People's presence across servers behind a load balancer: what sockets here change in a room's
// awareness (already stamped with their name and colour) is sent on `lifescript_live_presence`;
// notes from the other servers are applied to the same room here and so reach its sockets. A room
// opened here asks the others for their people. Remote states time out like any (30 s without a
// renewal, which clients send every 15 s); a socket closed elsewhere arrives as a removal.
export async function startRemotePresence(options: {
  database: Database;
  rooms: Rooms;
  serverId: string;
  logger: Logger;
}): Promise<() => Promise<void>> {
  const { database, rooms, serverId, logger } = options;
  const sending = new Set<Promise<void>>();
  const notify = (payload: string) => {
    const sent = database.db
      .execute(sql`select pg_notify(${LIVE_PRESENCE_CHANNEL}, ${payload})`)
      .then(
        () => undefined,
        (error: unknown) => logger.warn({ err: error }, "presence not sent to other servers"),
      )
      .finally(() => sending.delete(sent));
    sending.add(sent);
  };
  // One note if it fits, else one per person; a single state too large is not sent.
  const sendStates = (room: Room, clientIds: number[]) => {
    const update = awarenessProtocol.encodeAwarenessUpdate(room.awareness, clientIds);
    const payload = encodePresenceNote({ m: room.movieId, s: serverId, a: update });
    if (payload) notify(payload);
    else if (clientIds.length > 1) for (const clientId of clientIds) sendStates(room, [clientId]);
  };

  const pending = new Map<Room, Set<number>>();
  let batch: NodeJS.Timeout | null = null;
  const flush = () => {
    batch = null;
    for (const [room, clientIds] of pending) sendStates(room, [...clientIds]);
    pending.clear();
  };
  rooms.onOpen = (room) => {
    room.awareness.on("update", (change: AwarenessChange, origin: unknown) => {
      if (!fromMember(origin)) return;
      const queued = pending.get(room) ?? new Set<number>();
      for (const clientId of [...change.added, ...change.updated, ...change.removed]) {
        queued.add(clientId);
      }
      pending.set(room, queued);
      batch ??= setTimeout(flush, PRESENCE_BATCH_MS);
    });
    const ask = encodePresenceNote({ m: room.movieId, s: serverId, ask: true });
    if (ask) notify(ask);
  };

  const stop = await database.listen(LIVE_PRESENCE_CHANNEL, (payload) => {
    const note = decodePresenceNote(payload);
    if (!note || note.s === serverId) return;
    void rooms.get(note.m).then((room) => {
      if (!room) return;
      if ("ask" in note) {
        const local = [...room.awareness.getStates().keys()].filter(
          (clientId) => !room.remoteClients.has(clientId),
        );
        if (local.length > 0) sendStates(room, local);
        return;
      }
      try {
        applyRemotePresence(room, note.s, note.a);
      } catch (error) {
        logger.warn({ err: error, movieId: note.m }, "unreadable presence from another server");
      }
    });
  });
  return async () => {
    // The sockets closed at shutdown leave the other servers' views now, not after 30 s.
    if (batch) clearTimeout(batch);
    flush();
    await Promise.all(sending);
    rooms.onOpen = null;
    await stop();
  };
}

// Applies another server's awareness update to a room, leaving out any entry for a client id a
// socket on this server holds (nobody elsewhere may move it).
export function applyRemotePresence(room: Room, fromServer: string, update: Uint8Array): void {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  const kept = encoding.createEncoder();
  let keptCount = 0;
  const entries = encoding.createEncoder();
  for (let i = 0; i < count; i++) {
    const clientId = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const state = decoding.readVarString(decoder);
    const local = room.awareness.getStates().has(clientId) && !room.remoteClients.has(clientId);
    if (local) continue;
    if (state !== "null") room.remoteClients.set(clientId, fromServer);
    encoding.writeVarUint(entries, clientId);
    encoding.writeVarUint(entries, clock);
    encoding.writeVarString(entries, state);
    keptCount++;
  }
  if (keptCount === 0) return;
  encoding.writeVarUint(kept, keptCount);
  encoding.writeUint8Array(kept, encoding.toUint8Array(entries));
  awarenessProtocol.applyAwarenessUpdate(room.awareness, encoding.toUint8Array(kept), FROM_SERVERS);
}
