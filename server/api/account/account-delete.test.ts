import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { purgeOutbox } from "#server/domain/account/purge-outbox.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLifeStory, DICTATED_TEXT } from "#tests/factories/life-story.ts";
import {
  mediaCalls,
  uploadLocalMedia,
  uploadS3Media,
  jpegWithGps,
} from "#tests/factories/media.ts";
import {
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";
import { startFakeS3, type FakeS3 } from "#tests/fakes/fake-s3.ts";
import { startFakeTranscriber } from "#tests/fakes/fake-transcriber.ts";
import { rowsOf } from "#server/db/rows-of.ts";
import { accountSubject } from "#server/limits/consume-limit.ts";

const s3Keys = { accessKeyId: "AKIDDELETETEST", secretAccessKey: "delete-test-secret" };
const bucket = "lifescript-delete";

type Driver = "local" | "s3";

// Every row of every table of the database (read from its catalog, so a table added later is
// searched too) that holds the user's id, email address or hashed address anywhere in it.
async function rowsNaming(t: TestApp, needles: string[]): Promise<Record<string, number>> {
  const db = t.services.database.db;
  const tables = rowsOf<{ table_schema: string; table_name: string }>(
    await db.execute(
      sql`select table_schema, table_name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    ),
  );
  expect(tables.map((r) => r.table_name)).toEqual(
    expect.arrayContaining(["user", "movies", "jobs"]),
  );
  const found: Record<string, number> = {};
  for (const { table_schema, table_name } of tables) {
    const [counted] = rowsOf<{ n: string }>(
      await db.execute(
        sql`select count(*)::text as n from ${sql.identifier(table_schema)}.${sql.identifier(table_name)} r
            where ${sql.join(
              needles.map((n) => sql`lower(r::text) like ${`%${n.toLowerCase()}%`}`),
              sql` or `,
            )}`,
      ),
    );
    const n = Number(counted?.n ?? 0);
    if (n > 0) found[`${table_schema}.${table_name}`] = n;
  }
  return found;
}

describe.each<Driver>(["local", "s3"])("Delete my account (%s storage)", (driver) => {
  let t: TestApp;
  let fake: FakeS3 | undefined;
  let transcriber: Awaited<ReturnType<typeof startFakeTranscriber>>;

  beforeAll(async () => {
    transcriber = await startFakeTranscriber(DICTATED_TEXT);
    if (driver === "s3") fake = await startFakeS3({ ...s3Keys, region: "us-east-1", bucket });
    t = await createTestApp({
      TRANSCRIBE_URL: transcriber.url,
      ...(fake
        ? {
            S3_BUCKET: bucket,
            S3_ENDPOINT: fake.endpoint,
            S3_FORCE_PATH_STYLE: "true",
            S3_ACCESS_KEY_ID: s3Keys.accessKeyId,
            S3_SECRET_ACCESS_KEY: s3Keys.secretAccessKey,
          }
        : {}),
    });
  });
  afterAll(async () => {
    await t.close();
    await fake?.close();
    await transcriber.close();
  });

  const upload = (who: Session) => (bytes: Buffer, extra: Record<string, unknown>) =>
    driver === "s3" ? uploadS3Media(t, who, bytes, extra) : uploadLocalMedia(t, who, bytes, extra);
  // Every stored object: files under DATA_DIR/media, or the bucket's keys.
  const storedObjects = (): string[] =>
    fake
      ? [...fake.objects.keys()]
      : (() => {
          const root = path.join(t.services.env.dataDir, "media");
          return fs.existsSync(root)
            ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) =>
                fs.statSync(path.join(root, f)).isFile(),
              )
            : [];
        })();
  const remove = (who: Session | null, json: unknown, headers: Record<string, string> = {}) =>
    t.request("/api/account", { method: "DELETE", as: who, json, headers });

  it("asks for the password and the word DELETE, and says what is missing", async () => {
    const carol = await t.signUp({ password: "carol's long password" });
    expect((await remove(null, { confirm: "DELETE", password: "x" })).status).toBe(401);
    const cases: Array<[unknown, number, string]> = [
      [{ password: "carol's long password" }, 400, "confirm"],
      [{ password: "carol's long password", confirm: "delete" }, 400, "confirm"],
      [{ confirm: "DELETE" }, 400, "password"],
      [{ confirm: "DELETE", password: "not my password" }, 403, "wrong_password"],
    ];
    for (const [body, status, what] of cases) {
      const response = await remove(carol, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const error = ((await response.json()) as ErrorBody).error;
      expect(`${error.code} ${error.message}`).toContain(what);
    }
    // Still there.
    expect((await t.request("/api/movies", { as: carol })).status).toBe(200);
  });

  it("removes every row, file, share link and session of the user, and mails a last confirmation", async () => {
    const password = "a password nobody guesses";
    const alice = await t.signUp({ name: "Alice", password });
    const bob = await t.signUp({ name: "Bob" });
    const bobsMovie = await t.createMovie(bob, "Bob's story");
    await upload(bob)(await jpegWithGps(), {});
    const before = new Set(storedObjects());
    const bobs = [...before];

    const story = await buildLifeStory(t, alice, upload(alice));
    // An export ZIP in storage, and an upload sent but never saved.
    await t.request("/api/account/export", { method: "POST", as: alice, json: {} });
    await t.services.worker.drain();
    const pending = await mediaCalls(t).grant(alice);
    if (fake) {
      await fetch(pending.uploadURL, { method: "PUT", body: new Uint8Array([1, 2, 3]) });
    } else {
      await t.request(pending.uploadURL.replace(/^https?:\/\/[^/]+/, ""), {
        method: "PUT",
        body: new Uint8Array([1, 2, 3]),
        duplex: "half",
      } as RequestInit);
    }
    // A password reset asked for, so a token row exists, and consent recorded with the account.
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: alice.email, redirectTo: "/auth/reset-password" },
    });
    const alicesObjects = storedObjects().filter((k) => !before.has(k));
    expect(alicesObjects.length).toBeGreaterThanOrEqual(6); // 2 photos (+thumbs), video, export, upload
    expect((await t.request(`/api/share/${story.shareToken}`)).status).toBe(200);
    const needles = [alice.userId, alice.email, accountSubject(alice.email)];
    expect(Object.keys(await rowsNaming(t, needles)).length).toBeGreaterThan(10);

    const deleted = await remove(alice, { password, confirm: "DELETE" });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.getSetCookie().join("\n")).toMatch(
      /better-auth\.session_token=;.*Max-Age=0/,
    );

    // No row anywhere names them, but the one confirmation mail to their address.
    expect(await rowsNaming(t, needles)).toEqual({ "public.mail_outbox": 1 });
    const subjects = rowsOf<{ subject: string }>(
      await t.services.database.db.execute(
        sql`select subject from mail_outbox where lower("to") = lower(${alice.email})`,
      ),
    );
    expect(subjects.map((m) => m.subject)).toEqual(["Your Lifescript account is deleted"]);

    // Their files are gone from storage; Bob's are not.
    const left = new Set(storedObjects());
    expect(alicesObjects.filter((k) => left.has(k))).toEqual([]);
    expect(bobs.filter((k) => !left.has(k))).toEqual([]);
    // No file or folder under the data folder is named after them (incoming/<id>/ went too).
    const everything = fs.readdirSync(t.services.env.dataDir, { recursive: true }) as string[];
    expect(everything.filter((name) => needles.some((n) => name.includes(n)))).toEqual([]);
    // The confirmation mail leaves the outbox within a week.
    await purgeOutbox(t.services.database.db, new Date(Date.now() + 8 * 86_400_000));
    expect(await rowsNaming(t, needles)).toEqual({});

    // Share links 404 at once; the old cookie and bearer token 401.
    expect((await t.request(`/api/share/${story.shareToken}`)).status).toBe(404);
    expect((await t.request("/api/movies", { as: alice })).status).toBe(401);
    const bearer = await t.request("/api/movies", {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(bearer.status).toBe(401);
    expect(alice.token).not.toBe("");
    // Signing in again is refused: the account is gone.
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: alice.email, password },
    });
    expect(signIn.status).toBe(401);
    // Bob is untouched.
    expect((await t.request(`/api/movies/${bobsMovie.id}`, { as: bob })).status).toBe(200);
  });
});
