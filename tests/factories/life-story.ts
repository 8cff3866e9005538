import crypto from "node:crypto";
import { encodeWav } from "#app/features/voice/audio/wav.ts";
import { jpegWithGps, mp4, type Asset } from "./media.ts";
import type { Session, TestApp } from "./test-app.ts";

// A person's whole story through the API, as the app makes it: a movie with photos, a video, a
// scene dictated by voice, a character, a development card, a beat board, a screenplay with
// saved versions and a share link. The export and deletion tests use it.

export const DICTATED_TEXT = "We left the village at dawn with one suitcase between us.";

export type LifeStory = {
  movieId: string;
  photos: Asset[];
  video: Asset;
  sceneIds: string[];
  dictatedSceneId: string;
  characterId: string;
  fountain: string;
  versionNames: string[];
  shareToken: string;
};

async function ok<T>(response: Response, status: number, what: string): Promise<T> {
  if (response.status !== status) {
    throw new Error(`${what}: ${response.status} ${await response.text()}`);
  }
  return (status === 204 ? undefined : await response.json()) as T;
}

export async function buildLifeStory(
  t: TestApp,
  who: Session,
  upload: (bytes: Buffer, extra: Record<string, unknown>) => Promise<Asset>,
): Promise<LifeStory> {
  const movie = await t.createMovie(who, "The Salt Road");
  const photos = [
    await upload(await jpegWithGps(), { filename: "harbour.jpg", entityType: "scene" }),
    await upload(await jpegWithGps(), { filename: "grandma.jpg", entityType: "scene" }),
  ];
  const video = await upload(mp4, {
    filename: "boat.mp4",
    mimeType: "video/mp4",
    entityType: "scene",
  });

  // Voice: consent, a recording, the transcription job, then the scene the app makes of it.
  await ok(
    await t.request("/api/voice-transcription/consent", {
      method: "POST",
      as: who,
      json: { consentGiven: true, isActive: true },
    }),
    200,
    "voice consent",
  );
  const form = new FormData();
  const tone = encodeWav(
    Float32Array.from(
      { length: 32_000 },
      (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / 16_000),
    ),
    16_000,
  );
  form.set("audio", new Blob([tone.slice()], { type: "audio/wav" }), "recording.wav");
  for (const [k, v] of Object.entries({
    duration: "2",
    sampleRate: "16000",
    channels: "1",
    codec: "pcm",
  }))
    form.set(k, v);
  const recording = await ok<{ id: string }>(
    await t.request("/api/voice-transcription/recordings", { method: "POST", as: who, body: form }),
    201,
    "voice upload",
  );
  await t.services.worker.drain();
  const heard = await ok<{ transcriptionText: string }>(
    await t.request(`/api/voice-transcription/transcriptions/recording/${recording.id}`, {
      as: who,
    }),
    200,
    "transcription",
  );

  const character = await ok<{ id: string }>(
    await t.request("/api/characters", {
      method: "POST",
      as: who,
      json: { movieId: movie.id, name: "Rosa", role: "protagonist", description: "My grandmother" },
    }),
    201,
    "character",
  );
  const scene = (n: number, title: string, elements: unknown[]) =>
    t.request("/api/scenes", {
      method: "POST",
      as: who,
      json: {
        id: crypto.randomUUID(),
        movieId: movie.id,
        title,
        sceneNumber: n,
        elements,
        characterIds: [character.id],
      },
    });
  const photoScene = await ok<{ id: string }>(
    await scene(1, "The harbour", [
      {
        id: "e1",
        elementType: "image",
        content: { imageUrl: photos[0]!.publicUrl, alt: "Harbour" },
      },
      {
        id: "e2",
        elementType: "image",
        content: { imageUrl: photos[1]!.publicUrl, alt: "Grandma" },
      },
    ]),
    201,
    "photo scene",
  );
  const videoScene = await ok<{ id: string }>(
    await scene(2, "On the boat", [
      { id: "e1", elementType: "video", content: { videoUrl: video.publicUrl, title: "The boat" } },
    ]),
    201,
    "video scene",
  );
  const dictated = await ok<{ id: string }>(
    await scene(3, "Leaving", [
      { id: "e1", elementType: "text", content: { text: heard.transcriptionText } },
    ]),
    201,
    "dictated scene",
  );

  await ok(
    await t.request("/api/category-elements", {
      method: "POST",
      as: who,
      json: {
        movieId: movie.id,
        categoryType: "characters",
        categoryGroup: "key_categories",
        subComponentType: "protagonist",
        title: "Protagonist",
        content: { characterName: "Rosa", role: "the one who leaves", description: "brave" },
      },
    }),
    201,
    "development card",
  );

  const fountain = "INT. KITCHEN - NIGHT\n\nRosa packs her suitcase.\n\nROSA\nWe leave at dawn.\n";
  const versionNames = ["First draft", "Kitchen rewrite"];
  await ok(
    await t.request(`/api/movies/${movie.id}/screenplay`, {
      method: "PUT",
      as: who,
      json: {
        fountain: "INT. KITCHEN - NIGHT\n\nRosa packs.\n",
        titlePage: { entries: [{ key: "Title", values: ["The Salt Road"] }] },
        version: 0,
        name: versionNames[0],
      },
    }),
    200,
    "screenplay save",
  );
  await ok(
    await t.request(`/api/movies/${movie.id}/screenplay`, {
      method: "PUT",
      as: who,
      json: { fountain, version: 1, name: versionNames[1] },
    }),
    200,
    "screenplay second save",
  );
  // A draft this device kept offline and sent to the server's cache.
  await ok(
    await t.request("/api/cache/sync", {
      method: "POST",
      as: who,
      json: {
        cacheType: "draft",
        cacheKey: `draft-${movie.id}`,
        data: { content: "Rosa's unsent note about the harbour" },
        deviceId: "device_1732460000000_lifestory",
      },
    }),
    200,
    "offline cache record",
  );
  const link = await ok<{ token: string }>(
    await t.request(`/api/movies/${movie.id}/share-links`, { method: "POST", as: who, json: {} }),
    201,
    "share link",
  );
  return {
    movieId: movie.id,
    photos,
    video,
    sceneIds: [photoScene.id, videoScene.id, dictated.id],
    dictatedSceneId: dictated.id,
    characterId: character.id,
    fountain,
    versionNames,
    shareToken: link.token,
  };
}
