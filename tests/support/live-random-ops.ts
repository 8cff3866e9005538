// Random edits of a live screenplay for the convergence tests: the same edits for the same seed,
// so a failure's seed replays the run. Insert 1–20 characters (newlines included) half the time,
// delete 1–30 characters 30 %, replace (a delete and an insert in one transaction) 20 %, at a
// random position of the client's current text.
import type * as Y from "yjs";
import { between, seededRandom, type Random } from "#screenplay/test/memoir-script-fixture.ts";

export { seededRandom, type Random };

export type LiveOp =
  | { kind: "insert"; at: number; text: string }
  | { kind: "delete"; at: number; length: number }
  | { kind: "replace"; at: number; length: number; text: string };

// The seed from LIVE_SEED, or a new one; the tests print it in every failure message.
export function liveSeed(fromEnv = process.env.LIVE_SEED): number {
  if (fromEnv !== undefined && fromEnv !== "") {
    const seed = Number(fromEnv);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
      throw new Error(`LIVE_SEED must be a whole number from 0 to 4294967295, not "${fromEnv}"`);
    return seed;
  }
  return Math.floor(Math.random() * 0xffffffff);
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ.,'!?-()éß\n";

function randomText(random: Random): string {
  const length = between(random, 1, 20);
  let text = "";
  for (let i = 0; i < length; i++) text += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return text;
}

// An edit valid for a text of `textLength` characters. On an empty text a delete has nothing to
// take, so it becomes an insert.
export function drawOp(random: Random, textLength: number): LiveOp {
  const roll = random();
  const at = between(random, 0, textLength);
  if (roll < 0.5 || textLength === 0) return { kind: "insert", at, text: randomText(random) };
  const start = Math.min(at, textLength - 1);
  const length = Math.min(between(random, 1, 30), textLength - start);
  if (roll < 0.8) return { kind: "delete", at: start, length };
  return { kind: "replace", at: start, length, text: randomText(random) };
}

// Applies an edit to a plain string, as `applyOp` does to a Y.Text: the model the tests check
// the Y.Text against.
export function applyToString(text: string, op: LiveOp): string {
  switch (op.kind) {
    case "insert":
      return text.slice(0, op.at) + op.text + text.slice(op.at);
    case "delete":
      return text.slice(0, op.at) + text.slice(op.at + op.length);
    case "replace":
      return text.slice(0, op.at) + op.text + text.slice(op.at + op.length);
  }
}

// One transaction per edit, as an editor's keystroke or paste is.
export function applyOp(doc: Y.Doc, text: Y.Text, op: LiveOp): void {
  doc.transact(() => {
    if (op.kind !== "insert") text.delete(op.at, op.length);
    if (op.kind !== "delete") text.insert(op.at, op.text);
  });
}

// When a client drops its socket and comes back: after every 100–400 of its own edits it goes
// offline, makes 0–300 edits there, and reconnects. `afterOwnOp` is asked after each edit.
export class Connectivity {
  private untilChange: number;
  online = true;

  constructor(private readonly random: Random) {
    this.untilChange = between(random, 100, 400);
  }

  afterOwnOp(): "disconnect" | "reconnect" | null {
    this.untilChange -= 1;
    if (this.untilChange > 0) return null;
    this.online = !this.online;
    this.untilChange = this.online
      ? between(this.random, 100, 400)
      : // Zero edits offline still means a real drop and reconnect, after the next edit.
        Math.max(1, between(this.random, 0, 300));
    return this.online ? "reconnect" : "disconnect";
  }
}
