import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegWithGps, mp4, uploadLocalMedia, type Asset } from "#tests/factories/media.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import type { AppEnv } from "../context.ts";
import { openDatabase } from "../db/client.ts";
import { BACKUP_ENDPOINT, mountBackupEndpoint } from "./backup-endpoint.ts";
import { restoreBackup, writeBackup } from "./backup-archive.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..", "..");
// The embedded database only, whatever database the rest of the suite runs on.
const embedded = { DATABASE_URL: "" };

const npmScript = (script: "backup" | "restore", args: string[], dataDir: string) =>
  run(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), `scripts/${script}.ts`, ...args],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
      },
    },
  );

// The embedded database only: the PostgreSQL run of the suite would repeat it unchanged.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "backup and restore of the embedded database and media",
  () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-backup-"));
    const dataDir = path.join(workDir, "data");
    const backups = path.join(workDir, "backups");
    let t: TestApp;
    let alice: Session;
    const password = "correct horse battery";
    let movieIds: string[] = [];
    let sceneTitles: string[] = [];
    let assets: Asset[] = [];
    const mediaBytes = new Map<string, Buffer>();

    beforeAll(async () => {
      t = await createTestApp(embedded, { dataDir });
      alice = await t.signUp({ password });
      movieIds = [
        (await t.createMovie(alice, "The Salt Road")).id,
        (await t.createMovie(alice, "Second")).id,
      ];
      assets = [
        await uploadLocalMedia(t, alice, await jpegWithGps(), {
          filename: "harbour.jpg",
          entityType: "scene",
        }),
        await uploadLocalMedia(t, alice, mp4, {
          filename: "boat.mp4",
          mimeType: "video/mp4",
          entityType: "scene",
        }),
      ];
      for (const asset of assets) {
        const served = await t.request(asset.publicUrl, { as: alice });
        mediaBytes.set(asset.publicUrl, Buffer.from(await served.arrayBuffer()));
      }
      sceneTitles = ["The harbour", "On the boat"];
      for (const [i, title] of sceneTitles.entries()) {
        const created = await t.request("/api/scenes", {
          method: "POST",
          as: alice,
          json: {
            movieId: movieIds[0],
            title,
            sceneNumber: i + 1,
            elements: [
              {
                id: "e1",
                elementType: "image",
                content: { imageUrl: assets[0]!.publicUrl, alt: "" },
              },
            ],
          },
        });
        expect(created.status).toBe(201);
      }
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(workDir, { recursive: true, force: true });
    });

    it("the running server's dump is consistent: a backup made while it runs restores too", async () => {
      const outFile = path.join(workDir, "online.zip");
      const manifest = await writeBackup({
        dataDir,
        outFile,
        dumpDatabase: () => t.services.database.dumpDataDir!(),
      });
      expect(manifest.mediaFiles).toBeGreaterThanOrEqual(3); // photo, its thumbnail, video
      const elsewhere = path.join(workDir, "online-restored");
      await restoreBackup({ archive: outFile, dataDir: elsewhere });
      const reopened = await openDatabase({ dataDir: elsewhere });
      try {
        const rows = await reopened.db.query.movies.findMany();
        expect(rows.map((m) => m.id).sort()).toEqual([...movieIds].sort());
        expect(reopened.migrationsApplied).toBe(0);
      } finally {
        await reopened.close();
      }
    });

    it("npm run backup, DATA_DIR wiped, npm run restore: the app starts with every movie, scene and file back", async () => {
      await t.close();
      const made = await npmScript("backup", [backups], dataDir);
      expect(made.stdout).toMatch(
        /^Backup written to .*lifescript-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.zip: the database and \d+ media files/,
      );
      const [archive] = fs.readdirSync(backups);
      expect(archive).toBeDefined();

      fs.rmSync(dataDir, { recursive: true, force: true });
      const restored = await npmScript("restore", [path.join(backups, archive ?? "")], dataDir);
      expect(restored.stdout).toContain("Restored the backup of");
      // A second restore on top of it is refused: it would mix two databases.
      await expect(
        npmScript("restore", [path.join(backups, archive ?? "")], dataDir),
      ).rejects.toMatchObject({
        stderr: expect.stringContaining("already holds a database or media"),
      });

      t = await createTestApp(embedded, { dataDir });
      // The old session still works (the auth secret came back with the data), and so does the password.
      const movies = (await (await t.request("/api/movies", { as: alice })).json()) as Array<{
        id: string;
      }>;
      expect(movies.map((m) => m.id).sort()).toEqual([...movieIds].sort());
      const signIn = await t.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: alice.email, password },
      });
      expect(signIn.status).toBe(200);
      const scenes = (await (
        await t.request(`/api/movies/${movieIds[0]}/scenes`, { as: alice })
      ).json()) as Array<{ title: string }>;
      expect(scenes.map((s) => s.title)).toEqual(sceneTitles);
      for (const asset of assets) {
        const served = await t.request(asset.publicUrl, { as: alice });
        expect(served.status).toBe(200);
        expect(
          Buffer.compare(Buffer.from(await served.arrayBuffer()), mediaBytes.get(asset.publicUrl)!),
        ).toBe(0);
        if (asset.thumbnailUrl) {
          expect((await t.request(asset.thumbnailUrl, { as: alice })).status).toBe(200);
        }
      }
    });

    it("the running server hands its dump only to someone who read DATA_DIR/server.json", async () => {
      const app = new Hono<AppEnv>();
      mountBackupEndpoint(app, t.services.database, "a-token-from-server-json");
      expect((await app.request(BACKUP_ENDPOINT, { method: "POST" })).status).toBe(404);
      const wrong = await app.request(BACKUP_ENDPOINT, {
        method: "POST",
        headers: { "x-backup-token": "a-token-from-server-jsoX" },
      });
      expect(wrong.status).toBe(404);
      const right = await app.request(BACKUP_ENDPOINT, {
        method: "POST",
        headers: { "x-backup-token": "a-token-from-server-json" },
      });
      expect(right.status).toBe(200);
      expect(Buffer.from(await right.arrayBuffer()).subarray(0, 2)).toEqual(
        Buffer.from([0x1f, 0x8b]),
      );
    });
  },
);
