import crypto from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeWav } from "#app/features/voice/audio/wav.ts";
import { mediaAssets, recordings } from "#server/db/schema/index.ts";
import { mediaCalls, uploadLocalMedia } from "#tests/factories/media.ts";
import type { ErrorBody, Session } from "#tests/factories/test-app.ts";
import { startFakeTranscriber } from "#tests/fakes/fake-transcriber.ts";
import { subscriptionEvent } from "#tests/fakes/paddle-events.ts";
import {
  createBillingTestApp,
  PRICE_MONTHLY,
  type BillingTestApp,
} from "#tests/support/billing-app.ts";

type PlanLimitError = {
  error: {
    code: string;
    message: string;
    details: { limit: string; used: number; max: number; upgradeUrl: string };
  };
};

const GB = 1024 ** 3;
let b: BillingTestApp;
let transcriber: Awaited<ReturnType<typeof startFakeTranscriber>>;
beforeAll(async () => {
  transcriber = await startFakeTranscriber("It was the summer of the flood.");
  b = await createBillingTestApp({ TRANSCRIBE_URL: transcriber.url });
});
afterAll(async () => {
  await b.close();
  await transcriber.close();
});

let n = 0;
const makePro = async (
  who: Session,
  extra: Partial<Parameters<typeof subscriptionEvent>[0]> = {},
) => {
  n += 1;
  const r = await b.webhook(
    subscriptionEvent({
      type: "subscription.created",
      userId: who.userId,
      subscriptionId: `sub_limits_${n}`,
      customerId: `ctm_limits_${n}`,
      status: "active",
      priceId: PRICE_MONTHLY,
      ...extra,
    }),
  );
  expect(r.status).toBe(200);
  return { subscriptionId: `sub_limits_${n}`, customerId: `ctm_limits_${n}` };
};
const newMovie = (who: Session, title: string) =>
  b.t.request("/api/movies", { method: "POST", as: who, json: { title } });
const planLimit = async (r: Response) => {
  expect(r.status).toBe(402);
  return ((await r.json()) as PlanLimitError).error;
};
// Storage a person already uses, as rows (a gigabyte of real files would only slow the test).
const alreadyStored = (who: Session, byteSize: number) =>
  b.t.services.database.db.insert(mediaAssets).values({
    userId: who.userId,
    objectId: crypto.randomUUID(),
    objectKey: `media/test/${crypto.randomUUID()}`,
    publicUrl: "/media/x",
    filename: "old.mp4",
    mimeType: "video/mp4",
    byteSize,
    entityType: "scene",
  });
const alreadyRecorded = (who: Session, seconds: number, createdAt = new Date()) =>
  b.t.services.database.db.insert(recordings).values({
    userId: who.userId,
    mimeType: "audio/wav",
    byteSize: 1000,
    durationSeconds: seconds,
    sampleRate: 16000,
    channels: 1,
    codec: "pcm",
    status: "done",
    createdAt,
  });
const photo = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: "#3a6" } })
    .jpeg()
    .toBuffer();
const tone = (seconds: number, rate = 16_000) =>
  encodeWav(
    Float32Array.from(
      { length: seconds * rate },
      (_, i) => 0.4 * Math.sin((2 * Math.PI * 440 * i) / rate),
    ),
    rate,
  );
const record = (who: Session, seconds: number) => {
  const body = new FormData();
  body.set("audio", new Blob([tone(seconds).slice()], { type: "audio/wav" }), "recording.wav");
  body.set("duration", String(seconds));
  return b.t.request("/api/voice-transcription/recordings", { method: "POST", as: who, body });
};

describe("free plan limits (402 plan_limit) and Pro", () => {
  it("the fourth movie is refused, naming the limit and the use; it is made once the user is Pro", async () => {
    const ana = await b.t.signUp();
    for (const title of ["One", "Two", "Three"])
      expect((await newMovie(ana, title)).status).toBe(201);
    const error = await planLimit(await newMovie(ana, "Four"));
    expect(error.code).toBe("plan_limit");
    expect(error.details).toEqual({
      limit: "movies",
      used: 3,
      max: 3,
      upgradeUrl: "/app/subscription",
    });
    expect(error.message).toMatch(
      /^Movie limit reached: the Free plan includes 3 movies and you have 3\./,
    );
    expect(error.message).toMatch(/Upgrade to Lifescript Pro for unlimited movies/);
    // A retry of a movie already made is not a new movie.
    const list = (await (await b.t.request("/api/movies", { as: ana })).json()) as Array<{
      id: string;
    }>;
    const retry = await b.t.request("/api/movies", {
      method: "POST",
      as: ana,
      json: { id: list[0]?.id, title: "One" },
    });
    expect(retry.status).toBe(200);

    await makePro(ana);
    expect((await newMovie(ana, "Four")).status).toBe(201);
    expect((await newMovie(ana, "Five")).status).toBe(201);
  });

  it("twenty movie creates sent at once by a Free account make exactly three", async () => {
    const eve = await b.t.signUp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => newMovie(eve, `Race ${n + 1}`)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(17);
    const list = (await (await b.t.request("/api/movies", { as: eve })).json()) as unknown[];
    expect(list).toHaveLength(3);
  });

  it("recordings sent at once cannot pass the month's 10 minutes together", async () => {
    const fay = await b.t.signUp();
    const consent = await b.t.request("/api/voice-transcription/consent", {
      method: "POST",
      as: fay,
      json: { consentGiven: true, isActive: true },
    });
    expect(consent.status).toBe(200);
    await alreadyRecorded(fay, 9 * 60);
    const answers = await Promise.all(Array.from({ length: 6 }, () => record(fay, 20)));
    // 60 seconds were left: three recordings of 20 seconds fit, the others are refused.
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 402)).toHaveLength(3);
  });

  it("an upload past 1 GB is refused (and its file deleted); uploads work again once Pro", async () => {
    const bo = await b.t.signUp();
    await alreadyStored(bo, GB - 100);
    const calls = mediaCalls(b.t);
    // Under the limit a link is still given; the file's own size decides.
    const g = await calls.grant(bo);
    expect(g.uploadURL).toBeTruthy();
    const bytes = await photo();
    expect(bytes.length).toBeGreaterThan(100);
    const put = await b.t.request(g.uploadURL.replace(/^https?:\/\/[^/]+/, ""), {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: { "content-type": "application/octet-stream" },
      duplex: "half",
    } as RequestInit);
    expect(put.status).toBe(200);
    const error = await planLimit(await calls.save(bo, g));
    expect(error.details).toMatchObject({ limit: "mediaBytes", used: GB - 100, max: GB });
    expect(error.message).toMatch(
      /^Storage limit reached: the Free plan includes 1 GB of photos and videos/,
    );
    // The refused file is gone: saving it again finds nothing.
    expect((await calls.save(bo, g)).status).toBe(404);

    // Full: no upload link at all.
    await alreadyStored(bo, 100);
    const full = await planLimit(
      await b.t.request("/api/media-assets/upload-url", { method: "POST", as: bo, json: {} }),
    );
    expect(full.details).toMatchObject({ limit: "mediaBytes", used: GB, max: GB });

    await makePro(bo);
    const asset = await uploadLocalMedia(b.t, bo, await photo());
    expect(asset.mimeType).toBe("image/jpeg");
  });

  it("a recording past the month's 10 minutes is refused; last month's do not count; Pro records", async () => {
    const cy = await b.t.signUp();
    const consent = await b.t.request("/api/voice-transcription/consent", {
      method: "POST",
      as: cy,
      json: { consentGiven: true, isActive: true },
    });
    expect(consent.status).toBe(200);
    const lastMonth = new Date();
    lastMonth.setUTCDate(0);
    await alreadyRecorded(cy, 600, lastMonth);
    expect((await record(cy, 5)).status).toBe(201);
    await alreadyRecorded(cy, 590);
    const error = await planLimit(await record(cy, 10));
    expect(error.details).toEqual({
      limit: "voiceSeconds",
      used: 595,
      max: 600,
      upgradeUrl: "/app/subscription",
    });
    expect(error.message).toMatch(
      /^Voice limit reached: the Free plan includes 10 minutes of voice dictation a month; you have used 9 minutes this month/,
    );
    expect((await record(cy, 5)).status).toBe(201);

    await makePro(cy);
    expect((await record(cy, 10)).status).toBe(201);
    await b.t.services.worker.drain();
  });

  it("a Pro user who cancels keeps Pro until the period end, then keeps every movie readable, editable and exportable", async () => {
    const di = await b.t.signUp();
    const refs = await makePro(di);
    const made: Array<{ id: string; version: number }> = [];
    for (let i = 1; i <= 5; i += 1) {
      const r = await newMovie(di, `Chapter ${i}`);
      expect(r.status).toBe(201);
      made.push((await r.json()) as { id: string; version: number });
    }
    const periodEnd = new Date(Date.now() + 5 * 86_400_000).toISOString();
    await b.webhook(
      subscriptionEvent({
        type: "subscription.updated",
        userId: di.userId,
        ...refs,
        status: "active",
        priceId: PRICE_MONTHLY,
        periodEnd,
        scheduledCancelAt: periodEnd,
      }),
    );
    const sub = await (await b.t.request("/api/billing/subscription", { as: di })).json();
    expect(sub).toMatchObject({
      plan: "pro",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: periodEnd,
    });
    expect((await newMovie(di, "Chapter 6")).status).toBe(201);

    await b.webhook(
      subscriptionEvent({
        type: "subscription.canceled",
        userId: di.userId,
        ...refs,
        status: "canceled",
        priceId: PRICE_MONTHLY,
        occurredAt: new Date(Date.now() + 1000).toISOString(),
      }),
    );
    const after = await (await b.t.request("/api/billing/subscription", { as: di })).json();
    expect(after).toMatchObject({ plan: "free", status: "canceled", usage: { movies: 6 } });

    const list = (await (await b.t.request("/api/movies", { as: di })).json()) as unknown[];
    expect(list).toHaveLength(6);
    const first = made[0]!;
    expect((await b.t.request(`/api/movies/${first.id}`, { as: di })).status).toBe(200);
    const edited = await b.t.request(`/api/movies/${first.id}`, {
      method: "PATCH",
      as: di,
      json: { title: "Chapter One", version: first.version },
    });
    expect(edited.status).toBe(200);
    for (const file of ["screenplay.pdf", "screenplay.fountain"]) {
      const r = await b.t.request(`/api/movies/${first.id}/${file}`, { as: di });
      expect(r.status, file).toBe(200);
    }
    // Only something new past the limit is refused, and deleting brings the user back under it.
    expect((await planLimit(await newMovie(di, "Chapter 7"))).details).toMatchObject({
      used: 6,
      max: 3,
    });
    for (const movie of made.slice(1, 5)) {
      expect(
        (await b.t.request(`/api/movies/${movie.id}`, { method: "DELETE", as: di })).status,
      ).toBe(204);
    }
    expect((await newMovie(di, "Chapter 7")).status).toBe(201);
  });

  it("the OpenAPI document names 402 plan_limit on the routes that count", async () => {
    const doc = (await (await b.t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.paths["/api/movies"]?.post?.responses["402"]).toBeDefined();
    expect(doc.paths["/api/media-assets/upload-url"]?.post?.responses["402"]).toBeDefined();
    expect(doc.paths["/api/media-assets/save-metadata"]?.post?.responses["402"]).toBeDefined();
    expect(doc.paths["/api/voice-transcription/recordings"]?.post?.responses["402"]).toBeDefined();
    expect(doc.paths["/api/billing/subscription"]?.get).toBeDefined();
    expect(doc.paths["/api/billing/paddle/webhook"]?.post).toBeDefined();
  });
});

export type { ErrorBody };
