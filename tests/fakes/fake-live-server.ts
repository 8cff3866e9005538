import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import * as awarenessProtocol from "y-protocols/awareness";
import * as syncProtocol from "y-protocols/sync";
import * as Y from "yjs";
import {
  decodeFrame,
  encodeJsonFrame,
  encodeSavedFrame,
  encodeYFrame,
  helloSchema,
  LIVE_TEXT_NAME,
  type Welcome,
} from "#contracts/live-protocol.ts";
import type { LiveSocket, LiveSocketConstructor } from "#app/lib/live/live-provider";

// A live server in memory for the browser's provider: the same frames and order as
// contracts/live-protocol.ts, one room, no database. Sockets are joined to it by a pipe that
// delivers each frame on a later microtask, as a network would.

type Person = Pick<Welcome, "role" | "name" | "color">;

class ServerSide {
  hello: unknown = null;
  sent = 0;
  constructor(
    readonly server: FakeLiveServer,
    readonly client: FakeSocket,
    readonly person: Person,
  ) {}
  send(frame: Uint8Array): void {
    this.client.deliver(frame);
  }
}

export class FakeSocket implements LiveSocket {
  binaryType = "blob";
  readyState = 0;
  onopen: LiveSocket["onopen"] = null;
  onmessage: LiveSocket["onmessage"] = null;
  onclose: LiveSocket["onclose"] = null;
  onerror: LiveSocket["onerror"] = null;
  side: ServerSide | null = null;

  constructor(readonly url: string) {}

  send(data: Uint8Array): void {
    if (this.readyState !== 1) throw new Error("socket not open");
    const copy = data.slice();
    queueMicrotask(() => {
      if (this.side && this.readyState === 1) this.side.server.receive(this.side, copy);
    });
  }

  deliver(frame: Uint8Array): void {
    const copy = frame.slice();
    queueMicrotask(() => {
      if (this.readyState === 1) this.onmessage?.({ data: copy.buffer });
    });
  }

  close(code = 1000, reason = ""): void {
    if (this.readyState >= 2) return;
    this.readyState = 3;
    this.side?.server.leave(this.side);
    queueMicrotask(() => this.onclose?.({ code, reason }));
  }
}

export class FakeLiveServer {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly sides = new Set<ServerSide>();
  /** Every socket ever opened, newest last. */
  readonly sockets: FakeSocket[] = [];
  /** While true new sockets are refused (closed with 1006), as when the server is away. */
  down = false;
  person: Person = { role: "editor", name: "Ana", color: "#1f77b4" };

  /** Someone already in the room, as the server's awareness shows them to each newcomer. */
  set otherPerson(person: { clientId: number; name: string; color: string }) {
    const other = new awarenessProtocol.Awareness(new Y.Doc({ gc: false }));
    other.clientID = person.clientId;
    // Twice: an awareness update at clock 0 is not taken from a client seen for the first time.
    other.setLocalState({ user: { name: person.name, color: person.color } });
    other.setLocalState({ user: { name: person.name, color: person.color } });
    const update = awarenessProtocol.encodeAwarenessUpdate(other, [person.clientId]);
    awarenessProtocol.applyAwarenessUpdate(this.awareness, update, "room");
    other.destroy();
  }

  constructor(text = "") {
    this.awareness.setLocalState(null);
    if (text) this.doc.getText(LIVE_TEXT_NAME).insert(0, text);
    // A change made on the server itself (a test standing for another writer, or a restored
    // version) goes to everyone connected.
    this.doc.on("update", (update: Uint8Array, origin: unknown) => {
      if (origin instanceof ServerSide) return;
      const encoder = encoding.createEncoder();
      syncProtocol.writeUpdate(encoder, update);
      const frame = encodeYFrame("sync", encoding.toUint8Array(encoder));
      for (const side of this.sides) side.send(frame);
    });
  }

  get text(): string {
    return this.doc.getText(LIVE_TEXT_NAME).toString();
  }

  /** The constructor a provider is given: each socket joins this server. */
  readonly WebSocket: LiveSocketConstructor = ((server: FakeLiveServer) =>
    class extends FakeSocket {
      constructor(url: string) {
        super(url);
        server.open(this);
      }
    })(this);

  private open(socket: FakeSocket): void {
    this.sockets.push(socket);
    queueMicrotask(() => {
      if (this.down) {
        socket.readyState = 3;
        socket.onclose?.({ code: 1006, reason: "" });
        return;
      }
      socket.readyState = 1;
      socket.side = new ServerSide(this, socket, { ...this.person });
      this.sides.add(socket.side);
      socket.onopen?.({});
    });
  }

  leave(side: ServerSide): void {
    this.sides.delete(side);
  }

  /** Close every socket from the server's side. */
  closeAll(code: number, notice?: { code: string; message: string }): void {
    for (const side of [...this.sides]) {
      if (notice) side.send(encodeJsonFrame("notice", notice));
      const socket = side.client;
      queueMicrotask(() => {
        this.sides.delete(side);
        if (socket.readyState >= 2) return;
        socket.readyState = 3;
        socket.onclose?.({ code, reason: "" });
      });
    }
  }

  receive(side: ServerSide, data: Uint8Array): void {
    const frame = decodeFrame(data);
    if (frame.kind === "hello") {
      side.hello = helloSchema.parse(frame.json);
      side.send(
        encodeJsonFrame("welcome", { ...side.person, maxChars: 1_000_000, serverId: "fake" }),
      );
      const step1 = encoding.createEncoder();
      syncProtocol.writeSyncStep1(step1, this.doc);
      side.send(encodeYFrame("sync", encoding.toUint8Array(step1)));
      const states = [...this.awareness.getStates().keys()];
      if (states.length > 0) {
        side.send(
          encodeYFrame(
            "awareness",
            awarenessProtocol.encodeAwarenessUpdate(this.awareness, states),
          ),
        );
      }
      return;
    }
    if (frame.kind === "awareness") {
      const update = decoding.readTailAsUint8Array(frame.decoder);
      awarenessProtocol.applyAwarenessUpdate(this.awareness, update, side);
      for (const other of this.sides) if (other !== side) other.send(data);
      return;
    }
    if (frame.kind !== "sync") throw new Error(`unexpected ${frame.kind}`);
    const peek = decoding.clone(frame.decoder);
    const type = decoding.readVarUint(peek);
    if (type !== syncProtocol.messageYjsSyncStep1 && side.person.role !== "editor") {
      side.client.close(4403);
      return;
    }
    const update =
      type === syncProtocol.messageYjsSyncStep1 ? null : decoding.readVarUint8Array(peek);
    const encoder = encoding.createEncoder();
    syncProtocol.readSyncMessage(frame.decoder, encoder, this.doc, side);
    if (encoding.length(encoder) > 0)
      side.send(encodeYFrame("sync", encoding.toUint8Array(encoder)));
    if (update) {
      const relay = encoding.createEncoder();
      syncProtocol.writeUpdate(relay, update);
      for (const other of this.sides) {
        if (other !== side) other.send(encodeYFrame("sync", encoding.toUint8Array(relay)));
      }
      const clocks = [...Y.parseUpdateMeta(update).to].map(([clientId, clock]) => ({
        clientId,
        clock,
      }));
      side.send(encodeSavedFrame(clocks));
    }
  }
}
