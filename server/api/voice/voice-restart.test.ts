import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeWav } from "#app/features/voice/audio/wav.ts";
import {
  heard,
  refused,
  segmentsOf,
  startFakeTranscriber,
  type FakeTranscriber,
} from "#tests/fakes/fake-transcriber.ts";
import { BASE, cookieFrom, uniqueEmail } from "#tests/factories/test-app.ts";
import { signUpThroughMail } from "#tests/support/mailed-sign-up.ts";
import { workerDatabaseUrl } from "#tests/support/worker-database.ts";
import { createApi } from "#server/app.ts";
import { bootstrap, type Services } from "#server/bootstrap.ts";
import { jobs, recordings } from "#server/db/schema/index.ts";
import { parseEnv, type Env } from "#server/env.ts";
import { logger } from "#server/logger.ts";

// A real restart: the server stops with a recording queued (its first try having failed), a new
// server starts on the same database and data directory, and its worker finishes the job.
describe("voice transcription across a server restart", () => {
  let fake: FakeTranscriber;
  let dataDir: string;
  let env: Env;
  const open: Services[] = [];

  beforeAll(async () => {
    // The first try fails (the model is loading); the retry after the restart is heard.
    const text = "We moved house the winter I turned seven.";
    fake = await startFakeTranscriber(text);
    fake.replies.push(
      refused(500, "model is loading"),
      heard(text, segmentsOf(text, [{ start: 0, end: 2, p: Math.exp(-0.2) }])),
    );
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-voice-restart-"));
    const databaseUrl = await workerDatabaseUrl();
    env = parseEnv({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      BASE_URL: BASE,
      RATE_LIMITS: "false",
      AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
      TRANSCRIBE_URL: fake.url,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
  });
  afterAll(async () => {
    for (const services of open) await services.close().catch(() => undefined);
    await fake?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // PGlite on disk in DATA_DIR (or the worker's PostgreSQL database), so the second server sees the first's jobs.
  const start = async () => {
    const services = await bootstrap(env, logger);
    open.push(services);
    const app = createApi(services);
    const request = (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set("origin", BASE);
      return app.request(`${BASE}${url}`, { ...init, headers });
    };
    return { services, request };
  };

  it("keeps the job and the audio, and the new server's worker transcribes it", async () => {
    const first = await start();
    const signUp = await signUpThroughMail(
      (path, { method, json }) =>
        first.request(path, {
          method,
          ...(json === undefined
            ? {}
            : { headers: { "content-type": "application/json" }, body: JSON.stringify(json) }),
        }),
      { email: uniqueEmail("voice"), password: "correct horse battery", name: "V" },
    );
    expect(signUp.status).toBe(200);
    const cookie = cookieFrom(signUp);
    await first.request("/api/voice-transcription/consent", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ consentGiven: true, isActive: true }),
    });
    const body = new FormData();
    const wav = encodeWav(
      Float32Array.from(
        { length: 32_000 },
        (_, i) => 0.4 * Math.sin((2 * Math.PI * 440 * i) / 16_000),
      ),
      16_000,
    );
    body.set("audio", new Blob([wav.slice()], { type: "audio/wav" }), "recording.wav");
    body.set("duration", "2");
    const uploaded = await first.request("/api/voice-transcription/recordings", {
      method: "POST",
      headers: { cookie },
      body,
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };

    await first.services.worker.drain(); // the provider answers 500: retry later
    expect(fake.received).toHaveLength(1);
    await first.services.close();

    const second = await start();
    const poll = () =>
      second.request(`/api/voice-transcription/transcriptions/recording/${id}`, {
        headers: { cookie },
      });
    expect((await poll()).status).toBe(404);
    const [row] = await second.services.database.db
      .select()
      .from(recordings)
      .where(eq(recordings.id, id));
    const audioKey = row?.storageKey ?? "";
    expect(await second.services.storage.stat(audioKey)).not.toBeNull();
    // Skip the back-off wait.
    await second.services.database.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(sql`${jobs.payload}->>'recordingId' = ${id}`);
    expect(await second.services.worker.drain()).toBe(1);

    const ready = await poll();
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      transcriptionText: "We moved house the winter I turned seven.",
      confidence: 82, // exp(-0.2)
    });
    expect(await second.services.storage.stat(audioKey)).toBeNull();
  });
});
