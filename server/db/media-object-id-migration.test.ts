import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";

// Migration 0002 gives every existing media row the object id of its public path, so assets saved
// under the old owner-named keys are still found after their row moves to another account.
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
const statements = (file: string) =>
  fs
    .readFileSync(path.join(folder, file), "utf8")
    .split("--> statement-breakpoint")
    .filter((s) => s.trim());

describe("migration 0002: media object ids", () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it("back-fills the object id from the public path and keeps the old key", async () => {
    for (const file of ["0000_init.sql", "0001_develop.sql"]) {
      for (const sql of statements(file)) await db.exec(sql);
    }
    const objectId = "0b0e1c7a-3f5d-4e8a-9b8c-2d1f0a6e5c4b";
    await db.exec(`
      insert into "user" (id, name, email) values ('guest-1', 'Guest', 'g@example.com');
      insert into media_assets (user_id, object_key, public_url, filename, mime_type, byte_size, entity_type)
      values ('guest-1', 'media/guest-1/${objectId}', '/media/${objectId}', 'a.jpg', 'image/jpeg', 10, 'scene');
    `);
    for (const sql of statements("0002_media_object_id.sql")) await db.exec(sql);
    const { rows } = await db.query<{ object_id: string; object_key: string }>(
      "select object_id, object_key from media_assets",
    );
    expect(rows).toEqual([{ object_id: objectId, object_key: `media/guest-1/${objectId}` }]);
  });
});
