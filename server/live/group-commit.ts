import * as Y from "yjs";

export type SavedClocks = Map<number, number>;

// What waits for the next database commit: the new updates (merged into one row) and, for each
// socket that sent something, the clocks it may be told are stored once the row commits.
export type Pending<Socket> = { updates: Uint8Array[]; acks: Map<Socket, SavedClocks> };

// Group commit: updates arriving within `delayMs` of the first go into one row. Commits run one
// after another, so a socket is told "saved" only after everything before its update is stored;
// a failed commit keeps its updates and is tried again.
export class GroupCommit<Socket> {
  private pending: Pending<Socket> = { updates: [], acks: new Map() };
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly commit: (update: Uint8Array) => Promise<void>,
    private readonly acknowledge: (socket: Socket, clocks: SavedClocks) => void,
    private readonly delayMs = 30,
    private readonly retryMs = 1000,
  ) {}

  // `update` is null when the sender's update held nothing new (it still waits for the commit
  // that holds what it sent); `clocks` are the sender's clocks the update reaches.
  add(socket: Socket, update: Uint8Array | null, clocks: SavedClocks): void {
    if (update) this.pending.updates.push(update);
    const acks = this.pending.acks.get(socket) ?? new Map<number, number>();
    for (const [client, clock] of clocks) acks.set(client, Math.max(acks.get(client) ?? 0, clock));
    this.pending.acks.set(socket, acks);
    this.schedule(this.delayMs);
  }

  get idle(): boolean {
    return this.running === null && this.timer === null && this.pending.acks.size === 0;
  }

  // Commits what waits now (at shutdown or before a room closes).
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.running) await this.running;
    if (this.pending.acks.size > 0 || this.pending.updates.length > 0) await this.run();
  }

  forget(socket: Socket): void {
    this.pending.acks.delete(socket);
  }

  private schedule(delayMs: number): void {
    if (this.timer || this.running) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, delayMs);
  }

  private async run(): Promise<void> {
    const batch = this.pending;
    this.pending = { updates: [], acks: new Map() };
    const work = (async () => {
      if (batch.updates.length > 0) {
        const merged =
          batch.updates.length === 1 ? batch.updates[0]! : Y.mergeUpdates(batch.updates);
        await this.commit(merged);
      }
    })();
    this.running = work.then(
      () => undefined,
      () => undefined,
    );
    try {
      await work;
      for (const [socket, clocks] of batch.acks) this.acknowledge(socket, clocks);
      this.running = null;
      if (this.pending.acks.size > 0) this.schedule(this.delayMs);
    } catch {
      // Put the batch back in front of what came since, and try again.
      this.pending = {
        updates: [...batch.updates, ...this.pending.updates],
        acks: mergeAcks(batch.acks, this.pending.acks),
      };
      this.running = null;
      this.schedule(this.retryMs);
    }
  }
}

function mergeAcks<Socket>(
  a: Map<Socket, SavedClocks>,
  b: Map<Socket, SavedClocks>,
): Map<Socket, SavedClocks> {
  const out = new Map(a);
  for (const [socket, clocks] of b) {
    const into = new Map(out.get(socket) ?? []);
    for (const [client, clock] of clocks) into.set(client, Math.max(into.get(client) ?? 0, clock));
    out.set(socket, into);
  }
  return out;
}
