import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegWithGps, uploadLocalMedia } from "#tests/factories/media.ts";
import { createTestApp, type TestApp } from "#tests/factories/test-app.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";
import { DISCARD_UPLOAD_JOB } from "../domain/media/discard-abandoned-upload.ts";

const TOKEN = "metrics-token-for-tests-0123456789";

describe("GET /metrics", () => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    off = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await off.close();
  });

  const scrape = (token?: string) =>
    t.request("/metrics", token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it("is off (404) when METRICS_TOKEN is unset", async () => {
    expect((await off.request("/metrics")).status).toBe(404);
    expect((await off.request("/metrics", { headers: { authorization: "Bearer x" } })).status).toBe(
      404,
    );
  });

  it("answers 401 without the token or with another one", async () => {
    const none = await scrape();
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await scrape("not-the-token-at-all-0000")).status).toBe(401);
    expect((await t.request("/metrics", { headers: { authorization: TOKEN } })).status).toBe(401);
  });

  it("lists requests by route pattern, jobs by kind, media processing and the database pool", async () => {
    const alice = await t.signUp();
    const movie = await t.createMovie(alice);
    expect((await t.request(`/api/movies/${movie.id}`, { as: alice })).status).toBe(200);
    expect((await t.request("/api/no-such-thing", { as: alice })).status).toBe(404);
    await uploadLocalMedia(t, alice, await jpegWithGps());
    // A job that fails for good, and one left waiting in the queue.
    const db = t.services.database.db;
    await enqueueJob(db, { kind: DISCARD_UPLOAD_JOB, payload: { key: "not/an/upload" } });
    await t.services.worker.drain();
    await enqueueJob(db, {
      kind: "metrics.test-waiting",
      payload: {},
      runAt: new Date(Date.now() + 3_600_000),
    });

    const response = await scrape(TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const series = (name: string) => text.split("\n").filter((l) => l.startsWith(name));

    expect(series("lifescript_http_requests_total")).toContainEqual(
      'lifescript_http_requests_total{method="GET",route="/api/movies/:id",status="200"} 1',
    );
    expect(series("lifescript_http_requests_total")).toContainEqual(
      'lifescript_http_requests_total{method="GET",route="/api/(unmatched)",status="404"} 1',
    );
    // Never a raw path: the movie's id appears nowhere.
    expect(text).not.toContain(movie.id);
    expect(
      series(
        'lifescript_http_request_duration_seconds_count{method="GET",route="/api/movies/:id"}',
      ),
    ).toHaveLength(1);
    expect(
      series('lifescript_media_processing_duration_seconds_count{kind="image",outcome="ok"} 1'),
    ).toHaveLength(1);
    expect(series(`lifescript_job_failures_total{kind="${DISCARD_UPLOAD_JOB}"} 1`)).toHaveLength(1);
    expect(
      series(`lifescript_job_attempts_total{kind="${DISCARD_UPLOAD_JOB}",outcome="failed"} 1`),
    ).toHaveLength(1);
    expect(
      series('lifescript_job_queue_depth{kind="metrics.test-waiting",status="queued"}'),
    ).toEqual(['lifescript_job_queue_depth{kind="metrics.test-waiting",status="queued"} 1']);
    expect(series("lifescript_transcription_duration_seconds_bucket")).toEqual([]); // none yet
    expect(text).toContain("# TYPE lifescript_transcription_duration_seconds histogram");
    const pool = series("lifescript_db_pool_connections");
    expect(pool.map((l) => l.replace(/ \d+$/, ""))).toEqual([
      'lifescript_db_pool_connections{state="max"}',
      'lifescript_db_pool_connections{state="open"}',
      'lifescript_db_pool_connections{state="busy"}',
    ]);
    expect(Number(pool[1]!.split(" ")[1])).toBeGreaterThanOrEqual(1);
    expect(text).toContain("lifescript_process_resident_memory_bytes");
  });
});
