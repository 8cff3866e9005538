import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import type WebSocket from "ws";
import * as awarenessProtocol from "y-protocols/awareness";
import * as Y from "yjs";
import type { MovieRole } from "#contracts/collaboration.ts";
import {
  closeCodes,
  decodeFrame,
  encodeJsonFrame,
  encodeSavedFrame,
  encodeYFrame,
  FRAME_RATE_WINDOW_SECONDS,
  FRAMES_PER_SECOND,
  HELLO_TIMEOUT_MS,
  helloSchema,
  MAX_FRAME_BYTES,
  MAX_LIVE_CHARS,
} from "#contracts/live-protocol.ts";
import { checkLiveUpdate } from "#server/domain/live/check-live-update.ts";
import { stampAwareness, type PresenceUser } from "./presence.ts";
import type { Room, RoomMember, SavedClocks } from "./room.ts";

const SYNC_STEP_1 = 0;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

// Client ids a socket has used in its awareness, across sockets: a client id belongs to the
// first socket that shows it, so nobody can move someone else's caret.
export type ClientIdOwners = Map<number, Connection>;

// One person's socket in a room: reads frames in the protocol's order, lets only editors and
// owners change the text, counts frames, and closes with the contract's codes.
export class Connection implements RoomMember {
  private helloed = false;
  private readonly helloTimer: NodeJS.Timeout;
  private tokens = FRAMES_PER_SECOND * FRAME_RATE_WINDOW_SECONDS;
  private refilledAt = Date.now();
  private readonly clientIds = new Set<number>();
  alive = true;
  closed = false;
  // When the person's device kept edits while it was away: those edits arrive in their first
  // sync step 2, and the merge is kept as a version once stored.
  private offlineSince: string | null = null;
  onOfflineEditsStored: ((personName: string) => void) | null = null;

  constructor(
    private readonly socket: WebSocket,
    readonly room: Room,
    readonly userId: string,
    public role: MovieRole,
    private readonly user: PresenceUser,
    private readonly serverId: string,
    private readonly owners: ClientIdOwners,
    private readonly onClosed: (connection: Connection) => void,
  ) {
    this.helloTimer = setTimeout(
      () => this.close(closeCodes.timeout, "no_hello", "The editor did not say hello in time."),
      HELLO_TIMEOUT_MS,
    );
    socket.on("pong", () => {
      this.alive = true;
    });
    socket.on("close", () => this.closedBySocket());
  }

  get canEdit(): boolean {
    return this.role === "owner" || this.role === "editor";
  }

  receive(data: Uint8Array): void {
    if (this.closed) return;
    if (data.byteLength > MAX_FRAME_BYTES) {
      this.close(closeCodes.tooLarge, "too_large", "That change is too large to send at once.");
      return;
    }
    if (!this.takeToken()) {
      this.close(closeCodes.tooManyFrames, "too_many_frames", "Too many changes at once.");
      return;
    }
    try {
      this.handle(data);
    } catch {
      this.close(closeCodes.malformed, "malformed", "The editor sent something unreadable.");
    }
  }

  private handle(data: Uint8Array): void {
    const frame = decodeFrame(data);
    if (!this.helloed) {
      if (frame.kind !== "hello") throw new Error("hello first");
      this.offlineSince = helloSchema.parse(frame.json).offlineSince;
      this.helloed = true;
      clearTimeout(this.helloTimer);
      this.welcome();
      return;
    }
    switch (frame.kind) {
      case "sync":
        this.handleSync(frame.decoder);
        return;
      case "awareness":
        this.handleAwareness(decoding.readTailAsUint8Array(frame.decoder));
        return;
      default:
        throw new Error(`unexpected frame ${frame.kind}`);
    }
  }

  private welcome(): void {
    this.send(
      encodeJsonFrame("welcome", {
        role: this.role,
        name: this.user.name,
        color: this.user.color,
        maxChars: MAX_LIVE_CHARS,
        serverId: this.serverId,
      }),
    );
    this.room.members.add(this);
    const step1 = encoding.createEncoder();
    encoding.writeVarUint(step1, SYNC_STEP_1);
    encoding.writeVarUint8Array(step1, Y.encodeStateVector(this.room.doc));
    this.send(encodeYFrame("sync", encoding.toUint8Array(step1)));
    const states = [...this.room.awareness.getStates().keys()];
    if (states.length > 0) {
      this.sendAwareness(encodeAwareness(this.room, states));
    }
  }

  private handleSync(decoder: decoding.Decoder): void {
    const type = decoding.readVarUint(decoder);
    if (type === SYNC_STEP_1) {
      const stateVector = decoding.readVarUint8Array(decoder);
      const reply = encoding.createEncoder();
      encoding.writeVarUint(reply, SYNC_STEP_2);
      encoding.writeVarUint8Array(reply, Y.encodeStateAsUpdate(this.room.doc, stateVector));
      this.send(encodeYFrame("sync", encoding.toUint8Array(reply)));
      return;
    }
    if (type !== SYNC_STEP_2 && type !== SYNC_UPDATE) throw new Error("unknown sync message");
    const update = decoding.readVarUint8Array(decoder);
    if (!this.canEdit) {
      // A reader's step 2 holds nothing the room lacks; anything more is an edit.
      if (changesDocument(this.room.doc, update)) {
        this.close(
          closeCodes.forbidden,
          "read_only",
          "This movie is shared with you to read. Ask its owner to make you an editor.",
        );
      }
      return;
    }
    const verdict = checkLiveUpdate(this.room.doc, update, MAX_LIVE_CHARS);
    if (!verdict.ok) {
      this.close(
        verdict.code,
        verdict.code === closeCodes.tooLarge ? "too_large" : "malformed",
        verdict.code === closeCodes.tooLarge
          ? `The screenplay cannot be longer than ${MAX_LIVE_CHARS.toLocaleString("en")} characters.`
          : "The editor sent a change the screenplay cannot take.",
      );
      return;
    }
    const offlineEdits =
      type === SYNC_STEP_2 && this.offlineSince !== null && changesDocument(this.room.doc, update);
    this.offlineSince = null;
    this.room.applyFromMember(this, update);
    if (offlineEdits) {
      void this.room.flush().then(() => this.onOfflineEditsStored?.(this.user.name));
    }
  }

  private handleAwareness(update: Uint8Array): void {
    const stamped = stampAwareness(update, this.user, (clientId) => {
      const owner = this.owners.get(clientId);
      if (owner === undefined) return !this.room.remoteClients.has(clientId);
      return owner === this;
    });
    if (!stamped) return;
    for (const clientId of stamped.clientIds) {
      this.owners.set(clientId, this);
      this.clientIds.add(clientId);
    }
    awarenessApply(this.room, stamped.update, this);
  }

  sendUpdate(update: Uint8Array): void {
    if (!this.helloed) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, SYNC_UPDATE);
    encoding.writeVarUint8Array(encoder, update);
    this.send(encodeYFrame("sync", encoding.toUint8Array(encoder)));
  }

  sendAwareness(update: Uint8Array): void {
    if (this.helloed) this.send(encodeYFrame("awareness", update));
  }

  sendSaved(clocks: SavedClocks): void {
    this.send(encodeSavedFrame([...clocks].map(([clientId, clock]) => ({ clientId, clock }))));
  }

  ping(): void {
    if (!this.alive) {
      this.close(closeCodes.timeout, "timeout", "The connection stopped answering.");
      return;
    }
    this.alive = false;
    this.socket.ping();
  }

  // Sends a notice in the person's words before a 44xx close, then closes.
  close(code: number, noticeCode?: string, message?: string): void {
    if (this.closed) return;
    if (noticeCode && message) this.send(encodeJsonFrame("notice", { code: noticeCode, message }));
    this.socket.close(code);
    this.closedBySocket();
  }

  private closedBySocket(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.helloTimer);
    for (const clientId of this.clientIds) {
      if (this.owners.get(clientId) === this) this.owners.delete(clientId);
    }
    this.room.leave(this, this.clientIds);
    this.onClosed(this);
  }

  private send(data: Uint8Array): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(data);
  }

  // A token bucket: FRAMES_PER_SECOND on average, bursts up to the window's worth.
  private takeToken(): boolean {
    const now = Date.now();
    const capacity = FRAMES_PER_SECOND * FRAME_RATE_WINDOW_SECONDS;
    this.tokens = Math.min(
      capacity,
      this.tokens + ((now - this.refilledAt) / 1000) * FRAMES_PER_SECOND,
    );
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

function encodeAwareness(room: Room, clientIds: number[]): Uint8Array {
  return awarenessProtocol.encodeAwarenessUpdate(room.awareness, clientIds);
}

function awarenessApply(room: Room, update: Uint8Array, origin: Connection): void {
  awarenessProtocol.applyAwarenessUpdate(room.awareness, update, origin);
}

// Whether an update would add text or delete some that is not deleted yet.
export function changesDocument(doc: Y.Doc, update: Uint8Array): boolean {
  const known = Y.decodeStateVector(Y.encodeStateVector(doc));
  const { to } = Y.parseUpdateMeta(update);
  for (const [client, clock] of to) {
    if (clock > (known.get(client) ?? 0)) return true;
  }
  const { ds } = Y.decodeUpdate(update);
  const current = Y.createDeleteSetFromStructStore(doc.store);
  for (const [client, ranges] of ds.clients) {
    const have = current.clients.get(client) ?? [];
    for (const range of ranges) {
      const covered = have.some(
        (h) => h.clock <= range.clock && h.clock + h.len >= range.clock + range.len,
      );
      if (!covered) return true;
    }
  }
  return false;
}
