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

// One live screenplay's connection to the server (contracts/live-protocol.ts): the hello and
// welcome, y-protocols' sync and awareness, the server's `saved` acknowledgements, and coming
// back after every kind of cut. The Y.Doc is the truth: whatever is typed goes into it at once,
// and the socket only carries it; an edit made offline is sent by the sync step 2 of the next
// connection, where the CRDT merges it with everyone else's.

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

// What the provider needs of a socket: the browser's WebSocket and Node's `ws` both fit.
export type LiveSocket = {
  binaryType: string;
  readonly readyState: number;
  send(data: Uint8Array): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};
export type LiveSocketConstructor = new (url: string) => LiveSocket;

// Where the window's online and offline events come from (none in Node).
export type NetworkEvents = {
  addEventListener(type: "online" | "offline", listener: () => void): void;
  removeEventListener(type: "online" | "offline", listener: () => void): void;
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

const OPEN = 1;
// The server shut this person out: coming back would be refused the same way.
const ACCESS_LOST: ReadonlySet<number> = new Set([closeCodes.sessionEnded, closeCodes.forbidden]);
const WRITERS: ReadonlySet<string> = new Set(["owner", "editor"]);

function bytesOf(data: unknown): Uint8Array | null {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data))
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return null;
}

export class LiveProvider {
  readonly doc: Y.Doc;
  readonly awareness: awarenessProtocol.Awareness;
  private readonly options: LiveProviderOptions;
  private socket: LiveSocket | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private stopped = false;
  private wentOffline = false;
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
    options.network?.addEventListener("offline", this.onOffline);
    options.network?.addEventListener("online", this.onOnline);
    this.connect();
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
    this.stopped = true;
    this.clearRetry();
    this.doc.off("update", this.onDocUpdate);
    this.awareness.off("update", this.onAwarenessUpdate);
    this.options.network?.removeEventListener("offline", this.onOffline);
    this.options.network?.removeEventListener("online", this.onOnline);
    this.dropSocket(closeCodes.normal);
    this.listeners.clear();
  }

  private set(next: Partial<LiveState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private connect(): void {
    if (this.stopped || this.socket) return;
    this.clearRetry();
    this.welcomed = false;
    const socket = new this.options.WebSocket(this.options.url);
    socket.binaryType = "arraybuffer";
    this.socket = socket;
    socket.onopen = () => {
      const hello = { protocol: LIVE_PROTOCOL_VERSION, offlineSince: this.state.offlineSince };
      socket.send(encodeJsonFrame("hello", hello));
    };
    socket.onmessage = (event) => {
      const bytes = bytesOf(event.data);
      try {
        if (!bytes) throw new Error("not a binary frame");
        this.receive(bytes);
      } catch {
        // Something this client cannot read: start again rather than go on half in step.
        socket.close(closeCodes.malformed, "unreadable frame");
      }
    };
    socket.onclose = (event) => this.closed(socket, event.code, event.reason);
    // An error is always followed by a close, which decides what happens next.
    socket.onerror = () => undefined;
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
    this.failures = 0;
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
    if (this.socket?.readyState === OPEN) this.socket.send(frame);
  }

  private closed(socket: LiveSocket, code: number, reason?: string): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.welcomed = false;
    this.forgetOthers();
    if (this.stopped) return;
    if (ACCESS_LOST.has(code)) {
      this.stopped = true;
      const notice = this.state.notice ?? {
        code: String(code),
        message:
          reason ||
          (code === closeCodes.sessionEnded
            ? "You were signed out. Sign in again to go on writing."
            : "You no longer have access to this screenplay."),
      };
      this.set({ status: "lost", notice });
      return;
    }
    this.set({ status: "offline" });
    if (this.wentOffline) return;
    if (code === closeCodes.restart) {
      this.connect();
      return;
    }
    this.retryLater();
  }

  private retryLater(): void {
    const min = this.options.minDelayMs ?? 500;
    const max = this.options.maxDelayMs ?? 30_000;
    const wait = Math.min(max, min * 2 ** this.failures);
    this.failures++;
    // Spread out so a restarted server is not met by every client in the same instant.
    const jittered = wait / 2 + Math.random() * (wait / 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, jittered);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  // Others' carets and names belong to the connection they came on.
  private forgetOthers(): void {
    const others = [...this.awareness.getStates().keys()].filter((c) => c !== this.doc.clientID);
    if (others.length > 0) awarenessProtocol.removeAwarenessStates(this.awareness, others, this);
  }

  private dropSocket(code: number): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    this.welcomed = false;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.close(code);
    this.forgetOthers();
  }

  private onOffline = (): void => {
    this.wentOffline = true;
    this.clearRetry();
    // A browser's WebSocket may only close with 1000 or 3000–4999 (1001 throws).
    this.dropSocket(closeCodes.normal);
    if (!this.stopped && this.state.status !== "lost") this.set({ status: "offline" });
  };

  private onOnline = (): void => {
    this.wentOffline = false;
    this.failures = 0;
    this.connect();
  };
}
