import { closeCodes } from "#contracts/live-protocol.ts";

// The socket under one live screenplay: opening it, reading what closed it, and coming back after
// every kind of cut (a wait that doubles, at once after a restart, never after being shut out,
// with the window's online and offline events). What goes over it is live-provider.ts's job.

// What the connection needs of a socket: the browser's WebSocket and Node's `ws` both fit.
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

export type LiveConnectionOptions = {
  url: string;
  WebSocket: LiveSocketConstructor;
  network?: NetworkEvents | null;
  /** First wait before reconnecting, doubled each failure up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
};

// What the connection tells the one who reads and writes its frames.
export type LiveConnectionEvents = {
  /** The socket is open: the first frame to send. */
  hello(): Uint8Array;
  /** A binary frame came; throwing closes the socket as unreadable, to start again. */
  receive(bytes: Uint8Array): void;
  /** The socket is gone, whatever the reason (including this side closing it). */
  disconnected(): void;
  /** Closed or offline; it comes back by itself when it can. */
  offline(): void;
  /** The server shut this person out: no coming back. */
  shutOut(code: number, reason: string | undefined): void;
};

const OPEN = 1;
// The server shut this person out: coming back would be refused the same way.
const ACCESS_LOST: ReadonlySet<number> = new Set([closeCodes.sessionEnded, closeCodes.forbidden]);

function bytesOf(data: unknown): Uint8Array | null {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data))
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return null;
}

export class LiveConnection {
  private readonly options: LiveConnectionOptions;
  private readonly events: LiveConnectionEvents;
  private socket: LiveSocket | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private stopped = false;
  private wentOffline = false;

  constructor(options: LiveConnectionOptions, events: LiveConnectionEvents) {
    this.options = options;
    this.events = events;
    options.network?.addEventListener("offline", this.onOffline);
    options.network?.addEventListener("online", this.onOnline);
    this.connect();
  }

  /** Sends a frame if the socket is open; one that cannot go is carried by the next sync. */
  send(frame: Uint8Array): void {
    if (this.socket?.readyState === OPEN) this.socket.send(frame);
  }

  /** The server welcomed this client: the next cut starts waiting from the shortest wait. */
  welcomed(): void {
    this.failures = 0;
  }

  destroy(): void {
    this.stopped = true;
    this.clearRetry();
    this.options.network?.removeEventListener("offline", this.onOffline);
    this.options.network?.removeEventListener("online", this.onOnline);
    this.dropSocket(closeCodes.normal);
  }

  private connect(): void {
    if (this.stopped || this.socket) return;
    this.clearRetry();
    const socket = new this.options.WebSocket(this.options.url);
    socket.binaryType = "arraybuffer";
    this.socket = socket;
    socket.onopen = () => socket.send(this.events.hello());
    socket.onmessage = (event) => {
      const bytes = bytesOf(event.data);
      try {
        if (!bytes) throw new Error("not a binary frame");
        this.events.receive(bytes);
      } catch {
        // Something this client cannot read: start again rather than go on half in step.
        socket.close(closeCodes.malformed, "unreadable frame");
      }
    };
    socket.onclose = (event) => this.closed(socket, event.code, event.reason);
    // An error is always followed by a close, which decides what happens next.
    socket.onerror = () => undefined;
  }

  private closed(socket: LiveSocket, code: number, reason?: string): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.events.disconnected();
    if (this.stopped) return;
    if (ACCESS_LOST.has(code)) {
      this.stopped = true;
      this.events.shutOut(code, reason);
      return;
    }
    this.events.offline();
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

  private dropSocket(code: number): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.close(code);
    this.events.disconnected();
  }

  private onOffline = (): void => {
    this.wentOffline = true;
    this.clearRetry();
    // A browser's WebSocket may only close with 1000 or 3000–4999 (1001 throws).
    this.dropSocket(closeCodes.normal);
    if (!this.stopped) this.events.offline();
  };

  private onOnline = (): void => {
    this.wentOffline = false;
    this.failures = 0;
    this.connect();
  };
}
