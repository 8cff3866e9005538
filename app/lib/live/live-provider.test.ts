import { Awareness } from "y-protocols/awareness";
import * as Y from "yjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LIVE_TEXT_NAME } from "#contracts/live-protocol.ts";
import { FakeLiveServer } from "#tests/fakes/fake-live-server";
import { LiveProvider, type NetworkEvents } from "./live-provider";

const providers: LiveProvider[] = [];
afterEach(() => {
  for (const p of providers.splice(0)) {
    p.destroy();
    p.awareness.destroy();
  }
  vi.useRealTimers();
});

function network(): NetworkEvents & { fire(type: "online" | "offline"): void } {
  const target = new EventTarget();
  return {
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    fire: (type) => target.dispatchEvent(new Event(type)),
  };
}

function connect(server: FakeLiveServer, options: { doc?: Y.Doc; net?: NetworkEvents } = {}) {
  const doc = options.doc ?? new Y.Doc();
  const provider = new LiveProvider({
    url: "ws://localhost/api/movies/m/live",
    doc,
    awareness: new Awareness(doc),
    WebSocket: server.WebSocket,
    network: options.net ?? null,
    minDelayMs: 10,
    maxDelayMs: 40,
  });
  providers.push(provider);
  return provider;
}

const text = (p: LiveProvider) => p.doc.getText(LIVE_TEXT_NAME).toString();

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe("LiveProvider", () => {
  it("says hello, takes the welcome and the server's text, and goes live", async () => {
    const server = new FakeLiveServer("INT. KITCHEN - NIGHT\n");
    const provider = connect(server);
    expect(provider.getState().status).toBe("connecting");
    await until(() => provider.getState().status === "live", "live");
    expect(text(provider)).toBe("INT. KITCHEN - NIGHT\n");
    expect(provider.getState().welcome).toMatchObject({ role: "editor", name: "Ana" });
    expect(server.sockets[0]?.side?.hello).toEqual({ protocol: 1, offlineSince: null });
  });

  it("sends typing to the others and marks it saved when the server says so", async () => {
    const server = new FakeLiveServer();
    const a = connect(server);
    const b = connect(server);
    await until(() => a.getState().status === "live" && b.getState().status === "live", "live");
    a.doc.getText(LIVE_TEXT_NAME).insert(0, "FADE IN:");
    expect(a.getState().saved).toBe(false);
    await until(() => text(b) === "FADE IN:", "the edit at b");
    await until(() => a.getState().saved, "saved");
    expect(server.text).toBe("FADE IN:");
  });

  it("shows who else is there by their name and colour", async () => {
    const server = new FakeLiveServer();
    server.person = { role: "editor", name: "Ana", color: "#1f77b4" };
    const a = connect(server);
    await until(() => a.getState().status === "live", "a live");
    server.person = { role: "editor", name: "Bea", color: "#ff7f0e" };
    const b = connect(server);
    await until(() => a.getState().people.length === 1, "b at a");
    expect(a.getState().people[0]).toMatchObject({ name: "Bea", color: "#ff7f0e" });
    await until(() => b.getState().people.length === 1, "a at b");
    expect(b.getState().people[0]).toMatchObject({ name: "Ana" });
  });

  it("reconnects after a cut and sends what was typed meanwhile, naming when it began", async () => {
    const server = new FakeLiveServer("A");
    const p = connect(server);
    await until(() => p.getState().status === "live", "live");
    server.down = true;
    server.closeAll(1006);
    await until(() => p.getState().status === "offline", "offline");
    p.doc.getText(LIVE_TEXT_NAME).insert(1, "B");
    expect(p.getState().saved).toBe(false);
    expect(p.getState().offlineSince).not.toBeNull();
    // The server meanwhile moves on without this client.
    server.doc.getText(LIVE_TEXT_NAME).insert(0, "0");
    server.down = false;
    await until(() => p.getState().status === "live" && p.getState().saved, "back and saved");
    expect(server.text).toBe(text(p));
    expect(server.text).toBe("0AB");
    const hello = server.sockets.at(-1)?.side?.hello as { offlineSince: string | null };
    expect(hello.offlineSince).not.toBeNull();
    expect(p.getState().offlineSince).toBeNull();
  });

  it("merges two devices' offline edits into one text", async () => {
    const server = new FakeLiveServer("Hello\n");
    const a = connect(server);
    const b = connect(server);
    await until(() => text(a) === "Hello\n" && text(b) === "Hello\n", "both have the text");
    server.down = true;
    server.closeAll(1006);
    await until(() => a.getState().status === "offline" && b.getState().status === "offline", "x");
    a.doc.getText(LIVE_TEXT_NAME).insert(0, "Ana: ");
    b.doc.getText(LIVE_TEXT_NAME).insert(6, "Bea\n");
    server.down = false;
    await until(() => text(a) === text(b) && a.getState().saved && b.getState().saved, "merge");
    expect(text(a)).toBe("Ana: Hello\nBea\n");
    expect(server.text).toBe(text(a));
  });

  it("reconnects at once when the server restarts (1012)", async () => {
    const server = new FakeLiveServer();
    const p = connect(server);
    await until(() => p.getState().status === "live", "live");
    vi.useFakeTimers();
    server.closeAll(1012);
    await vi.advanceTimersByTimeAsync(0);
    // No timer was needed: a new socket is open already.
    expect(server.sockets).toHaveLength(2);
    vi.useRealTimers();
    await until(() => p.getState().status === "live", "live again");
  });

  it("waits longer after each failed attempt, up to a limit", async () => {
    const server = new FakeLiveServer();
    server.down = true;
    vi.useFakeTimers();
    vi.spyOn(Math, "random").mockReturnValue(1);
    const p = connect(server);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sockets).toHaveLength(1);
    expect(p.getState().status).toBe("offline");
    await vi.advanceTimersByTimeAsync(9);
    expect(server.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(20);
    expect(server.sockets).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(40);
    expect(server.sockets).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(40);
    expect(server.sockets).toHaveLength(5);
  });

  it.each([4401, 4403])("stops and reports lost access on %i", async (code) => {
    const server = new FakeLiveServer("Ours\n");
    const p = connect(server);
    await until(() => p.getState().status === "live", "live");
    const message = "Ana no longer shares this screenplay with you.";
    server.closeAll(code, { code: "access_changed", message });
    await until(() => p.getState().status === "lost", "lost");
    expect(p.getState().notice?.message).toBe(message);
    await new Promise((r) => setTimeout(r, 60));
    expect(server.sockets).toHaveLength(1);
    // What they had stays in their document, for the download.
    expect(text(p)).toBe("Ours\n");
  });

  it("closes its socket when the window goes offline and comes back when online", async () => {
    const server = new FakeLiveServer();
    const net = network();
    const p = connect(server, { net });
    await until(() => p.getState().status === "live", "live");
    net.fire("offline");
    expect(p.getState().status).toBe("offline");
    expect(server.sockets[0]?.readyState).toBe(3);
    await new Promise((r) => setTimeout(r, 60));
    expect(server.sockets).toHaveLength(1);
    net.fire("online");
    await until(() => p.getState().status === "live", "live again");
    expect(server.sockets).toHaveLength(2);
  });

  it("sends no document as a reader, even with edits the server lacks", async () => {
    const server = new FakeLiveServer("Theirs\n");
    server.person = { role: "viewer", name: "Vi", color: "#2ca02c" };
    const doc = new Y.Doc();
    doc.getText(LIVE_TEXT_NAME).insert(0, "stale local words");
    const p = connect(server, { doc });
    await until(() => p.getState().status === "live", "live");
    await new Promise((r) => setTimeout(r, 20));
    expect(p.getState().status).toBe("live");
    expect(server.text).toBe("Theirs\n");
  });
});
