import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cacheRecordPath,
  cacheRestoreSchema,
  cacheSyncResultSchema,
  type CacheType,
  type RestoredCacheRecord,
} from "#contracts/cache-sync.ts";
import {
  cookieFrom,
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";

// The offline cache (decision 0033): one record per person, cacheType and cacheKey;
// the session decides whose; sizes are bounded per record and per person.
describe("offline cache API", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const record = (overrides: Record<string, unknown> = {}) => ({
    cacheKey: `scene-${crypto.randomUUID()}`,
    cacheType: "scene",
    data: { title: "The pier at dawn", elements: [{ text: "Rain" }] },
    version: 1,
    deviceId: "device_1732460000000_ab12cd",
    ...overrides,
  });

  const sync = (who: Session | null, body: unknown) =>
    t.request("/api/cache/sync", { method: "POST", as: who, json: body });

  const restore = async (who: Session, query = ""): Promise<RestoredCacheRecord[]> => {
    const response = await t.request(`/api/cache/restore${query}`, { as: who });
    expect(response.status).toBe(200);
    return cacheRestoreSchema.parse(await response.json()).data;
  };

  const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;

  // JSON of about `bytes` bytes.
  const blob = (bytes: number) => ({ text: "x".repeat(bytes) });

  it("answers 401 without a session", async () => {
    for (const [path, method, json] of [
      ["/api/cache/sync", "POST", record()],
      ["/api/cache/restore", "GET", undefined],
      [cacheRecordPath("scene", "k"), "DELETE", undefined],
    ] as const) {
      const response = await t.request(path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await errorOf(response)).message).toBe("Authentication required");
    }
  });

  it("stores a record and restores it whole; the same key is replaced, not added", async () => {
    const alice = await t.signUp();
    const first = record();
    const saved = await sync(alice, first);
    expect(saved.status).toBe(200);
    const result = cacheSyncResultSchema.parse(await saved.json());
    expect(result).toMatchObject({
      stored: true,
      record: {
        cacheType: "scene",
        cacheKey: first.cacheKey,
        data: first.data,
        version: 1,
        deviceId: first.deviceId,
      },
    });
    expect(Number.isNaN(Date.parse(result.record.updatedAt))).toBe(false);

    const edited = { ...first, data: { title: "The pier at dusk" }, version: 2 };
    expect((await sync(alice, edited)).status).toBe(200);
    const other = record({ cacheType: "draft", cacheKey: first.cacheKey, data: "Loose note" });
    expect((await sync(alice, other)).status).toBe(200);

    const records = await restore(alice);
    expect(records).toHaveLength(2);
    expect(records.find((r) => r.cacheType === "scene")).toMatchObject({
      cacheKey: first.cacheKey,
      data: { title: "The pier at dusk" },
      version: 2,
    });
    expect(records.find((r) => r.cacheType === "draft")?.data).toBe("Loose note");
  });

  it("does not write a lower version than the stored one and answers the stored record", async () => {
    const alice = await t.signUp();
    const newer = record({ version: 3, data: { title: "Newer" }, deviceId: "device_phone" });
    expect((await sync(alice, newer)).status).toBe(200);

    const stale = await sync(alice, { ...newer, version: 2, data: { title: "Older" } });
    expect(stale.status).toBe(200);
    expect(cacheSyncResultSchema.parse(await stale.json())).toMatchObject({
      stored: false,
      record: { version: 3, data: { title: "Newer" }, deviceId: "device_phone" },
    });
    // The same version again replaces (a device re-sending its latest state).
    const same = await sync(alice, { ...newer, data: { title: "Same version" } });
    expect(cacheSyncResultSchema.parse(await same.json()).stored).toBe(true);
    const [kept] = await restore(alice);
    expect(kept).toMatchObject({ version: 3, data: { title: "Same version" } });
  });

  it("refuses a body userId that is not the session's and stores nothing for anyone", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const refused = await sync(alice, record({ userId: bob.userId }));
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toMatch(/userId .*session decides/);
    expect(await restore(alice)).toEqual([]);
    expect(await restore(bob)).toEqual([]);

    // The caller's own id (older clients send it) is fine.
    expect((await sync(alice, record({ userId: alice.userId }))).status).toBe(200);
    expect(await restore(alice)).toHaveLength(1);
    expect(await restore(bob)).toEqual([]);
  });

  it("restore answers only the caller's records, whatever userId the query names", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const shared = "movie-draft";
    await sync(alice, record({ cacheType: "movie", cacheKey: shared, data: { title: "Alice's" } }));
    await sync(bob, record({ cacheType: "movie", cacheKey: shared, data: { title: "Bob's" } }));
    await sync(bob, record({ data: { title: "Bob's secret scene" } }));

    const asAlice = await restore(alice, `?userId=${encodeURIComponent(bob.userId)}`);
    expect(asAlice).toHaveLength(1);
    expect(asAlice[0]?.data).toEqual({ title: "Alice's" });
    expect(JSON.stringify(asAlice)).not.toContain("Bob");
    expect(await restore(bob, `?userId=${encodeURIComponent(alice.userId)}`)).toHaveLength(2);
  });

  it("refuses a record over 1 MB with 413 naming the limit, and stores nothing", async () => {
    const alice = await t.signUp();
    const over = await sync(alice, record({ data: blob(1024 * 1024 + 10) }));
    expect(over.status).toBe(413);
    const error = await errorOf(over);
    expect(error.code).toBe("payload_too_large");
    expect(error.message).toMatch(/1 MB of JSON at most/);
    // Past the API's body limit the answer is 413 too, naming that limit.
    const huge = await sync(alice, record({ data: blob(2.5 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).message).toMatch(/2 MB at most/);
    expect(await restore(alice)).toEqual([]);
    // Just under the limit is stored.
    expect((await sync(alice, record({ data: blob(1000 * 1000) }))).status).toBe(200);
  });

  it("keeps one person's records within 5 MB together: the write past it is 413, the others stay", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) {
      const body = record({ data: blob(1000 * 1000) });
      keys.push(body.cacheKey);
      expect((await sync(alice, body)).status, `record ${i}`).toBe(200);
    }
    const over = await sync(alice, record({ data: blob(500 * 1000) }));
    expect(over.status).toBe(413);
    expect((await errorOf(over)).message).toMatch(/5 MB at most/);
    expect(await restore(alice)).toHaveLength(5);

    // Replacing a record counts its new size only; another person has a quota of their own.
    const replaced = record({ cacheKey: keys[0], data: blob(900 * 1000), version: 2 });
    expect((await sync(alice, replaced)).status).toBe(200);
    expect((await sync(bob, record({ data: blob(1000 * 1000) }))).status).toBe(200);
    // Removing synced records makes room again.
    for (const key of keys.slice(1, 3)) {
      expect(
        (await t.request(cacheRecordPath("scene", key), { method: "DELETE", as: alice })).status,
      ).toBe(204);
    }
    expect((await sync(alice, record({ data: blob(500 * 1000) }))).status).toBe(200);
  });

  it("keeps the 5 MB when six writes arrive at once: five are stored, one is 413", async () => {
    const alice = await t.signUp();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => sync(alice, record({ data: blob(1000 * 1000) }))),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 413]);
    expect(await restore(alice)).toHaveLength(5);
  });

  it("answers 400 naming the field to fix for a wrong cacheType or wrong types", async () => {
    const alice = await t.signUp();
    const cases: [unknown, RegExp][] = [
      [record({ cacheType: "photo" }), /^cacheType: /],
      [record({ version: "2" }), /^version: /],
      [record({ version: 0 }), /^version: /],
      [record({ cacheKey: "" }), /^cacheKey: /],
      [record({ cacheKey: 42 }), /^cacheKey: /],
      [record({ deviceId: undefined }), /^deviceId: /],
      [record({ data: undefined }), /^data: /],
      [record({ data: null }), /^data: /],
      [[record()], /^json: .*expected object/],
    ];
    for (const [body, message] of cases) {
      const response = await sync(alice, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await errorOf(response)).message).toMatch(message);
    }
    const typeError = await errorOf(await sync(alice, record({ cacheType: "photo" })));
    expect(typeError.message).toContain('"scene"');
    expect(await restore(alice)).toEqual([]);
  });

  it("removes a record once its write reached the server, keeping a newer version and other people's", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const key = "scene/with spaces & slashes";
    const remove = (who: Session, type: CacheType, query = "") =>
      t.request(`${cacheRecordPath(type, key)}${query}`, { method: "DELETE", as: who });

    await sync(alice, record({ cacheKey: key, version: 4 }));
    await sync(bob, record({ cacheKey: key }));
    // A removal for the write of version 3 leaves version 4, stored meanwhile.
    expect((await remove(alice, "scene", "?version=3")).status).toBe(204);
    expect(await restore(alice)).toHaveLength(1);
    expect((await remove(alice, "scene", "?version=4")).status).toBe(204);
    expect(await restore(alice)).toEqual([]);
    expect(await restore(bob)).toHaveLength(1);
    // Again (a retry after a lost answer) is fine.
    expect((await remove(alice, "scene")).status).toBe(204);

    const badType = await t.request("/api/cache/records/photo/x", { method: "DELETE", as: alice });
    expect(badType.status).toBe(400);
    expect((await errorOf(badType)).message).toMatch(/^cacheType: /);
    const badVersion = await remove(alice, "scene", "?version=new");
    expect(badVersion.status).toBe(400);
    expect((await errorOf(badVersion)).message).toMatch(/^version: /);
  });

  it("lets a guest keep offline records like a signed-up person", async () => {
    const anon = await t.request("/api/auth/sign-in/anonymous", { method: "POST", json: {} });
    expect(anon.status).toBe(200);
    const userId = ((await anon.json()) as { user: { id: string } }).user.id;
    const guest: Session = { cookie: cookieFrom(anon), token: "", userId, email: "" };
    expect((await sync(guest, record({ cacheType: "outbox" }))).status).toBe(200);
    expect(await restore(guest)).toHaveLength(1);
  });
});
