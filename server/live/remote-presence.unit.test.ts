import { describe, expect, it } from "vitest";
import * as awarenessProtocol from "y-protocols/awareness";
import * as Y from "yjs";
import {
  decodePresenceNote,
  encodePresenceNote,
  MAX_PRESENCE_NOTE_BYTES,
} from "./presence-note.ts";
import { applyRemotePresence } from "./remote-presence.ts";
import { Room } from "./room.ts";

const MOVIE = "0b6f3c1e-2d7a-4c55-9a7e-5f1d8e9c0a11";
const user = { name: "Ada", color: "#c0392b", colorLight: "#c0392b33" };

function stateOf(clientId: number, state: unknown, clock = 1): Uint8Array {
  const doc = new Y.Doc();
  doc.clientID = clientId;
  const awareness = new awarenessProtocol.Awareness(doc);
  for (let i = 1; i < clock; i++) awareness.setLocalState({ step: i });
  awareness.setLocalState(state as Record<string, unknown> | null);
  const update = awarenessProtocol.encodeAwarenessUpdate(awareness, [clientId]);
  awareness.destroy();
  return update;
}

function emptyRoom(): Room {
  const store = {
    append: () => Promise.resolve({ seq: 1 }),
    readSince: () => Promise.resolve({ snapshot: null, updates: [] }),
  };
  return new Room(MOVIE, new Y.Doc(), 0, store, () => undefined);
}

describe("presence notes between servers", () => {
  it("carries an awareness update and a request for states there and back", () => {
    const a = stateOf(7, { user, cursor: { anchor: 3 } });
    const payload = encodePresenceNote({ m: MOVIE, s: "server-1", a });
    expect(payload).not.toBeNull();
    const note = decodePresenceNote(payload ?? "");
    expect(note).toMatchObject({ m: MOVIE, s: "server-1" });
    expect(note && "a" in note && [...note.a]).toEqual([...a]);
    const ask = encodePresenceNote({ m: MOVIE, s: "server-2", ask: true });
    expect(decodePresenceNote(ask ?? "")).toEqual({ m: MOVIE, s: "server-2", ask: true });
  });

  it("does not send a note over the size limit", () => {
    const big = stateOf(7, { user, note: "x".repeat(MAX_PRESENCE_NOTE_BYTES) });
    expect(encodePresenceNote({ m: MOVIE, s: "server-1", a: big })).toBeNull();
  });

  it("reads anything else as no note", () => {
    for (const payload of [
      "",
      "not json",
      "{}",
      '{"m":"x","s":"y"}',
      '{"m":"x","s":"y","ask":1}',
    ]) {
      expect(decodePresenceNote(payload)).toBeNull();
    }
  });

  it("shows a person from another server and removes them when their socket closes", () => {
    const room = emptyRoom();
    applyRemotePresence(room, "server-1", stateOf(7, { user, cursor: 1 }));
    expect(room.awareness.getStates().get(7)).toEqual({ user, cursor: 1 });
    expect(room.remoteClients.get(7)).toBe("server-1");
    applyRemotePresence(room, "server-1", stateOf(7, null, 2));
    expect(room.awareness.getStates().has(7)).toBe(false);
    expect(room.remoteClients.has(7)).toBe(false);
    room.destroy();
  });

  it("never lets another server move the caret of someone on this one", () => {
    const room = emptyRoom();
    const member = {
      userId: "u",
      sendUpdate: () => undefined,
      sendAwareness: () => undefined,
      sendSaved: () => undefined,
    };
    awarenessProtocol.applyAwarenessUpdate(room.awareness, stateOf(9, { user, cursor: 1 }), member);
    applyRemotePresence(room, "server-1", stateOf(9, { user: { ...user, name: "Eve" } }, 5));
    expect(room.awareness.getStates().get(9)).toEqual({ user, cursor: 1 });
    expect(room.remoteClients.has(9)).toBe(false);
    room.destroy();
  });
});
