import fs from "node:fs";
import type { Page } from "@playwright/test";
import config from "../../playwright.config.ts";
import { encodeWav } from "#app/features/voice/audio/wav.ts";
import {
  heard,
  refused,
  segmentsOf,
  startFakeTranscriber,
  type FakeTranscriber,
} from "../fakes/fake-transcriber.ts";
import {
  expect,
  expectAccessible,
  fromApp,
  signUpByApi,
  signUpThroughUi,
  test,
} from "./fixtures.ts";

// Voice dictation end to end: Chromium's fake microphone plays a WAV tone, the app server sends
// the recording to a loopback OpenAI-compatible transcription fake (TRANSCRIBE_URL in
// playwright.config.ts), and the composer gets the reviewed text.

const FAKE_URL = new URL(process.env.E2E_TRANSCRIBE_URL ?? "http://127.0.0.1:3919");
const WAV_PATH = "/tmp/voice-e2e.wav";
const SHOTS = "/tmp/voice-shots";

// 3 s of a 440 Hz tone, written before the browser starts (the fake device reads it at launch).
{
  const rate = 48_000;
  const samples = new Float32Array(rate * 3);
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] = 0.3 * Math.sin((2 * Math.PI * 440 * i) / rate);
  }
  fs.writeFileSync(WAV_PATH, encodeWav(samples, rate));
}

const projectArgs = config.use?.launchOptions?.args ?? [];
test.use({
  viewport: { width: 390, height: 844 },
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...projectArgs,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${WAV_PATH}`,
    ],
  },
  // Polling answers 404 ("not yet") until the text is ready, which Chromium logs.
  allowConsole: [/status of 404/],
});

let fake: FakeTranscriber | null = null;
// What the fake hears next: `avgLogprob` is Whisper's score for the one segment; a status other
// than 200 is the error an OpenAI-compatible server sends.
const answer = (text: string, avgLogprob: number, status = 200) =>
  fake?.replies.push(
    status === 200
      ? heard(text, segmentsOf(text, [{ start: 0, end: 2.5, p: Math.exp(avgLogprob) }]))
      : refused(status, text),
  );

test.beforeAll(async () => {
  fake = await startFakeTranscriber({ text: "Nothing to say.", port: Number(FAKE_URL.port) });
  fs.mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await fake?.close();
});

async function openComposer(page: Page, name: string, { consented = false } = {}) {
  await signUpThroughUi(page, { name });
  const movie = (await (
    await page.request.post("/api/movies", {
      headers: fromApp(page),
      data: { title: "Spoken Summers" },
    })
  ).json()) as { id: string };
  if (consented) {
    await page.request.post("/api/voice-transcription/consent", {
      headers: fromApp(page),
      data: { consentGiven: true, isActive: true },
    });
  }
  await page.goto(`/app/movies/${movie.id}/scenes`);
  await page.getByRole("button", { name: "Capture the first scene" }).click();
  const composer = page.getByRole("dialog", { name: "New scene" });
  await expect(composer).toBeVisible();
  return composer;
}

test("record, review and approve: the text lands in the composer", async ({ page }) => {
  answer("We drove to the coast with the windows down.", -0.05);
  const composer = await openComposer(page, "Vera Voice");
  await composer.getByLabel("Scene text").fill("Summer of 1998.");

  await composer.getByRole("button", { name: "Record" }).click();
  const consent = page.getByRole("dialog", { name: "Voice Recording Consent" });
  await expect(consent).toBeVisible();
  await expect(consent).toContainText("transcription partner");
  await expect(consent).toContainText("deleted automatically");
  await expect(consent).toContainText("never used to train models or for marketing");
  await expect(consent.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
    "href",
    "/terms",
  );
  await expect(consent.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  await page.screenshot({ path: `${SHOTS}/consent-dialog.png` });
  await expectAccessible(page, "consent dialog");

  await consent.getByRole("button", { name: "Accept & Continue" }).click();
  await expect(page.getByText("Voice recording is now enabled", { exact: true })).toBeVisible();
  await expect(consent).toBeHidden();
  expect(await (await page.request.get("/api/voice-transcription/consent")).json()).toEqual({
    consentGiven: true,
    isActive: true,
  });

  const timer = composer.getByRole("timer");
  await expect(timer).toBeVisible();
  await expect(timer).toHaveText("00:01", { timeout: 5000 });
  await expect(composer.getByRole("button", { name: "Stop" })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/recording.png` });
  await expectAccessible(page, "recording");
  await page.waitForTimeout(800);
  await composer.getByRole("button", { name: "Stop" }).click();

  const review = page.getByRole("dialog", { name: "Review Transcription" });
  await expect(review).toBeVisible({ timeout: 20_000 });
  const text = review.getByLabel("Transcribed text");
  await expect(text).toHaveValue("We drove to the coast with the windows down.");
  await expect(text).toBeFocused();
  await expect(review.getByTestId("confidence-badge")).toHaveText("High confidence (95%)");
  await expect(review).toContainText("44 characters");
  await page.screenshot({ path: `${SHOTS}/review-dialog.png` });
  await expectAccessible(page, "review dialog");

  // The browser converted the recording to WAV before the upload.
  expect(fake?.received.at(-1)?.bytes ?? 0).toBeGreaterThan(1000);

  // An outside click does not dismiss it; blank text cannot be approved.
  await page.mouse.click(20, 20);
  await expect(review).toBeVisible();
  await text.fill("   ");
  await expect(review.getByRole("button", { name: "Approve & Use" })).toBeDisabled();
  await text.fill("We drove to the coast with the windows down.");
  await review.getByRole("button", { name: "Approve & Use" }).click();
  await expect(review).toBeHidden();
  await expect(
    page.getByText("The transcribed text has been added successfully", { exact: true }),
  ).toBeVisible();
  await expect(composer.getByLabel("Scene text")).toHaveValue(
    "Summer of 1998. We drove to the coast with the windows down.",
  );
});

test("recording stops by itself at 30 s, with the last 10 s highlighted", async ({ page }) => {
  answer("I think it was raining", -0.6);
  await page.clock.install();
  // Consent already given, so Record starts at once.
  const composer = await openComposer(page, "Clock Watcher", { consented: true });
  // From here the page's time moves only when the test says so.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await composer.getByRole("button", { name: "Record" }).click();
  const timer = composer.getByRole("timer");
  await expect(timer).toHaveText("00:00");

  await page.clock.runFor(15_000);
  await expect(timer).toHaveText("00:15");
  await expect(
    composer.getByText("Recording will stop automatically at 30 seconds", { exact: true }),
  ).toBeHidden();

  await page.clock.runFor(5_500);
  await expect(timer).toHaveText("00:20");
  await expect(
    composer.getByText("Recording will stop automatically at 30 seconds", { exact: true }),
  ).toBeVisible();

  await page.screenshot({ path: `${SHOTS}/recording-countdown.png` });
  await page.clock.runFor(9_600);
  await expect(timer).toBeHidden();
  await expect(composer.getByRole("button", { name: "Stop" })).toBeHidden();
  await expect(
    composer.getByText("Recording will stop automatically at 30 seconds", { exact: true }),
  ).toBeHidden();

  // The polling waits run on the same clock.
  const review = page.getByRole("dialog", { name: "Review Transcription" });
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1_000);
        return review.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(review.getByTestId("confidence-badge")).toHaveText("Low confidence (55%)");
  await expect(review.getByRole("alert")).toContainText("Low confidence");
  await review.getByRole("button", { name: "Cancel" }).click();
  await expect(review).toBeHidden();
  await expect(page.getByText("The recording has been discarded", { exact: true })).toBeVisible();
  await expect(composer.getByLabel("Scene text")).toHaveValue("");
});

test("consent given but paused asks again; Cancel records nothing", async ({ page }) => {
  const composer = await openComposer(page, "Paused Consent");
  await page.request.post("/api/voice-transcription/consent", {
    headers: fromApp(page),
    data: { consentGiven: true, isActive: false },
  });
  await page.reload();
  await page.getByRole("button", { name: "Capture the first scene" }).click();
  await composer.getByRole("button", { name: "Record" }).click();
  const consent = page.getByRole("dialog", { name: "Voice Recording Consent" });
  await expect(consent).toBeVisible();
  await consent.getByRole("button", { name: "Cancel" }).click();
  await expect(consent).toBeHidden();
  await expect(composer.getByRole("timer")).toBeHidden();
  await expect(composer.getByRole("button", { name: "Record" })).toBeFocused();
  expect(await (await page.request.get("/api/voice-transcription/consent")).json()).toEqual({
    consentGiven: true,
    isActive: false,
  });
});

// An interview answer in two recordings of at most 30 s each, joined in the answer box, then kept
// as a scene. It shares this file's transcription fake: the app server knows one TRANSCRIBE_URL.
test("an interview answer spoken in two parts is joined, proposed and kept as a scene", async ({
  page,
}) => {
  const heardBefore = fake?.received.length ?? 0;
  await page.goto("/auth/signup");
  await signUpByApi(page);
  const movie = (await (
    await page.request.post("/api/movies", { headers: fromApp(page), data: { title: "Spoken" } })
  ).json()) as { id: string };
  await page.request.post("/api/voice-transcription/consent", {
    headers: fromApp(page),
    data: { consentGiven: true, isActive: true },
  });
  await page.goto(`/app/interview?movie=${movie.id}`);
  await page.getByRole("button", { name: /Childhood/ }).click();
  const box = page.getByLabel("Your answer");
  await expect(box).toBeVisible();

  for (const part of [
    "In the summer of 1976 Mum took us to the beach at Brighton.",
    'She said "Hold my hand, the sea is cold."',
  ]) {
    answer(part, Math.log(0.95));
    await page.getByRole("button", { name: "Record" }).click();
    await expect(page.getByRole("timer")).toHaveText("00:01", { timeout: 5000 });
    await page.getByRole("button", { name: "Stop" }).click();
    const review = page.getByRole("dialog", { name: "Review Transcription" });
    await expect(review.getByLabel("Transcribed text")).toHaveValue(part, { timeout: 20_000 });
    await review.getByRole("button", { name: "Approve & Use" }).click();
    await expect(review).toBeHidden();
  }
  await expect(box).toHaveValue(
    'In the summer of 1976 Mum took us to the beach at Brighton.\nShe said "Hold my hand, the sea is cold."',
  );

  await page.getByRole("button", { name: "Send answer" }).click();
  const card = page.getByTestId("proposal-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Hold my hand, the sea is cold.");
  await card.getByRole("button", { name: "Keep as a scene" }).click();
  await expect(card).toHaveCount(0);

  const scenes = (await (
    await page.request.get(`/api/movies/${movie.id}/scenes`)
  ).json()) as Array<{
    metadata: { date?: { year: number } };
    elements: Array<{ elementType: string; content: Record<string, unknown> }>;
  }>;
  expect(scenes).toHaveLength(1);
  expect(scenes[0]?.metadata.date?.year).toBe(1976);
  expect(scenes[0]?.elements.map((e) => e.elementType)).toEqual(["text", "quote"]);
  expect((fake?.received.length ?? 0) - heardBefore).toBe(2);
});

test.describe("when things go wrong", () => {
  // The failed transcription (422) and the unconfigured server (503) are logged by Chromium.
  test.use({ allowConsole: [/status of (404|422|503)/] });

  test("a transcription that fails for good says so and resets", async ({ page }) => {
    answer("Unsupported audio", 0, 400);
    const composer = await openComposer(page, "Fail Safe", { consented: true });
    await composer.getByRole("button", { name: "Record" }).click();
    await expect(composer.getByRole("timer")).toHaveText("00:01", { timeout: 5000 });
    await composer.getByRole("button", { name: "Stop" }).click();
    await expect(page.getByText("Recording Error", { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(composer.getByRole("button", { name: "Record" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Review Transcription" })).toBeHidden();
  });

  test("cancel while recording releases the microphone", async ({ page }) => {
    const composer = await openComposer(page, "Second Thoughts", { consented: true });
    await page.evaluate(() => {
      const w = window as unknown as { liveTracks: () => number; tracks: MediaStreamTrack[] };
      w.tracks = [];
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await original(constraints);
        w.tracks.push(...stream.getTracks());
        return stream;
      };
      w.liveTracks = () => w.tracks.filter((t) => t.readyState === "live").length;
    });
    await composer.getByRole("button", { name: "Record" }).click();
    await expect(composer.getByRole("timer")).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { liveTracks: () => number }).liveTracks()),
    ).toBe(1);
    await composer.getByRole("button", { name: "Cancel recording" }).click();
    await expect(composer.getByRole("timer")).toBeHidden();
    await expect(composer.getByRole("button", { name: "Record" })).toBeFocused();
    expect(
      await page.evaluate(() => (window as unknown as { liveTracks: () => number }).liveTracks()),
    ).toBe(0);
    await page.waitForTimeout(1500);
    await expect(page.getByRole("dialog", { name: "Review Transcription" })).toBeHidden();
  });

  test("without a transcription service there is no Record button, and nothing asks the voice API", async ({
    page,
  }) => {
    // This installation as one without TRANSCRIBE_URL describes itself.
    await page.route("**/api/config", async (route) => {
      const real = await route.fetch();
      const config = (await real.json()) as Record<string, unknown>;
      await route.fulfill({ response: real, json: { ...config, voice: false } });
    });
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/voice-transcription/")) asked.push(r.url());
    });
    const composer = await openComposer(page, "No Voice");
    await expect(composer.getByRole("button", { name: "Inspire Me" })).toBeVisible();
    await expect(composer.getByRole("button", { name: "Record" })).toHaveCount(0);
    await expect(composer.getByTestId("voice-recorder")).toHaveCount(0);
    await page.waitForTimeout(1000);
    expect(asked).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/not-configured.png` });
  });

  test("Record goes away if the server says dictation is off after all", async ({ page }) => {
    await page.route("**/api/voice-transcription/**", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            code: "not_configured",
            message: "Voice dictation is not set up on this server.",
          },
        }),
      }),
    );
    const composer = await openComposer(page, "Voice Gone");
    await expect(composer.getByRole("button", { name: "Inspire Me" })).toBeVisible();
    await expect(composer.getByRole("button", { name: "Record" })).toHaveCount(0);
    await expect(composer.getByText(/not set up|server/)).toHaveCount(0);
  });
});
