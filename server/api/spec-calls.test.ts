import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE,
  cookieFrom,
  createTestApp,
  uniqueEmail,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";

// The API's public calls, sent exactly as an outside client sends them: the JSON content type on
// every call, a bearer token, no cookies, and no body where the call takes none (the upload URL).
// A client written against these calls, not against our app, must be able to use the API as it is.
describe("the API's public calls, as an outside client makes them", () => {
  let t: TestApp;
  let alice: Session;
  beforeAll(async () => {
    // Voice consent is answered only where dictation is set up; no recording is sent here.
    t = await createTestApp({ TRANSCRIBE_URL: "http://127.0.0.1:9" });
    alice = await t.signUp();
  });
  afterAll(() => t.close());

  // Such a client's request rules: JSON content type, bearer authorization when a session exists,
  // no cookies (the browser adds its Origin).
  const call = (method: string, path: string, body?: unknown, as: Session | null = alice) => {
    const headers = new Headers({ "content-type": "application/json", origin: BASE });
    if (as) headers.set("authorization", `Bearer ${as.token}`);
    return t.request(path, {
      method,
      headers,
      origin: BASE,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  };
  const ok = async (response: Response, status = 200) => {
    const text = await response.text();
    expect(response.status, text).toBe(status);
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  };

  it("upload URL with no body, the PUT, then save-metadata", async () => {
    const grant = (await ok(await call("POST", "/api/media-assets/upload-url"))) as {
      uploadURL: string;
      publicPath: string;
      objectId: string;
    };
    expect(grant).toMatchObject({ uploadURL: expect.any(String), publicPath: expect.any(String) });
    const photo = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#c33" },
    })
      .jpeg()
      .toBuffer();
    const put = await t.request(grant.uploadURL.replace(/^https?:\/\/[^/]+/, ""), {
      method: "PUT",
      body: new Uint8Array(photo),
      headers: { "content-type": "image/jpeg" },
      origin: null,
    });
    expect(put.status).toBe(200);
    const saved = await ok(
      await call("POST", "/api/media-assets/save-metadata", {
        publicPath: grant.publicPath,
        filename: "cover.jpg",
        mimeType: "image/jpeg",
        byteSize: photo.byteLength,
        entityType: "movie",
        entityId: "temp",
      }),
      201,
    );
    expect(saved).toMatchObject({ id: expect.any(String), publicUrl: expect.any(String) });
  });

  it("movies, scenes, category elements and the offline cache", async () => {
    const movie = (await ok(
      await call("POST", "/api/movies", {
        title: "Summer of 1989",
        description: "The lake house",
        genre: "drama",
        coverImage: null,
      }),
      201,
    )) as { id: string };
    const movies = await call("GET", "/api/movies");
    expect(((await ok(movies)) as unknown as { id: string }[]).map((m) => m.id)).toContain(
      movie.id,
    );
    await ok(
      await call("POST", "/api/scenes", {
        movieId: movie.id,
        title: "The dock",
        sceneNumber: 1,
        elements: [{ id: "e1", elementType: "text", content: { text: "We jumped." } }],
      }),
      201,
    );
    await ok(await call("GET", `/api/movies/${movie.id}/scenes`));
    await ok(
      await call("POST", "/api/category-elements", {
        movieId: movie.id,
        categoryGroup: "key_categories",
        categoryType: "characters",
      }),
      201,
    );
    await ok(await call("GET", `/api/category-elements/${movie.id}`));
    await ok(await call("GET", `/api/category-elements/${movie.id}/grouped`));
    await ok(
      await call("POST", "/api/cache/sync", {
        userId: alice.userId,
        cacheKey: `movie-${movie.id}`,
        cacheType: "movie",
        data: { title: "Summer of 1989" },
        version: 1,
        deviceId: "phone",
      }),
    );
    const restored = await ok(await call("GET", `/api/cache/restore?userId=${alice.userId}`));
    expect(restored).toMatchObject({ success: true });
  });

  it("the action sheet draft, voice consent and the contact form", async () => {
    await ok(
      await call("POST", "/api/temp/save-draft-action-sheet", {
        content: "Half a thought",
        mediaUrl: null,
        mediaType: null,
        timestamp: Date.now(),
      }),
    );
    const draft = await ok(await call("GET", "/api/temp/load-draft-action-sheet"));
    expect(draft).toMatchObject({ success: true, data: { content: "Half a thought" } });
    await ok(await call("DELETE", "/api/temp/clear-draft-action-sheet"));
    await ok(await call("GET", "/api/voice-transcription/consent"));
    expect(
      await ok(
        await call("POST", "/api/voice-transcription/consent", {
          consentGiven: true,
          isActive: false,
        }),
      ),
    ).toEqual({ consentGiven: true, isActive: false });
    const contact = await call(
      "POST",
      "/api/contact/submit",
      {
        name: "Ada",
        email: "ada@example.com",
        message: "Hello from the contact form.",
        honeypot: "",
      },
      null,
    );
    expect(contact.status).toBeLessThan(300);
  });

  it("a guest's movies move with the guest-conversion call", async () => {
    const guest = await t.request("/api/auth/sign-in/anonymous", { method: "POST", json: {} });
    const guestId = ((await guest.json()) as { user: { id: string } }).user.id;
    const asGuest = {
      ...alice,
      token: guest.headers.get("set-auth-token") ?? "",
      userId: guestId,
    };
    await ok(
      await call("POST", "/api/movies", { title: "Guest film", genre: "comedy" }, asGuest),
      201,
    );
    // The auth service's sign-up, from the guest's browser, finished there by the mailed link.
    const email = uniqueEmail("guest");
    const signUp = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { cookie: cookieFrom(guest) },
      json: { email, password: "keeps my movie", name: "Former Guest" },
    });
    expect(signUp.status).toBe(200);
    const finished = await t.finishSignUp(email, cookieFrom(guest));
    expect(finished.status).toBe(200);
    const real = {
      ...alice,
      token: finished.headers.get("set-auth-token") ?? "",
      userId: ((await finished.json()) as { user: { id: string } }).user.id,
    };
    const converted = await ok(
      await call(
        "POST",
        "/api/movify/convert-guest-data",
        { placeholderUserId: guestId, realUserId: real.userId },
        real,
      ),
    );
    expect(converted).toMatchObject({ success: true, data: { moviesConverted: 1 } });
  });

  it("an empty JSON body is an empty object on a route whose fields are optional", async () => {
    const movie = (await ok(await call("POST", "/api/movies", { title: "Quiet" }), 201)) as {
      id: string;
    };
    // POST share-links takes an optional body: with the JSON type and nothing sent, it is {}.
    const link = await call("POST", `/api/movies/${movie.id}/share-links`);
    expect(link.status).toBe(201);
    // Neither a type nor a body is still refused (another site could send that unasked).
    const bare = await t.request("/api/media-assets/upload-url", {
      method: "POST",
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(bare.status).toBe(415);
    // A route that needs fields names the first one missing, not "malformed JSON".
    const missing = await call("POST", "/api/movies");
    expect(missing.status).toBe(400);
    expect(await missing.text()).toMatch(/title/);
  });
});
