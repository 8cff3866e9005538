import * as awarenessProtocol from "y-protocols/awareness";
import * as Y from "yjs";
import { LIVE_TEXT_NAME } from "#contracts/live-protocol.ts";
import type { LiveUpdatesSince } from "#server/domain/live/read-live-updates-since.ts";
import { GroupCommit, type SavedClocks } from "./group-commit.ts";

// What a room needs of the socket it serves (connection.ts).
export type RoomMember = {
  userId: string;
  sendUpdate: (update: Uint8Array) => void;
  sendAwareness: (update: Uint8Array) => void;
  sendSaved: (clocks: SavedClocks) => void;
};

export type RoomStore = {
  append: (movieId: string, update: Uint8Array) => Promise<{ seq: number }>;
  readSince: (movieId: string, seq: number) => Promise<LiveUpdatesSince>;
};

// Updates read from the database (other servers' commits): relayed, never stored again.
export const FROM_DATABASE = Symbol("database");

// Presence other servers relayed (remote-presence.ts): shown here, never sent back.
export const FROM_SERVERS = Symbol("servers");

// Whether an awareness change came from a socket on this server (not another server, not a
// timeout): only those are relayed to the other servers.
export function fromMember(origin: unknown): origin is RoomMember {
  return typeof origin === "object" && origin !== null;
}

// One movie's live document on this server: the Y.Doc everyone here edits, the people's
// presence, and the group commit that stores their updates. `seq` is the last database row this
// doc holds with nothing missing before it; rows other servers append are read after it.
export class Room {
  readonly doc: Y.Doc;
  readonly text: Y.Text;
  readonly awareness: awarenessProtocol.Awareness;
  readonly members = new Set<RoomMember>();
  // Yjs client ids of people on other servers, by server id: no socket here may take them.
  readonly remoteClients = new Map<number, string>();
  seq: number;
  private readonly commits: GroupCommit<RoomMember>;
  private catchingUp: Promise<void> | null = null;
  private catchUpAgain = false;

  constructor(
    readonly movieId: string,
    doc: Y.Doc,
    seq: number,
    private readonly store: RoomStore,
    onCommitError: (error: unknown) => void,
  ) {
    this.doc = doc;
    this.text = doc.getText(LIVE_TEXT_NAME);
    this.seq = seq;
    this.awareness = new awarenessProtocol.Awareness(doc);
    // The server has no caret of its own.
    this.awareness.setLocalState(null);
    this.commits = new GroupCommit<RoomMember>(
      async (update) => {
        try {
          const { seq: committed } = await store.append(movieId, update);
          if (committed === this.seq + 1) this.seq = committed;
          else void this.catchUp();
        } catch (error) {
          onCommitError(error);
          throw error;
        }
      },
      (member, clocks) => {
        if (this.members.has(member)) member.sendSaved(clocks);
      },
    );
    doc.on("update", (update: Uint8Array, origin: unknown) => {
      for (const member of this.members) if (member !== origin) member.sendUpdate(update);
    });
    this.awareness.on(
      "update",
      (
        { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
        origin: unknown,
      ) => {
        for (const clientId of removed) this.remoteClients.delete(clientId);
        const changed = [...added, ...updated, ...removed];
        if (changed.length === 0) return;
        const message = awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed);
        for (const member of this.members) if (member !== origin) member.sendAwareness(message);
      },
    );
  }

  // Applies an update a member sent (already checked) and queues what was new for the next
  // commit; `clocks` are the member's clocks the update reaches, acknowledged after it.
  applyFromMember(member: RoomMember, update: Uint8Array): void {
    let fresh: Uint8Array | null = null;
    const keep = (change: Uint8Array) => {
      fresh = change;
    };
    this.doc.once("update", keep);
    Y.applyUpdate(this.doc, update, member);
    this.doc.off("update", keep);
    const { to } = Y.parseUpdateMeta(update);
    this.commits.add(member, fresh, to);
  }

  // Reads the rows other servers appended since `seq` and applies them; one read at a time,
  // and one more if a note arrived meanwhile.
  catchUp(): Promise<void> {
    if (this.catchingUp) {
      this.catchUpAgain = true;
      return this.catchingUp;
    }
    this.catchingUp = (async () => {
      do {
        this.catchUpAgain = false;
        const since = await this.store.readSince(this.movieId, this.seq);
        if (since.snapshot) {
          Y.applyUpdate(this.doc, since.snapshot.state, FROM_DATABASE);
          this.seq = Math.max(this.seq, since.snapshot.seq);
        }
        for (const row of since.updates) {
          if (row.seq <= this.seq) continue;
          Y.applyUpdate(this.doc, row.update, FROM_DATABASE);
          this.seq = row.seq;
        }
      } while (this.catchUpAgain);
    })().finally(() => {
      this.catchingUp = null;
    });
    return this.catchingUp;
  }

  leave(member: RoomMember, clientIds: Iterable<number>): void {
    this.members.delete(member);
    this.commits.forget(member);
    const ids = [...clientIds].filter((id) => this.awareness.getStates().has(id));
    if (ids.length > 0) awarenessProtocol.removeAwarenessStates(this.awareness, ids, member);
  }

  get idle(): boolean {
    return this.members.size === 0 && this.commits.idle;
  }

  flush(): Promise<void> {
    return this.commits.flush();
  }

  destroy(): void {
    this.awareness.destroy();
    this.doc.destroy();
  }
}

export type { SavedClocks };
