import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  delayed,
  heard,
  refused,
  segmentsOf,
  startFakeTranscriber,
  type FakeTranscriber,
} from "#tests/fakes/fake-transcriber.ts";
import { encodeWav } from "#app/features/voice/audio/wav.ts";
import {
  createTestApp,
  type Session,
  type TestApp,
  type ErrorBody,
} from "#tests/factories/test-app.ts";
import { jobs, recordings, transcriptions, user } from "#server/db/schema/index.ts";
import { voiceJobHandlers } from "#server/domain/voice/transcribe-recording.ts";
import { recordingAudioKey, TRANSCRIBE_JOB } from "#server/domain/voice/voice-keys.ts";
import { createWorker } from "#server/jobs/worker.ts";
import { logger } from "#server/logger.ts";

// Real audio: a 440 Hz tone as 16 kHz 16-bit mono WAV, made by the browser's own encoder.
const tone = (seconds: number, rate = 16_000) =>
  encodeWav(
    Float32Array.from(
      { length: Math.round(seconds * rate) },
      (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / rate),
    ),
    rate,
  );

// A minimal WebM (EBML header with DocType webm, then a Segment): what MediaRecorder starts with.
const webm = () => {
  const docType = [0x42, 0x82, 0x84, ...Buffer.from("webm")];
  const ebml = [0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length, ...docType];
  const segment = [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
  return new Uint8Array([...ebml, ...segment, ...new Array<number>(4000).fill(0)]);
};

const form = (
  audio: Uint8Array | string,
  fields: Record<string, string> = {
    duration: "2",
    sampleRate: "16000",
    channels: "1",
    codec: "pcm",
  },
  name = "recording.wav",
  type = "audio/wav",
) => {
  const body = new FormData();
  const bytes = typeof audio === "string" ? new TextEncoder().encode(audio) : audio;
  body.set("audio", new Blob([bytes.slice()], { type }), name);
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
};

// An OpenAI-compatible speech-to-text server on loopback. Each test queues the answers it wants;
// with none queued it transcribes successfully.
describe("voice dictation", () => {
  let fake: FakeTranscriber;
  let t: TestApp;
  let off: TestApp;
  let alice: Session;
  let bob: Session;

  beforeAll(async () => {
    fake = await startFakeTranscriber();
    t = await createTestApp({
      TRANSCRIBE_URL: fake.url,
      TRANSCRIBE_API_KEY: "test-transcribe-key",
      TRANSCRIBE_MODEL: "whisper-large-v3",
      TRANSCRIBE_TIMEOUT_MS: "400",
      VOICE_MAX_BYTES: "1500000",
    });
    off = await createTestApp();
    alice = await t.signUp();
    bob = await t.signUp();
  });
  afterAll(async () => {
    await t?.close();
    await off?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.received.length = 0;
    fake.replies.length = 0;
  });

  const db = () => t.services.database.db;
  const consent = (as: Session, consentGiven: boolean, isActive: boolean, app = t) =>
    app.request("/api/voice-transcription/consent", {
      method: "POST",
      as,
      json: { consentGiven, isActive },
    });
  const upload = (as: Session | null, body: FormData, app = t) =>
    app.request("/api/voice-transcription/recordings", { method: "POST", as, body });
  const poll = (as: Session, id: string, app = t) =>
    app.request(`/api/voice-transcription/transcriptions/recording/${id}`, { as });
  const uploadTone = async (as: Session, seconds = 2) => {
    const response = await upload(as, form(tone(seconds)));
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const recording = async (id: string) =>
    (await db().select().from(recordings).where(eq(recordings.id, id)))[0];
  const jobOf = async (id: string) =>
    (
      await db()
        .select()
        .from(jobs)
        .where(sql`${jobs.kind} = ${TRANSCRIBE_JOB} and ${jobs.payload}->>'recordingId' = ${id}`)
    )[0];
  const makeDue = (id: string) =>
    db()
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(sql`${jobs.payload}->>'recordingId' = ${id}`);
  // The files of a recording's uploads (each upload writes under a key of its own).
  const audioFiles = (id: string) => {
    const dir = path.join(t.services.env.dataDir, "media", "voice", id);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const storedAudio = async (id: string) => {
    const key = (await recording(id))?.storageKey;
    return key ? t.services.storage.stat(key) : null;
  };
  // The audio is gone from storage and from the row, and nothing is left in its folder.
  const expectAudioGone = async (id: string) => {
    expect((await recording(id))?.storageKey).toBeNull();
    expect(audioFiles(id)).toEqual([]);
  };

  describe("consent", () => {
    it("is false/false until given, then saved per user", async () => {
      const carol = await t.signUp();
      const first = await t.request("/api/voice-transcription/consent", { as: carol });
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ consentGiven: false, isActive: false });

      const saved = await consent(carol, true, false);
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ consentGiven: true, isActive: false });
      const activated = await consent(carol, true, true);
      expect(await activated.json()).toEqual({ consentGiven: true, isActive: true });

      const now = await t.request("/api/voice-transcription/consent", { as: carol });
      expect(await now.json()).toEqual({ consentGiven: true, isActive: true });
      const other = await t.request("/api/voice-transcription/consent", { as: bob });
      expect(await other.json()).toEqual({ consentGiven: false, isActive: false });
    });

    it("refuses a payload without booleans and a request without a session", async () => {
      const bad = await t.request("/api/voice-transcription/consent", {
        method: "POST",
        as: alice,
        json: { consentGiven: "yes" },
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as ErrorBody).error.message).toMatch(/consentGiven/);
      const anonymous = await t.request("/api/voice-transcription/consent");
      expect(anonymous.status).toBe(401);
    });
  });

  describe("not configured", () => {
    it("answers 503 not_configured on every voice call", async () => {
      const dan = await off.signUp();
      const calls = [
        off.request("/api/voice-transcription/consent", { as: dan }),
        consent(dan, true, true, off),
        off.request("/api/voice-transcription/consent", { method: "POST", as: dan, json: {} }),
        upload(dan, form(tone(1)), off),
        poll(dan, crypto.randomUUID(), off),
        off.request("/api/voice-transcription/transcriptions/recording/not-a-uuid", { as: dan }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          error: {
            code: "not_configured",
            message: "Voice dictation is not set up on this server.",
          },
        });
      }
      expect((await upload(null, form(tone(1)), off)).status).toBe(401);
    });
  });

  describe("upload checks", () => {
    beforeAll(async () => {
      expect((await consent(alice, true, true)).status).toBe(200);
    });

    it("needs a session", async () => {
      const response = await upload(null, form(tone(1)));
      expect(response.status).toBe(401);
    });

    it("needs consent given and active: Please provide consent first", async () => {
      const erin = await t.signUp();
      for (const state of [null, [true, false], [false, true]] as const) {
        if (state) await consent(erin, state[0], state[1]);
        const response = await upload(erin, form(tone(1)));
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({
          error: { code: "forbidden", message: "Please provide consent first" },
        });
      }
      expect(
        await db().select().from(recordings).where(eq(recordings.userId, erin.userId)),
      ).toEqual([]);
    });

    it("refuses a text file named recording.wav by its bytes (415)", async () => {
      const response = await upload(
        alice,
        form("This is a note, not a recording. ".repeat(20), undefined, "recording.wav"),
      );
      expect(response.status).toBe(415);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.code).toBe("unsupported_media_type");
      expect(body.error.message).toBe(
        "The file is not a recording we can transcribe: send 16-bit PCM WAV, or the browser's WebM, Ogg or MP4 recording",
      );
    });

    it("refuses a RIFF WAVE header with nothing readable behind it (415)", async () => {
      const broken = tone(1).slice(0, 20);
      const response = await upload(alice, form(broken));
      expect(response.status).toBe(415);
      expect(((await response.json()) as ErrorBody).error.message).toMatch(
        /WAV file cannot be read/,
      );
    });

    it("refuses audio longer than 30 s by its header, whatever duration says (400)", async () => {
      const response = await upload(alice, form(tone(40), { duration: "30" }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(
        "Recordings are at most 30 seconds long (this one is 40 seconds)",
      );
      // 31 s is the recorder's slack and is accepted.
      const slack = await upload(alice, form(tone(31), { duration: "30" }));
      expect(slack.status).toBe(201);
    });

    it("checks the duration field: whole seconds from 1 to 30", async () => {
      for (const duration of ["0", "31", "2.5", "two"]) {
        const response = await upload(alice, form(tone(1), { duration }));
        expect(response.status).toBe(400);
        expect(((await response.json()) as ErrorBody).error.message).toBe(
          "duration: duration must be a whole number from 1 to 30",
        );
      }
      const missing = await upload(alice, form(tone(1), {}));
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as ErrorBody).error.message).toMatch(/^duration:/);
    });

    it("refuses a recording larger than VOICE_MAX_BYTES (413), however far past it", async () => {
      const tooLarge = {
        error: { code: "payload_too_large", message: "The recording is too large (1.4MB at most)" },
      };
      const big = await upload(alice, form(tone(48), { duration: "30" }));
      expect(big.status).toBe(413);
      expect(await big.json()).toEqual(tooLarge);
      // Past the 2 MB that other API bodies may have: the same message, not a generic one.
      const huge = await upload(alice, form(tone(70), { duration: "30" }));
      expect(huge.status).toBe(413);
      expect(await huge.json()).toEqual(tooLarge);
    });

    it("accepts a recording above the 2 MB API body limit when VOICE_MAX_BYTES allows it", async () => {
      const roomy = await createTestApp({
        TRANSCRIBE_URL: "http://127.0.0.1:9",
        VOICE_MAX_BYTES: String(3 * 1024 * 1024),
      });
      try {
        const carol = await roomy.signUp();
        expect((await consent(carol, true, true, roomy)).status).toBe(200);
        const large = new Uint8Array(2_500_000);
        large.set(webm());
        const response = await upload(
          carol,
          form(large, { duration: "30", codec: "opus" }, "recording.webm", "audio/webm"),
          roomy,
        );
        expect(response.status).toBe(201);
      } finally {
        await roomy.close();
      }
    });

    it("needs an audio file and a multipart body", async () => {
      const noFile = new FormData();
      noFile.set("duration", "2");
      const response = await upload(alice, noFile);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(
        "audio: a file is required",
      );
      const json = await t.request("/api/voice-transcription/recordings", {
        method: "POST",
        as: alice,
        json: { duration: 2 },
      });
      expect(json.status).toBe(415);
      expect(((await json.json()) as ErrorBody).error.message).toBe(
        "Send this request with Content-Type: multipart/form-data",
      );
    });

    it("stores nothing for a refused upload", async () => {
      const dir = path.join(t.services.env.dataDir, "media", "voice", alice.userId);
      const before = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
      await upload(alice, form("not audio"));
      await upload(alice, form(tone(40), { duration: "30" }));
      const after = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
      expect(after).toBe(before);
    });
  });

  describe("transcription", () => {
    beforeAll(async () => {
      await consent(alice, true, true);
      // Recordings left queued by the upload checks are transcribed and out of the way.
      await t.services.worker.drain();
    });

    it("transcribes a WAV: 404 while pending, then the text and its confidence; audio deleted", async () => {
      const audio = tone(2);
      const response = await upload(alice, form(audio));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await recording(id)).toMatchObject({
        status: "queued",
        mimeType: "audio/wav",
        byteSize: audio.byteLength,
        durationSeconds: 2,
        sampleRate: 16_000,
        channels: 1,
        codec: "pcm",
      });
      expect((await storedAudio(id))?.size).toBe(audio.byteLength);
      expect(await jobOf(id)).toMatchObject({ status: "queued", maxAttempts: 5 });

      const pending = await poll(alice, id);
      expect(pending.status).toBe(404);
      expect(((await pending.json()) as ErrorBody).error).toMatchObject({
        code: "not_found",
        details: { status: "queued" },
      });

      fake.replies.push(
        heard(
          " I remember the summer we drove to the coast.",
          segmentsOf(" I remember the summer we drove to the coast.", [
            { start: 0, end: 1.5, p: 0.95 },
            { start: 1.5, end: 2, p: 0.75 },
          ]),
        ),
      );
      expect(await t.services.worker.drain()).toBe(1);

      expect(fake.received).toEqual([
        {
          path: "/v1/audio/transcriptions",
          authorization: "Bearer test-transcribe-key",
          model: "whisper-large-v3",
          responseFormat: "verbose_json",
          file: { name: "recording.wav", type: "audio/wav", size: audio.byteLength },
          contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
          bytes: expect.any(Number),
        },
      ]);
      const ready = await poll(alice, id);
      expect(ready.status).toBe(200);
      // (0.95 x 1.5 s + 0.75 x 0.5 s) / 2 s = 0.9
      expect(await ready.json()).toEqual({
        transcriptionText: "I remember the summer we drove to the coast.",
        confidence: 90,
      });
      expect(await recording(id)).toMatchObject({ status: "done", error: null });
      expect(await jobOf(id)).toMatchObject({ status: "done", attempts: 1 });
      await expectAudioGone(id);
    });

    it("keeps confidence null when the service gives no scores", async () => {
      const id = await uploadTone(alice);
      fake.replies.push(heard("Hello.", [{ id: 0, start: 0, end: 1, text: "Hello." }]));
      await t.services.worker.drain();
      expect(await (await poll(alice, id)).json()).toEqual({
        transcriptionText: "Hello.",
        confidence: null,
      });
      await expectAudioGone(id);
    });

    it("accepts the original WebM recording when WAV conversion failed", async () => {
      const bytes = webm();
      const response = await upload(
        alice,
        form(bytes, { duration: "4", codec: "opus" }, "recording.webm", "audio/webm;codecs=opus"),
      );
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await recording(id)).toMatchObject({
        mimeType: "audio/webm",
        durationSeconds: 4,
        codec: "opus",
      });
      await t.services.worker.drain();
      expect(fake.received[0]?.file).toEqual({
        name: "recording.webm",
        type: "audio/webm",
        size: bytes.byteLength,
      });
      expect((await poll(alice, id)).status).toBe(200);
      await expectAudioGone(id);
    });

    it("retries a passing 5xx with back-off, then succeeds", async () => {
      const id = await uploadTone(alice);
      fake.replies.push(refused(503, "The server is overloaded"), heard("Second time lucky."));
      await t.services.worker.drain();

      const job = await jobOf(id);
      expect(job).toMatchObject({ status: "queued", attempts: 1 });
      expect(job?.lastError).toMatch(/answered 503: The server is overloaded/);
      expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 1000);
      expect(await recording(id)).toMatchObject({ status: "queued" });
      expect(await storedAudio(id)).not.toBeNull(); // kept for the retry
      expect((await poll(alice, id)).status).toBe(404);
      expect(await t.services.worker.drain()).toBe(0); // not due yet

      await makeDue(id);
      await t.services.worker.drain();
      expect(fake.received).toHaveLength(2);
      expect(await (await poll(alice, id)).json()).toMatchObject({
        transcriptionText: "Second time lucky.",
      });
      expect(await jobOf(id)).toMatchObject({ status: "done", attempts: 2 });
      await expectAudioGone(id);
    });

    it("treats a 429 as passing too", async () => {
      const id = await uploadTone(alice);
      fake.replies.push(refused(429, "Rate limit reached"));
      await t.services.worker.drain();
      expect(await jobOf(id)).toMatchObject({ status: "queued", attempts: 1 });
      await makeDue(id);
      await t.services.worker.drain();
      expect((await poll(alice, id)).status).toBe(200);
      await expectAudioGone(id);
    });

    it("fails for good on a 400: the poll answers the failure and the audio is deleted", async () => {
      const id = await uploadTone(alice);
      fake.replies.push(refused(400, "Invalid file format."));
      await t.services.worker.drain();

      expect(fake.received).toHaveLength(1);
      expect(await jobOf(id)).toMatchObject({ status: "failed", attempts: 1 });
      const row = await recording(id);
      expect(row).toMatchObject({ status: "failed" });
      expect(row?.error).toMatch(/answered 400: Invalid file format\./);
      const failed = await poll(alice, id);
      expect(failed.status).toBe(422);
      expect(await failed.json()).toEqual({
        error: { code: "transcription_failed", message: "Failed to transcribe audio" },
      });
      await expectAudioGone(id);
      expect(await t.services.worker.drain()).toBe(0);
    });

    it("fails for good after the last attempt of passing failures", async () => {
      const id = await uploadTone(alice);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        fake.replies.push(refused(502, "Bad gateway"));
        await makeDue(id);
        await t.services.worker.drain();
        if (attempt < 5) expect(await storedAudio(id)).not.toBeNull();
      }
      expect(fake.received).toHaveLength(5);
      expect(await jobOf(id)).toMatchObject({ status: "failed", attempts: 5 });
      expect((await poll(alice, id)).status).toBe(422);
      await expectAudioGone(id);
    });

    it("treats an answer slower than TRANSCRIBE_TIMEOUT_MS as passing, then succeeds", async () => {
      const id = await uploadTone(alice);
      fake.replies.push(delayed(1500, heard("Too late.")), heard("In time."));
      const started = Date.now();
      await t.services.worker.drain();
      expect(Date.now() - started).toBeLessThan(1400);

      const job = await jobOf(id);
      expect(job).toMatchObject({ status: "queued", attempts: 1 });
      expect(job?.lastError).toBe("Transcription service did not answer within 0.4 s");
      expect(await storedAudio(id)).not.toBeNull();

      await makeDue(id);
      await t.services.worker.drain();
      expect(await (await poll(alice, id)).json()).toMatchObject({ transcriptionText: "In time." });
      await expectAudioGone(id);
    });

    it("treats an unreachable service as passing", async () => {
      const closed = await new Promise<number>((resolve) => {
        const probe = http.createServer();
        probe.listen(0, "127.0.0.1", () => {
          const { port } = probe.address() as AddressInfo;
          probe.close(() => resolve(port));
        });
      });
      const id = await uploadTone(alice);
      const worker = createWorker({
        db: db(),
        logger,
        handlers: voiceJobHandlers(
          { ...t.services.env, TRANSCRIBE_URL: `http://127.0.0.1:${closed}` },
          { db: db(), storage: t.services.storage, logger },
        ),
      });
      await worker.drain();
      const job = await jobOf(id);
      expect(job).toMatchObject({ status: "queued", attempts: 1 });
      expect(job?.lastError).toMatch(/could not be reached/);
      await makeDue(id);
      await t.services.worker.drain();
      expect((await poll(alice, id)).status).toBe(200);
      await expectAudioGone(id);
    });

    it("survives a restart: a job left running by a dead worker is picked up by a new one", async () => {
      const id = await uploadTone(alice);
      // A worker claimed it and the process died mid-transcription.
      await db()
        .update(jobs)
        .set({ status: "running", lockedAt: sql`now()`, attempts: 1 })
        .where(sql`${jobs.payload}->>'recordingId' = ${id}`);
      await db().update(recordings).set({ status: "processing" }).where(eq(recordings.id, id));
      // While its lock is fresh, nobody else takes it.
      expect(await t.services.worker.drain()).toBe(0);

      await db()
        .update(jobs)
        .set({ lockedAt: sql`now() - interval '20 minutes'` })
        .where(sql`${jobs.payload}->>'recordingId' = ${id}`);
      const restarted = createWorker({
        db: db(),
        logger,
        handlers: voiceJobHandlers(t.services.env, {
          db: db(),
          storage: t.services.storage,
          logger,
        }),
      });
      fake.replies.push(heard("After the restart."));
      expect(await restarted.drain()).toBe(1);
      expect(await jobOf(id)).toMatchObject({ status: "done", attempts: 2 });
      expect(await (await poll(alice, id)).json()).toMatchObject({
        transcriptionText: "After the restart.",
      });
      await expectAudioGone(id);
    });

    it("deletes leftover audio when a finished recording's job runs again", async () => {
      const id = await uploadTone(alice);
      await t.services.worker.drain();
      // As if the process died between saving the text and deleting the audio.
      const key = recordingAudioKey(id, crypto.randomUUID());
      await t.services.storage.write(key, Buffer.from(tone(1)));
      await db().update(recordings).set({ storageKey: key }).where(eq(recordings.id, id));
      await db()
        .update(jobs)
        .set({ status: "queued", runAt: sql`now() - interval '1 second'` })
        .where(sql`${jobs.payload}->>'recordingId' = ${id}`);
      await t.services.worker.drain();
      expect(fake.received).toHaveLength(1); // not transcribed twice
      await expectAudioGone(id);
    });

    it("deletes the audio of a recording whose user was deleted before it ran", async () => {
      const frank = await t.signUp();
      await consent(frank, true, true);
      const id = await uploadTone(frank);
      expect(await storedAudio(id)).not.toBeNull();
      await db().delete(user).where(eq(user.id, frank.userId));
      expect(await recording(id)).toBeUndefined();
      expect(audioFiles(id)).toHaveLength(1);
      await t.services.worker.drain();
      expect(fake.received).toHaveLength(0);
      expect(audioFiles(id)).toEqual([]);
      expect(await jobOf(id)).toMatchObject({ status: "done" });
    });

    it("answers 404 for another user's recording and 400 for a malformed id", async () => {
      const id = await uploadTone(alice);
      await t.services.worker.drain();
      expect((await poll(alice, id)).status).toBe(200);
      await consent(bob, true, true);
      const theirs = await poll(bob, id);
      expect(theirs.status).toBe(404);
      expect(((await theirs.json()) as ErrorBody).error.code).toBe("not_found");
      expect((await poll(alice, crypto.randomUUID())).status).toBe(404);
      expect((await poll(alice, "not-a-uuid")).status).toBe(400);
      const rows = await db()
        .select()
        .from(transcriptions)
        .where(eq(transcriptions.recordingId, id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.userId).toBe(alice.userId);
    });

    it("makes a retried upload with the same id safe", async () => {
      const id = crypto.randomUUID();
      const fields = { duration: "2", codec: "pcm", id };
      const first = await upload(alice, form(tone(2), fields));
      expect(first.status).toBe(201);
      const again = await upload(alice, form(tone(2), fields));
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ id });
      const theirs = await upload(bob, form(tone(2), fields));
      expect(theirs.status).toBe(409);
      expect(await t.services.worker.drain()).toBe(1);
      await expectAudioGone(id);
    });

    it("answers four uploads of one id sent at once with one recording whose audio stays", async () => {
      const id = crypto.randomUUID();
      const audio = tone(2);
      const fields = { duration: "2", codec: "pcm", id };
      const responses = await Promise.all(
        [1, 2, 3, 4].map(() => upload(alice, form(audio, fields))),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
      for (const r of responses) expect(await r.json()).toEqual({ id });
      // The recorded audio is there, and it is the only copy left.
      expect((await storedAudio(id))?.size).toBe(audio.byteLength);
      expect(audioFiles(id)).toHaveLength(1);
      fake.replies.push(heard(" Four times at once."));
      expect(await t.services.worker.drain()).toBe(1);
      expect(fake.received).toHaveLength(1);
      expect(await (await poll(alice, id)).json()).toMatchObject({
        transcriptionText: "Four times at once.",
      });
      await expectAudioGone(id);
    });
  });

  it("documents every voice route in /api/openapi.json", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths["/api/voice-transcription/consent"] ?? {}).sort()).toEqual([
      "get",
      "post",
    ]);
    expect(doc.paths["/api/voice-transcription/recordings"]).toHaveProperty("post");
    expect(doc.paths["/api/voice-transcription/transcriptions/recording/{id}"]).toHaveProperty(
      "get",
    );
  });
});
