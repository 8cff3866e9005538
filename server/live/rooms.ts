import { loadLiveDocument } from "#server/domain/live/load-live-document.ts";
import { materialiseFountain } from "#server/domain/live/materialise-fountain.ts";
import type { Db } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { Room, type RoomStore } from "./room.ts";

export const ROOM_IDLE_MS = 30_000;

// The rooms open on this server, one per movie, loaded once however many sockets ask at once.
// A room nobody is in is stored, written into the screenplay's Fountain text and closed after
// ROOM_IDLE_MS.
export class Rooms {
  private readonly rooms = new Map<string, Promise<Room | null>>();
  private readonly sweep: NodeJS.Timeout;
  // Called once for each room this server loads (remote-presence.ts asks the others for their
  // people then).
  onOpen: ((room: Room) => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly store: RoomStore,
    private readonly logger: Logger,
  ) {
    this.sweep = setInterval(() => void this.closeIdle(), ROOM_IDLE_MS / 3);
    this.sweep.unref();
  }

  open(movieId: string): Promise<Room | null> {
    let room = this.rooms.get(movieId);
    if (!room) {
      room = this.load(movieId);
      this.rooms.set(movieId, room);
      room.then(
        (loaded) => {
          if (!loaded) this.rooms.delete(movieId);
          else this.onOpen?.(loaded);
        },
        () => this.rooms.delete(movieId),
      );
    }
    return room;
  }

  async all(): Promise<Room[]> {
    const rooms = await Promise.all([...this.rooms.values()].map((r) => r.catch(() => null)));
    return rooms.filter((room): room is Room => room !== null);
  }

  async get(movieId: string): Promise<Room | null> {
    return (await this.rooms.get(movieId)?.catch(() => null)) ?? null;
  }

  private async load(movieId: string): Promise<Room | null> {
    const loaded = await loadLiveDocument(this.db, movieId);
    if (!loaded) return null;
    return new Room(movieId, loaded.doc, loaded.seq, this.store, (error) =>
      this.logger.warn({ err: error, movieId }, "live update not stored yet: trying again"),
    );
  }

  private idleSince = new Map<string, number>();

  async closeIdle(now = Date.now()): Promise<void> {
    for (const room of await this.all()) {
      if (!room.idle) {
        this.idleSince.delete(room.movieId);
        continue;
      }
      const since = this.idleSince.get(room.movieId) ?? now;
      this.idleSince.set(room.movieId, since);
      if (now - since < ROOM_IDLE_MS) continue;
      this.idleSince.delete(room.movieId);
      this.rooms.delete(room.movieId);
      room.destroy();
      await materialiseFountain(this.db, room.movieId).catch((error: unknown) =>
        this.logger.warn(
          { err: error, movieId: room.movieId },
          "could not write the Fountain text",
        ),
      );
    }
  }

  // Stores what waits in every room (at shutdown).
  async flushAll(): Promise<void> {
    await Promise.all((await this.all()).map((room) => room.flush().catch(() => undefined)));
  }

  stop(): void {
    clearInterval(this.sweep);
  }
}
