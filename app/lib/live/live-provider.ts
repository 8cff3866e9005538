import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import * as awarenessProtocol from "y-protocols/awareness";
import * as syncProtocol from "y-protocols/sync";
import * as Y from "yjs";
import {
  closeCodes,
  decodeFrame,
  encodeJsonFrame,
  encodeYFrame,
  LIVE_PROTOCOL_VERSION,
  noticeSchema,
  welcomeSchema,
  type Notice,
  type SavedClock,
  type Welcome,
} from "#contracts/live-protocol.ts";
import { LiveConnection, type LiveSocketConstructor, type NetworkEvents } from "./live-connection";

// What one live screenplay says to the server (contracts/live-protocol.ts): the hello and
// welcome, y-protocols' sync and awareness, the server's `saved` acknowledgements, and the state
// the editor shows. The Y.Doc is the truth: whatever is typed goes into it at once, and the
// socket only carries it; an edit made offline is sent by the sync step 2 of the next
// connection, where the CRDT merges it with everyone else's. Keeping the socket open (and
// reopening it) is live-connection.ts's job.

export type { LiveSocket, LiveSocketConstructor, NetworkEvents } from "./live-connection";

export type LiveStatus = "connecting" | "live" | "offline" | "lost";

export type LivePerson = { clientId: number; name: string; color: string };

export type LiveState = {
  status: LiveStatus;
  /** Every edit made on this device is stored on the server. */
  saved: boolean;
  /** The server's welcome: role, name, colour and size limit (null before the first). */
  welcome: Welcome | null;
  /** Why the server shut this person out (with status "lost"). */
  notice: Notice | null;
  /** The other people in the document now. */
  people: LivePerson[];
  /** When the first edit not yet stored began, if it was made offline. */
  offlineSince: string | null;
};

export type LiveProviderOptions = {
  url: string;
  doc: Y.Doc;
  awareness: awarenessProtocol.Awareness;
  WebSocket: LiveSocketConstructor;
  /** Client ids of earlier sessions on this device whose edits may not be stored yet. */
  ownClients?: readonly number[];
  offlineSince?: string | null;
  network?: NetworkEvents | null;
  /** First wait before reconnecting, doubled each failure up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  now?: () => Date;
};

const WRITERS: ReadonlySet<string> = new Set(["owner", "editor"]);

export class LiveProvider {
  readonly doc: Y.Doc;
  readonly awareness: awarenessProtocol.Awareness;
  private readonly options: LiveProviderOptions;
  private readonly connection: LiveConnection;
  private welcomed = false;
  // What the server holds of each client id: from its sync step 1, then its `saved` frames.
  private readonly serverClocks = new Map<number, number>();
  private readonly ownClients: Set<number>;
  private state: LiveState;
  private readonly listeners = new Set<() => void>();

  constructor(options: LiveProviderOptions) {
    this.options = options;
    this.doc = options.doc;
    this.awareness = options.awareness;
    this.ownClients = new Set([...(options.ownClients ?? []), this.doc.clientID]);
    this.state = {
      status: "connecting",
      saved: true,
      welcome: null,
      notice: null,
      people: [],
      offlineSince: options.offlineSince ?? null,
    };
    this.state = { ...this.state, saved: this.allSaved() };
    this.doc.on("update", this.onDocUpdate);
    this.awareness.on("update", this.onAwarenessUpdate);
    this.connection = new LiveConnection(options, {
      hello: () => {
        const hello = { protocol: LIVE_PROTOCOL_VERSION, offlineSince: this.state.offlineSince };
        return encodeJsonFrame("hello", hello);
      },
      receive: (bytes) => this.receive(bytes),
      disconnected: () => {
        this.welcomed = false;
        this.forgetOthers();
      },
      offline: () => {
        if (this.state.status !== "lost") this.set({ status: "offline" });
      },
      shutOut: (code, reason) => this.shutOut(code, reason),
    });
  }

  /** For useSyncExternalStore: a new object whenever something changed. */
  getState = (): LiveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The client ids whose edits this device made (kept with the stored state). */
  authoredClients(): number[] {
    return [...this.ownClients];
  }

  destroy(): void {
    this.doc.off("update", this.onDocUpdate);
    this.awareness.off("update", this.onAwarenessUpdate);
    this.connection.destroy();
    this.listeners.clear();
  }

  private set(next: Partial<LiveState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private receive(bytes: Uint8Array): void {
    const frame = decodeFrame(bytes);
    switch (frame.kind) {
      case "hello":
        this.welcome(welcomeSchema.parse(frame.json));
        return;
      case "sync":
        this.receiveSync(frame.decoder);
        return;
      case "awareness":
        awarenessProtocol.applyAwarenessUpdate(
          this.awareness,
          decoding.readTailAsUint8Array(frame.decoder),
          this,
        );
        return;
      case "saved":
        this.receiveSaved(frame.clocks);
        return;
      case "notice":
        this.set({ notice: noticeSchema.parse(frame.json) });
        return;
    }
  }

  private welcome(welcome: Welcome): void {
    this.welcomed = true;
    this.connection.welcomed();
    this.set({ welcome, notice: null });
    const encoder = encoding.createEncoder();
    syncProtocol.writeSyncStep1(encoder, this.doc);
    this.send(encodeYFrame("sync", encoding.toUint8Array(encoder)));
    // The server stamps the name and colour anyway; set here too so this tab shows the same.
    // Setting it also sends this person's caret to the room (onAwarenessUpdate).
    const local = this.awareness.getLocalState() ?? {};
    this.awareness.setLocalState({
      ...local,
      user: { name: welcome.name, color: welcome.color, colorLight: `${welcome.color}33` },
    });
  }

  private receiveSync(decoder: decoding.Decoder): void {
    const peek = decoding.clone(decoder);
    const type = decoding.readVarUint(peek);
    if (type === syncProtocol.messageYjsSyncStep1) {
      // The server's state vector: what it already holds of this device's edits.
      const vector = Y.decodeStateVector(decoding.readVarUint8Array(peek));
      for (const [client, clock] of vector) this.noteServerClock(client, clock);
    }
    const encoder = encoding.createEncoder();
    const kind = syncProtocol.readSyncMessage(decoder, encoder, this.doc, this);
    // A reader's client sends no document (the server would take it for a write).
    if (encoding.length(encoder) > 0 && this.canWrite()) {
      this.send(encodeYFrame("sync", encoding.toUint8Array(encoder)));
    }
    if (kind === syncProtocol.messageYjsSyncStep2 && this.state.status !== "live") {
      this.set({ status: "live", saved: this.allSaved() });
    }
  }

  private receiveSaved(clocks: readonly SavedClock[]): void {
    for (const { clientId, clock } of clocks) this.noteServerClock(clientId, clock);
    this.refreshSaved();
  }

  private noteServerClock(client: number, clock: number): void {
    this.serverClocks.set(client, Math.max(this.serverClocks.get(client) ?? 0, clock));
  }

  private allSaved(): boolean {
    const local = Y.encodeStateVector(this.doc);
    const vector = Y.decodeStateVector(local);
    for (const client of this.ownClients) {
      if ((vector.get(client) ?? 0) > (this.serverClocks.get(client) ?? 0)) return false;
    }
    return true;
  }

  private refreshSaved(): void {
    const saved = this.allSaved();
    if (saved === this.state.saved && (!saved || this.state.offlineSince === null)) return;
    this.set({ saved, offlineSince: saved ? null : this.state.offlineSince });
  }

  private canWrite(): boolean {
    const role = this.state.welcome?.role;
    return role === undefined || WRITERS.has(role);
  }

  private onDocUpdate = (update: Uint8Array, origin: unknown): void => {
    if (origin === this) return;
    // From the welcome on, edits go at once; earlier ones reach the server in the sync step 2
    // that answers its step 1.
    const live = this.welcomed;
    if (live && this.canWrite()) {
      const encoder = encoding.createEncoder();
      syncProtocol.writeUpdate(encoder, update);
      this.send(encodeYFrame("sync", encoding.toUint8Array(encoder)));
    }
    const offlineSince =
      this.state.offlineSince ?? (live ? null : (this.options.now?.() ?? new Date()).toISOString());
    this.set({ saved: false, offlineSince });
  };

  private onAwarenessUpdate = (
    change: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ): void => {
    if (origin !== this) {
      const own = [...change.added, ...change.updated, ...change.removed].filter(
        (client) => client === this.doc.clientID,
      );
      if (own.length > 0 && this.welcomed) this.sendAwareness(own);
    }
    this.set({ people: this.peopleNow() });
  };

  private peopleNow(): LivePerson[] {
    const people: LivePerson[] = [];
    for (const [clientId, state] of this.awareness.getStates()) {
      if (clientId === this.doc.clientID) continue;
      const user = (state as { user?: { name?: unknown; color?: unknown } }).user;
      if (typeof user?.name !== "string" || typeof user.color !== "string") continue;
      people.push({ clientId, name: user.name, color: user.color });
    }
    return people;
  }

  private sendAwareness(clients: number[]): void {
    // The frame holds the awareness update as it is, with no length before it: the server reads
    // the rest of the frame as the update.
    const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, clients);
    this.send(encodeYFrame("awareness", update));
  }

  private send(frame: Uint8Array): void {
    this.connection.send(frame);
  }

  private shutOut(code: number, reason: string | undefined): void {
    const notice = this.state.notice ?? {
      code: String(code),
      message:
        reason ||
        (code === closeCodes.sessionEnded
          ? "You were signed out. Sign in again to go on writing."
          : "You no longer have access to this screenplay."),
    };
    this.set({ status: "lost", notice });
  }

  // Others' carets and names belong to the connection they came on.
  private forgetOthers(): void {
    const others = [...this.awareness.getStates().keys()].filter((c) => c !== this.doc.clientID);
    if (others.length > 0) awarenessProtocol.removeAwarenessStates(this.awareness, others, this);
  }
}
