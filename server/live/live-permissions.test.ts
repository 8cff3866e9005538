import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { closeCodes, encodeYFrame, LIVE_TEXT_NAME } from "#contracts/live-protocol.ts";
import { liveDocuments, liveUpdates, movieCollaborators } from "#server/db/schema/index.ts";
import { makeLive } from "#server/domain/live/make-live.ts";
import { notifyAccessChanged } from "#server/domain/live/notify-access-changed.ts";
import { limitRules } from "#server/limits/limit-rules.ts";
import { BASE, createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { connectLive, type LiveClient } from "#tests/support/live-client.ts";
import * as encoding from "lib0/encoding";

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function syncUpdateFrame(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 2);
  encoding.writeVarUint8Array(encoder, update);
  return encodeYFrame("sync", encoding.toUint8Array(encoder));
}

describe("live screenplay sockets", () => {
  let t: TestApp;
  let url: string;
  let closeServer: () => Promise<void>;
  let owner: Session;
  let editor: Session;
  let viewer: Session;
  let commenter: Session;
  let stranger: Session;
  let movieId: string;
  const open: LiveClient[] = [];

  const share = async (who: Session, role: "editor" | "commenter" | "viewer") => {
    await t.services.database.db.insert(movieCollaborators).values({
      movieId,
      userId: owner.userId,
      memberId: who.userId,
      email: who.email,
      role,
      expiresAt: new Date(Date.now() + 86_400_000),
      acceptedAt: new Date(),
    });
  };
  const connect = async (who: Session, options: { origin?: string | null } = {}) => {
    const client = await connectLive(url, movieId, {
      token: who.token,
      origin: BASE,
      ...options,
    });
    open.push(client);
    await client.synced();
    return client;
  };
  const head = async () => {
    const [row] = await t.services.database.db
      .select({ headSeq: liveDocuments.headSeq })
      .from(liveDocuments)
      .where(eq(liveDocuments.movieId, movieId));
    return row?.headSeq;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { live: true });
    ({ url, close: closeServer } = await t.listen());
    owner = await t.signUp({ name: "Olive Owner" });
    editor = await t.signUp({ name: "Eddie Editor" });
    viewer = await t.signUp({ name: "Vera Viewer" });
    commenter = await t.signUp({ name: "Cora Commenter" });
    stranger = await t.signUp({ name: "Stan Stranger" });
    ({ id: movieId } = await t.createMovie(owner));
    const current = await t.request(`/api/movies/${movieId}/screenplay`, { as: owner });
    const { version } = (await current.json()) as { version: number };
    const saved = await t.request(`/api/movies/${movieId}/screenplay`, {
      method: "PUT",
      as: owner,
      json: { fountain: "INT. KITCHEN - DAY\n\nShe waits.\n", version },
    });
    expect(saved.status).toBe(200);
    await makeLive(t.services.database.db, movieId);
    await share(editor, "editor");
    await share(viewer, "viewer");
    await share(commenter, "commenter");
  });

  afterAll(async () => {
    for (const client of open) await client.close().catch(() => undefined);
    await closeServer();
    await t.close();
  });

  it("gives everyone the screenplay's text and stores an editor's edit", async () => {
    const ed = await connect(editor);
    const ownerClient = await connect(owner);
    expect(ed.text.toString()).toBe("INT. KITCHEN - DAY\n\nShe waits.\n");
    expect(ed.welcome()).toMatchObject({ role: "editor", name: "Eddie Editor" });
    const before = (await head()) ?? 0;
    ed.text.insert(0, "FADE IN:\n\n");
    await ed.waitSaved();
    await until(() => ownerClient.text.toString().startsWith("FADE IN:"));
    expect(await head()).toBe(before + 1);
    await ed.close();
    await ownerClient.close();
  });

  it.each([
    ["viewer", () => viewer],
    ["commenter", () => commenter],
  ])("closes a %s's socket that sends an edit with 4403 and stores nothing", async (_, who) => {
    const ed = await connect(editor);
    const view = await connect(who());
    expect(view.text.toString()).toBe(ed.text.toString());
    const before = await head();
    view.text.insert(0, "Not mine to write. ");
    expect((await view.closed()).code).toBe(closeCodes.forbidden);
    expect(view.notices[0]?.code).toBe("read_only");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await head()).toBe(before);
    expect(ed.text.toString()).not.toContain("Not mine");
    ed.text.insert(0, "Still here. ");
    await ed.waitSaved();
    await ed.close();
  });

  it("answers a handshake without a session, from another site, to a stranger, or not live", async () => {
    await expect(connectLive(url, movieId, { origin: BASE })).rejects.toMatchObject({
      status: 401,
    });
    await expect(
      connectLive(url, movieId, { token: editor.token, origin: "https://evil.example" }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      connectLive(url, movieId, { cookie: editor.cookie, origin: null }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      connectLive(url, movieId, { token: stranger.token, origin: BASE }),
    ).rejects.toMatchObject({
      status: 404,
    });
    const { id: notLive } = await t.createMovie(owner, "Not shared");
    await expect(
      connectLive(url, notLive, { token: owner.token, origin: BASE }),
    ).rejects.toMatchObject({
      status: 409,
    });
  });

  it("closes only the socket that sends a bad frame", async () => {
    const ed = await connect(editor);
    const bad = await connect(owner);
    bad.sendRaw(new Uint8Array([0, 2, 200, 200, 200]));
    expect((await bad.closed()).code).toBe(closeCodes.malformed);

    const other = await connect(owner);
    const stray = new Y.Doc();
    Y.applyUpdate(stray, Y.encodeStateAsUpdate(other.doc));
    const sv = Y.encodeStateVector(stray);
    stray.getMap("x").set("a", 1);
    other.sendRaw(syncUpdateFrame(Y.encodeStateAsUpdate(stray, sv)));
    expect((await other.closed()).code).toBe(closeCodes.malformed);

    const big = await connect(owner);
    big.sendRaw(new Uint8Array(5 * 1024 * 1024));
    expect((await big.closed()).code).toBe(closeCodes.tooLarge);

    ed.text.insert(0, "Goes on. ");
    await ed.waitSaved();
    expect(ed.isOpen()).toBe(true);
    await ed.close();
  });

  it("closes the socket of a person removed from the movie within a second", async () => {
    const removed = await t.signUp({ name: "Remy Removed" });
    await share(removed, "editor");
    const client = await connect(removed);
    const db = t.services.database.db;
    const started = Date.now();
    await db.transaction(async (tx) => {
      await tx
        .delete(movieCollaborators)
        .where(
          and(
            eq(movieCollaborators.movieId, movieId),
            eq(movieCollaborators.memberId, removed.userId),
          ),
        );
      await notifyAccessChanged(tx, movieId, removed.userId);
    });
    const closed = await client.closed();
    expect(closed.code).toBe(closeCodes.forbidden);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("keeps the stored log in step with the text", async () => {
    const ed = await connect(editor);
    const rows = await t.services.database.db
      .select({ seq: liveUpdates.seq })
      .from(liveUpdates)
      .where(eq(liveUpdates.movieId, movieId));
    const seqs = rows.map((r) => r.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    expect(ed.doc.getText(LIVE_TEXT_NAME).toString()).toContain("FADE IN:");
    await ed.close();
  });

  it("keeps a version named for the person when edits made offline join", async () => {
    const first = await connect(editor);
    const doc = first.doc;
    await first.close();
    doc.getText(LIVE_TEXT_NAME).insert(0, "Written on the train. ");
    const back = await connectLive(
      url,
      movieId,
      { token: editor.token, origin: BASE },
      { doc, offlineSince: new Date().toISOString() },
    );
    open.push(back);
    await back.synced();
    await back.waitSaved();
    const merges = async () => {
      const answer = await t.request(`/api/movies/${movieId}/screenplay/versions`, { as: owner });
      const versions = (await answer.json()) as { kind: string; name: string | null }[];
      return versions.filter((v) => v.kind === "merge").map((v) => v.name);
    };
    await expect.poll(merges).toEqual(["Offline edits from Eddie Editor merged"]);
    // Reconnecting with nothing new to give is no merge.
    await back.close();
    const again = await connectLive(
      url,
      movieId,
      { token: editor.token, origin: BASE },
      { doc, offlineSince: new Date().toISOString() },
    );
    open.push(again);
    await again.synced();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await merges()).toHaveLength(1);
    await again.close();
  });

  it("names the shared text as stored, for an editor but not a viewer", async () => {
    const ed = await connect(editor);
    ed.text.insert(0, "CUT TO: ");
    await ed.waitSaved();
    const named = await t.request(`/api/movies/${movieId}/screenplay/versions`, {
      method: "POST",
      as: editor,
      json: { name: "Before Grandma's part" },
    });
    expect(named.status).toBe(201);
    const { id } = (await named.json()) as { id: string };
    const version = await t.request(`/api/movies/${movieId}/screenplay/versions/${id}`, {
      as: owner,
    });
    expect(((await version.json()) as { fountain: string }).fountain).toBe(ed.text.toString());
    const refused = await t.request(`/api/movies/${movieId}/screenplay/versions`, {
      method: "POST",
      as: viewer,
      json: { name: "Mine" },
    });
    expect(refused.status).toBe(403);
    await ed.close();
  });
});

describe("live screenplay connections, counted", () => {
  it("refuses a person who opens connections in a loop with 429, saying to wait", async () => {
    const t = await createTestApp({ RATE_LIMITS: "true" }, { live: true });
    const { url, close } = await t.listen();
    try {
      const owner = await t.signUp({ name: "Loop Owner" });
      const { id: movieId } = await t.createMovie(owner);
      await makeLive(t.services.database.db, movieId);
      const max = limitRules.liveConnectPerAccount.max;
      for (let i = 0; i < max; i++) {
        const client = await connectLive(url, movieId, { token: owner.token, origin: BASE });
        await client.close();
      }
      await expect(
        connectLive(url, movieId, { token: owner.token, origin: BASE }),
      ).rejects.toMatchObject({ status: 429 });
    } finally {
      await close();
      await t.close();
    }
  });
});
