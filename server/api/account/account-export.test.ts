import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLifeStory, DICTATED_TEXT, type LifeStory } from "#tests/factories/life-story.ts";
import { uploadLocalMedia } from "#tests/factories/media.ts";
import { createTestApp, type Session, type TestApp } from "#tests/factories/test-app.ts";
import { startFakeTranscriber } from "#tests/fakes/fake-transcriber.ts";
import { unzip } from "#tests/support/unzip.ts";
import { accountExports, mailOutbox } from "#server/db/schema/index.ts";
import type { AccountExport } from "#contracts/account.ts";

describe("Download my data", () => {
  let t: TestApp;
  let transcriber: Awaited<ReturnType<typeof startFakeTranscriber>>;
  let alice: Session;
  let bob: Session;
  let story: LifeStory;

  beforeAll(async () => {
    transcriber = await startFakeTranscriber(DICTATED_TEXT);
    t = await createTestApp({ TRANSCRIBE_URL: transcriber.url });
    alice = await t.signUp({ name: "Alice" });
    bob = await t.signUp({ name: "Bob" });
    story = await buildLifeStory(t, alice, (bytes, extra) =>
      uploadLocalMedia(t, alice, bytes, extra),
    );
  });
  afterAll(async () => {
    await t.close();
    await transcriber.close();
  });

  const start = (who: Session) =>
    t.request("/api/account/export", { method: "POST", as: who, json: {} });
  const status = async (who: Session, id: string) =>
    t.request(`/api/account/export/${id}`, { as: who });

  it("needs a session", async () => {
    expect((await t.request("/api/account/export", { method: "POST" })).status).toBe(401);
  });

  it("builds one ZIP holding every movie, scene, photo, video, dictation and screenplay version; only its owner can fetch it", async () => {
    const started = await start(alice);
    expect(started.status).toBe(202);
    const queued = (await started.json()) as AccountExport;
    expect(queued).toMatchObject({ status: "queued", completedAt: null });
    expect(queued.downloadUrl).toBeUndefined();
    // Asking again while it is being built answers the same export.
    const again = await start(alice);
    expect(again.status).toBe(200);
    expect(((await again.json()) as AccountExport).id).toBe(queued.id);

    await t.services.worker.drain();
    const done = (await (await status(alice, queued.id)).json()) as AccountExport;
    expect(done.status).toBe("done");
    expect(done.downloadUrl).toBe(`http://localhost:3000/api/account/export/${queued.id}/download`);
    const validFor = Date.parse(done.expiresAt ?? "") - Date.parse(done.completedAt ?? "");
    expect(validFor).toBe(24 * 60 * 60 * 1000);

    // Another user: the status and the file are 404, as if it did not exist.
    expect((await status(bob, queued.id)).status).toBe(404);
    const stolen = await t.request(`/api/account/export/${queued.id}/download`, { as: bob });
    expect(stolen.status).toBe(404);
    expect((await t.request(`/api/account/export/${queued.id}/download`)).status).toBe(401);

    const download = await t.request(`/api/account/export/${queued.id}/download`, { as: alice });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="lifescript-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = await unzip(Buffer.from(await download.arrayBuffer()));
    const names = [...files.keys()].sort();
    const text = (name: string) => files.get(name)?.toString("utf8") ?? "";
    const parsed = <T>(name: string) => JSON.parse(text(name)) as T;

    expect(text("README.txt")).toContain("LIFESCRIPT: EVERYTHING YOU WROTE");
    expect(text("README.txt")).toContain("Movies: 1");
    expect(parsed<{ email: string }>("account.json").email).toBe(alice.email);

    const folder = "movies/01-the-salt-road";
    expect(parsed<{ id: string; title: string }>(`${folder}/movie.json`)).toMatchObject({
      id: story.movieId,
      title: "The Salt Road",
    });
    const scenes = parsed<
      Array<{ id: string; elements: Array<{ content: Record<string, string> }> }>
    >(`${folder}/scenes.json`);
    expect(scenes.map((s) => s.id)).toEqual(story.sceneIds);
    const dictated = scenes.find((s) => s.id === story.dictatedSceneId);
    expect(dictated?.elements[0]?.content.text).toBe(DICTATED_TEXT);
    expect(parsed<Array<{ transcriptionText: string }>>("voice/transcriptions.json")).toEqual([
      expect.objectContaining({ transcriptionText: DICTATED_TEXT }),
    ]);
    expect(parsed<Array<{ id: string }>>(`${folder}/characters.json`).map((c) => c.id)).toEqual([
      story.characterId,
    ]);
    expect(parsed<Array<{ categoryType: string }>>(`${folder}/development-cards.json`)).toEqual([
      expect.objectContaining({ categoryType: "characters", subComponentType: "protagonist" }),
    ]);
    expect(text(`${folder}/beat-board.json`)).toBeTruthy();
    expect(parsed<Array<{ token: string }>>(`${folder}/share-links.json`)[0]?.token).toBe(
      story.shareToken,
    );

    // The screenplay as stored, as a PDF, Fountain and Final Draft, and each saved version.
    expect(parsed<{ fountain: string }>(`${folder}/screenplay/screenplay.json`).fountain).toBe(
      story.fountain,
    );
    expect(files.get(`${folder}/screenplay/The-Salt-Road.pdf`)?.subarray(0, 5).toString()).toBe(
      "%PDF-",
    );
    expect(text(`${folder}/screenplay/The-Salt-Road.fountain`)).toContain(
      "Rosa packs her suitcase.",
    );
    expect(text(`${folder}/screenplay/The-Salt-Road.fdx`)).toContain("<FinalDraft");
    const versions = names.filter((n) => n.startsWith(`${folder}/screenplay/versions/`));
    expect(versions.map((n) => parsed<{ name: string }>(n).name)).toEqual(story.versionNames);

    // The offline cache records a device sent sit with the drafts.
    expect(
      parsed<{ offlineCache: Array<{ data: unknown }> }>("drafts.json").offlineCache.map(
        (r) => r.data,
      ),
    ).toEqual([{ content: "Rosa's unsent note about the harbour" }]);

    // Every photo and the video, byte for byte as stored.
    for (const asset of [...story.photos, story.video]) {
      const objectId = asset.publicUrl.split("/").pop() ?? "";
      const inZip = names.find((n) => n.startsWith(`media/${objectId}-`));
      expect(inZip, `${asset.publicUrl} in the ZIP`).toBeDefined();
      const served = await t.request(asset.publicUrl, { as: alice });
      expect(
        Buffer.compare(
          files.get(inZip ?? "") ?? Buffer.alloc(0),
          Buffer.from(await served.arrayBuffer()),
        ),
      ).toBe(0);
    }
    expect(names.filter((n) => n.startsWith("media/"))).toHaveLength(3);

    // The owner is mailed the link to the account page.
    const mails = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, alice.email));
    const ready = mails.find((m) => m.subject === "Your Lifescript data is ready to download");
    expect(ready?.text).toContain(`http://localhost:3000/app/account?export=${queued.id}`);
    // Nothing is left in the server's scratch folder.
    const scratch = path.join(t.services.env.dataDir, "tmp");
    expect(fs.existsSync(scratch) ? fs.readdirSync(scratch) : []).toEqual([]);
  });

  it("a download past its 24 hours answers 404 and says it expired", async () => {
    const started = (await (await start(bob)).json()) as AccountExport;
    await t.services.worker.drain();
    await t.services.database.db
      .update(accountExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountExports.id, started.id));
    const expired = (await (await status(bob, started.id)).json()) as AccountExport;
    expect(expired.status).toBe("expired");
    expect(expired.downloadUrl).toBeUndefined();
    const response = await t.request(`/api/account/export/${started.id}/download`, { as: bob });
    expect(response.status).toBe(404);
  });
});
