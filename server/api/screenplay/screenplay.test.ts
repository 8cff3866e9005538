import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type Session,
  type TestApp,
  type ErrorBody,
} from "#tests/factories/test-app.ts";
import type {
  Screenplay,
  ScreenplayVersion,
  ScreenplayVersionSummary,
} from "#contracts/screenplay.ts";
import { parseFountain, readFdx } from "#screenplay/index.ts";
import { captureLifeStory, type CapturedStory } from "#tests/factories/captured-story.ts";

type CompileResult = { screenplay: Screenplay; versionId: string };

function pdfText(bytes: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-pdf-"));
  try {
    const file = path.join(dir, "script.pdf");
    fs.writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function pdfPages(bytes: Uint8Array): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-pdf-"));
  try {
    const file = path.join(dir, "script.pdf");
    fs.writeFileSync(file, bytes);
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    return Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const hasPoppler = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe("screenplay API", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Elena Marques" });
    bob = await t.signUp({ name: "Bob" });
  });
  afterAll(() => t.close());

  const base = (movieId: string) => `/api/movies/${movieId}/screenplay`;
  const compile = (who: Session | null, movieId: string, json: unknown = {}) =>
    t.request(`${base(movieId)}/compile`, { method: "POST", as: who, json });
  const save = (who: Session | null, movieId: string, json: unknown) =>
    t.request(base(movieId), { method: "PUT", as: who, json });
  const read = async (movieId: string) =>
    (await (await t.request(base(movieId), { as: alice })).json()) as Screenplay;
  const versions = async (movieId: string) =>
    (await (
      await t.request(`${base(movieId)}/versions`, { as: alice })
    ).json()) as ScreenplayVersionSummary[];

  it("answers 401 without a session on every endpoint", async () => {
    const { movieId } = await captureLifeStory(t, alice);
    const id = crypto.randomUUID();
    for (const [p, method, json] of [
      [base(movieId), "GET", undefined],
      [base(movieId), "PUT", { fountain: "", version: 0 }],
      [`${base(movieId)}/compile`, "POST", {}],
      [`${base(movieId)}/versions`, "GET", undefined],
      [`${base(movieId)}/versions/${id}`, "GET", undefined],
      [`${base(movieId)}/versions/${id}/restore`, "POST", {}],
      [`${base(movieId)}/stats`, "GET", undefined],
      [`${base(movieId)}/import`, "POST", { filename: "a.fountain", content: "x" }],
      [`/api/movies/${movieId}/screenplay.pdf`, "GET", undefined],
      [`/api/movies/${movieId}/screenplay.fdx`, "GET", undefined],
      [`/api/movies/${movieId}/screenplay.fountain`, "GET", undefined],
    ] as const) {
      const response = await t.request(p, { method, json });
      expect(response.status, `${method} ${p}`).toBe(401);
      expect(((await response.json()) as ErrorBody).error.message).toBe("Authentication required");
    }
  });

  it("answers 404 for another user's movie on every endpoint", async () => {
    const { movieId } = await captureLifeStory(t, alice);
    const first = (await (await compile(alice, movieId)).json()) as CompileResult;
    for (const [p, method, json] of [
      [base(movieId), "GET", undefined],
      [base(movieId), "PUT", { fountain: "", version: 1 }],
      [`${base(movieId)}/compile`, "POST", { force: true }],
      [`${base(movieId)}/versions`, "GET", undefined],
      [`${base(movieId)}/versions/${first.versionId}`, "GET", undefined],
      [`${base(movieId)}/versions/${first.versionId}/restore`, "POST", {}],
      [`${base(movieId)}/stats`, "GET", undefined],
      [`${base(movieId)}/import`, "POST", { filename: "a.fountain", content: "x" }],
      [`/api/movies/${movieId}/screenplay.pdf`, "GET", undefined],
      [`/api/movies/${movieId}/screenplay.fdx`, "GET", undefined],
      [`/api/movies/${movieId}/screenplay.fountain`, "GET", undefined],
    ] as const) {
      const response = await t.request(p, { method, json, as: bob });
      expect(response.status, `${method} ${p}`).toBe(404);
      expect(((await response.json()) as ErrorBody).error.message).toBe("Movie not found");
    }
    expect((await t.request(base(crypto.randomUUID()), { as: alice })).status).toBe(404);
    // An id that is no UUID is a malformed request (decision 0019).
    expect((await t.request(base("temp"), { as: alice })).status).toBe(400);
    // Alice's text did not change.
    expect((await read(movieId)).version).toBe(1);
  });

  it("starts empty (version 0), saves with versions and answers 409 when stale", async () => {
    const { movieId } = await captureLifeStory(t, alice);
    expect(await read(movieId)).toEqual({
      movieId,
      fountain: "",
      titlePage: { entries: [] },
      version: 0,
      updatedAt: null,
      lastCompiledAt: null,
      editedSinceCompile: false,
    });
    expect(await versions(movieId)).toEqual([]);

    const first = await save(alice, movieId, {
      fountain: "INT. KITCHEN - NIGHT\n\nRosa packs.\n",
      titlePage: { entries: [{ key: "Title", values: ["The Salt Road"] }] },
      version: 0,
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ version: 1, editedSinceCompile: true });

    const again = await save(alice, movieId, { fountain: "x", version: 0 });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error.message).toBe(
      "This screenplay was changed elsewhere (now version 1, you sent 0). Reload it and apply your change again.",
    );
    const stale = await save(alice, movieId, { fountain: "x", version: 5 });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).error.details?.currentVersion).toBe(1);

    const named = await save(alice, movieId, {
      fountain: "INT. KITCHEN - NIGHT\n\nRosa packs her suitcase.\n",
      version: 1,
      name: "Kitchen rewrite",
    });
    expect(named.status).toBe(200);
    const saved = (await named.json()) as Screenplay;
    expect(saved.version).toBe(2);
    // titlePage omitted: kept as it was.
    expect(saved.titlePage.entries).toEqual([{ key: "Title", values: ["The Salt Road"] }]);
    const history = await versions(movieId);
    expect(history.map((v) => [v.kind, v.name])).toEqual([["save", "Kitchen rewrite"]]);

    const cases: Array<[unknown, string]> = [
      [{ version: 2 }, "fountain: fountain is required"],
      [{ fountain: "x" }, "version: version is required"],
      [{ fountain: "x", version: 1.5 }, "version: version must be a whole number"],
      [
        { fountain: "x", version: 2, name: " " },
        "name: Name this version, e.g. “Before the rewrite of act two”.",
      ],
      [
        { fountain: "x", version: 2, titlePage: { entries: [{ key: "", values: [] }] } },
        "titlePage.entries.0.key: A title page entry needs a key",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await save(alice, movieId, body);
      expect(response.status, message).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(message);
    }
  });

  it("compiles the captured story, asks before overwriting edits, and restores versions", async () => {
    const story: CapturedStory = await captureLifeStory(t, alice);
    const { movieId, sceneIds } = story;
    await t.request("/api/category-elements", {
      method: "POST",
      as: alice,
      json: {
        movieId,
        categoryGroup: "key_categories",
        categoryType: "logline",
        title: "Logline",
        content: { text: "A fisherman's daughter crosses an ocean." },
        isCompleted: true,
      },
    });
    // The beat board puts the ship first.
    await t.request(`/api/movies/${movieId}/beat-board`, {
      method: "PUT",
      as: alice,
      json: {
        structure: "save_the_cat",
        beats: [
          { beatKey: "opening_image", sceneIds: [sceneIds[2]] },
          { beatKey: "set_up", sceneIds: [sceneIds[1], sceneIds[0]] },
        ],
        version: 0,
      },
    });

    const first = await compile(alice, movieId);
    expect(first.status).toBe(200);
    const compiled = (await first.json()) as CompileResult;
    expect(compiled.screenplay).toMatchObject({ version: 1, editedSinceCompile: false });
    expect(compiled.screenplay.lastCompiledAt).not.toBeNull();
    const text = compiled.screenplay.fountain;
    expect(compiled.screenplay.titlePage.entries).toEqual([
      { key: "Title", values: ["The Salt Road"] },
      { key: "Credit", values: ["Written by"] },
      { key: "Author", values: ["Elena Marques"] },
    ]);
    expect(text).toContain("= A fisherman's daughter crosses an ocean.");
    expect(text).toContain("ROSA\nI will write every Sunday, I promise.");
    expect(text).toContain("SUPER: MARCH 3, 1961");
    expect(text).toContain("INT. KITCHEN OF THE FAMILY HOUSE");
    // Beat order: ship, kitchen, harbour.
    const ship = text.indexOf("SUPER: MARCH 3, 1961");
    const kitchen = text.indexOf("INT. KITCHEN OF THE FAMILY HOUSE");
    const harbour = text.indexOf("HARBOUR OF THE VILLAGE");
    expect(ship).toBeGreaterThan(0);
    expect(ship).toBeLessThan(kitchen);
    expect(kitchen).toBeLessThan(harbour);

    // Compiling an unedited document again needs no force.
    const second = await compile(alice, movieId, {});
    expect(second.status).toBe(200);
    expect(((await second.json()) as CompileResult).screenplay.version).toBe(2);

    // The writer edits a line of dialogue.
    const edited = text.replace(
      "I will write every Sunday, I promise.",
      "I will write every single Sunday, Papa.",
    );
    const put = await save(alice, movieId, { fountain: edited, version: 2 });
    expect(put.status).toBe(200);
    expect(((await put.json()) as Screenplay).editedSinceCompile).toBe(true);

    const refused = await compile(alice, movieId, {});
    expect(refused.status).toBe(409);
    const refusal = (await refused.json()) as ErrorBody;
    expect(refusal.error.code).toBe("would_overwrite");
    expect(refusal.error.message).toBe(
      "You have edited the screenplay since it was last written from your scenes. Writing it again replaces those edits (they stay in the version history). Send force: true to go ahead.",
    );
    expect((await read(movieId)).fountain).toBe(edited);
    const badForce = await compile(alice, movieId, { force: "yes" });
    expect(badForce.status).toBe(400);
    expect(((await badForce.json()) as ErrorBody).error.message).toBe(
      "force: force must be true or false",
    );

    const forced = await compile(alice, movieId, { force: true });
    expect(forced.status).toBe(200);
    const afterForce = (await forced.json()) as CompileResult;
    expect(afterForce.screenplay).toMatchObject({ version: 4, editedSinceCompile: false });
    expect(afterForce.screenplay.fountain).toBe(text);

    const history = await versions(movieId);
    expect(history.map((v) => [v.kind, v.name])).toEqual([
      ["compile", null],
      ["save", "Before writing from scenes"],
      ["compile", null],
      ["compile", null],
    ]);
    expect(history[0]!.id).toBe(afterForce.versionId);
    expect(history[0]!.characters).toBe(text.length);
    expect(history[0]).not.toHaveProperty("fountain");

    const kept = (await (
      await t.request(`${base(movieId)}/versions/${history[1]!.id}`, { as: alice })
    ).json()) as ScreenplayVersion;
    expect(kept.fountain).toBe(edited);

    // Restore the edited text.
    const restored = await t.request(`${base(movieId)}/versions/${history[1]!.id}/restore`, {
      method: "POST",
      as: alice,
      json: {},
    });
    expect(restored.status).toBe(200);
    const doc = (await restored.json()) as Screenplay;
    expect(doc).toMatchObject({ fountain: edited, version: 5, editedSinceCompile: true });
    const afterRestore = await versions(movieId);
    expect(afterRestore[0]).toMatchObject({
      kind: "restore",
      name: "Restored: Before writing from scenes",
    });
    expect(afterRestore).toHaveLength(5);

    const missing = crypto.randomUUID();
    expect((await t.request(`${base(movieId)}/versions/${missing}`, { as: alice })).status).toBe(
      404,
    );
    const r = await t.request(`${base(movieId)}/versions/${missing}/restore`, {
      method: "POST",
      as: alice,
      json: {},
    });
    expect(r.status).toBe(404);
    expect(((await r.json()) as ErrorBody).error.message).toBe("Version not found");
    // A version id that is no UUID is a malformed request (decision 0019).
    const malformed = await t.request(`${base(movieId)}/versions/nope`, { as: alice });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorBody).error.message).toBe(
      "versionId: versionId must be a UUID",
    );
    // A version of another movie of the same user is not reachable through this one.
    const other = await captureLifeStory(t, alice, "Other");
    expect(
      (await t.request(`${base(other.movieId)}/versions/${history[1]!.id}`, { as: alice })).status,
    ).toBe(404);
  });

  it("compiles from what the scenes know: their dates, times, feelings and photos' capture times", async () => {
    const movie = (await (
      await t.request("/api/movies", { method: "POST", as: alice, json: { title: "Summers" } })
    ).json()) as { id: string };
    const scene = async (body: Record<string, unknown>) => {
      const response = await t.request("/api/scenes", {
        method: "POST",
        as: alice,
        json: { movieId: movie.id, description: "", sceneNumber: 1, characterIds: [], ...body },
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    // Captured out of order: the compile sorts them by date, and names the years.
    await scene({
      title: "Tom's letter",
      sceneNumber: 1,
      metadata: {
        date: { year: 2003, month: 8, day: null },
        time: "19:00",
        emotions: [{ core: "sad", feeling: "lonely" }],
      },
      elements: [
        {
          id: "t1",
          elementType: "text",
          content: { text: "I walked to the end of the deck and opened the letter." },
        },
      ],
    });
    await scene({
      title: "The cake",
      sceneNumber: 2,
      location: "Kitchen",
      metadata: {},
      elements: [
        {
          id: "p1",
          elementType: "image",
          content: {
            imageUrl: "/media/0b1e2d3c-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
            alt: "photo2.jpg",
            takenAt: "1998-07-14T21:30:00",
          },
        },
        { id: "q1", elementType: "quote", content: { quote: "Make a wish!", author: "Mum" } },
      ],
    });
    const compiled = (await (await compile(alice, movie.id)).json()) as CompileResult;
    const body = compiled.screenplay.fountain;
    expect(body).toContain(
      [
        "INT. KITCHEN - NIGHT",
        "SUPER: JULY 14, 1998",
        "INSERT - PHOTOGRAPH",
        "A photograph: Kitchen, July 14, 1998.",
        "MUM\nMake a wish!",
        "# Tom's letter",
        "EXT. DECK - EVENING",
        "SUPER: AUGUST 2003",
        "ELENA walks to the end of the deck and opens the letter.",
        "Elena goes quiet -- lonely.",
      ].join("\n\n"),
    );
    expect(body).not.toContain("photo2.jpg");
  });

  it("exports PDF, FDX and Fountain of the edited document, with statistics", async () => {
    const { movieId } = await captureLifeStory(t, alice, "Rosa's Road: 1961!");
    const compiled = (await (await compile(alice, movieId)).json()) as CompileResult;
    const edited = compiled.screenplay.fountain.replace(
      "I will write every Sunday, I promise.",
      "Every Sunday, a letter. I swear it on the sea.",
    );
    // A PDF of the compiled text first: the edit below must not be served from its cache.
    const before = await t.request(`/api/movies/${movieId}/screenplay.pdf`, { as: alice });
    const beforeBytes = new Uint8Array(await before.arrayBuffer());
    const beforeAgain = await t.request(`/api/movies/${movieId}/screenplay.pdf`, { as: alice });
    expect(new Uint8Array(await beforeAgain.arrayBuffer())).toEqual(beforeBytes);
    if (hasPoppler) expect(pdfText(beforeBytes)).toContain("I will write every Sunday");
    expect((await save(alice, movieId, { fountain: edited, version: 1 })).status).toBe(200);

    const pdf = await t.request(`/api/movies/${movieId}/screenplay.pdf`, { as: alice });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(
      'attachment; filename="Rosa-s-Road-1961.pdf"',
    );
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    const stats = await t.request(`${base(movieId)}/stats`, { as: alice });
    expect(stats.status).toBe(200);
    const numbers = (await stats.json()) as {
      pages: number;
      scenes: number;
      characters: Array<{ name: string; speeches: number }>;
      runningTimeMinutes: number;
    };
    expect(numbers).toMatchObject({ pages: 1, scenes: 3 });
    expect(numbers.characters).toEqual([{ name: "ROSA", speeches: 1, dialogueLines: 2 }]);
    expect(numbers.runningTimeMinutes).toBeGreaterThan(0);
    const badQuery = await t.request(`${base(movieId)}/stats?paper=legal`, { as: alice });
    expect(badQuery.status).toBe(400);
    expect(((await badQuery.json()) as ErrorBody).error.message).toBe(
      "paper: paper must be letter or a4",
    );

    if (hasPoppler) {
      const textOfPdf = pdfText(bytes);
      expect(textOfPdf).toContain("Every Sunday, a letter. I swear it");
      expect(textOfPdf).toContain("ROSA");
      expect(textOfPdf).not.toContain("I will write every Sunday");
      // Title page + the numbered pages the statistics count.
      expect(pdfPages(bytes)).toBe(numbers.pages + 1);
      const a4 = await t.request(`/api/movies/${movieId}/screenplay.pdf?paper=a4&sceneNumbers=1`, {
        as: alice,
      });
      const info = new Uint8Array(await a4.arrayBuffer());
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-pdf-"));
      fs.writeFileSync(path.join(dir, "a4.pdf"), info);
      const pageSize = execFileSync("pdfinfo", [path.join(dir, "a4.pdf")], { encoding: "utf8" });
      fs.rmSync(dir, { recursive: true, force: true });
      expect(pageSize).toMatch(/Page size:\s+595/);
      expect(pdfText(info)).toMatch(/\b1\s+EXT\. HARBOUR OF THE VILLAGE - DAWN\s+1\b/);
    }

    const fdx = await t.request(`/api/movies/${movieId}/screenplay.fdx`, { as: alice });
    expect(fdx.status).toBe(200);
    expect(fdx.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(fdx.headers.get("content-disposition")).toBe(
      'attachment; filename="Rosa-s-Road-1961.fdx"',
    );
    const fdxDoc = readFdx(await fdx.text());
    expect(
      fdxDoc.elements.some(
        (e) => e.type === "dialogue" && e.text.includes("I swear it on the sea"),
      ),
    ).toBe(true);
    expect(fdxDoc.titlePage.entries[0]).toEqual({ key: "Title", values: ["Rosa's Road: 1961!"] });

    const fountain = await t.request(`/api/movies/${movieId}/screenplay.fountain`, { as: alice });
    expect(fountain.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const fountainText = await fountain.text();
    expect(fountainText.startsWith("Title: Rosa's Road: 1961!")).toBe(true);
    const parsed = parseFountain(fountainText);
    expect(parsed.elements).toEqual(
      parseFountain(edited).elements.map((e) => ({ ...e, pos: expect.anything() })),
    );
  });

  it("exports a draft compiled on the fly before the first compile", async () => {
    const { movieId } = await captureLifeStory(t, alice);
    const fountain = await t.request(`/api/movies/${movieId}/screenplay.fountain`, { as: alice });
    expect(fountain.status).toBe(200);
    expect(await fountain.text()).toContain("I will write every Sunday, I promise.");
    expect((await read(movieId)).version).toBe(0);
  });

  it("imports Fountain and FDX, as JSON or multipart, and rejects what it cannot read", async () => {
    const { movieId } = await captureLifeStory(t, alice);
    const script =
      "Title: Imported\nAuthor: Someone\n\nEXT. BEACH - DAY\n\nWaves.\n\nROSA\nHello, sea.\n";
    const imported = await t.request(`${base(movieId)}/import`, {
      method: "POST",
      as: alice,
      json: { filename: "beach.fountain", content: script },
    });
    expect(imported.status).toBe(200);
    const doc = (await imported.json()) as Screenplay;
    expect(doc).toMatchObject({ version: 1, editedSinceCompile: true });
    expect(doc.titlePage.entries).toEqual([
      { key: "Title", values: ["Imported"] },
      { key: "Author", values: ["Someone"] },
    ]);
    expect(doc.fountain).toBe("EXT. BEACH - DAY\n\nWaves.\n\nROSA\nHello, sea.\n");
    expect((await versions(movieId)).map((v) => [v.kind, v.name])).toEqual([
      ["import", "beach.fountain"],
    ]);

    // Round trip through FDX, uploaded as a file.
    const fdx = await (
      await t.request(`/api/movies/${movieId}/screenplay.fdx`, { as: alice })
    ).text();
    const form = new FormData();
    form.append("file", new File([fdx], "beach.fdx", { type: "application/xml" }));
    const multipart = await t.request(`${base(movieId)}/import`, {
      method: "POST",
      as: alice,
      body: form,
    });
    expect(multipart.status).toBe(200);
    const fromFdx = (await multipart.json()) as Screenplay;
    expect(fromFdx.fountain).toBe(doc.fountain);
    expect(fromFdx.version).toBe(2);

    const bad: Array<[RequestInit & { json?: unknown }, number, string]> = [
      [{ json: { filename: "broken.fdx", content: "<html>not final draft</html>" } }, 400, ""],
      [
        { json: { filename: "notes.docx", content: "hello" } },
        415,
        "Only Fountain (.fountain) and Final Draft (.fdx) files can be imported",
      ],
      [
        { json: { filename: "binary.fountain", content: "abc\u0000def" } },
        400,
        "This file is not a text file: a .fountain file is plain text",
      ],
      [{ json: { content: "x" } }, 400, "filename: filename is required"],
      [
        { body: "x", headers: { "content-type": "text/plain" } },
        415,
        "Send this request with Content-Type: multipart/form-data or application/json",
      ],
    ];
    for (const [init, status, message] of bad) {
      const response = await t.request(`${base(movieId)}/import`, {
        method: "POST",
        as: alice,
        ...init,
      });
      expect(response.status, message).toBe(status);
      const body = (await response.json()) as ErrorBody;
      if (message) expect(body.error.message).toBe(message);
      else expect(body.error.message.length).toBeGreaterThan(5);
    }
    const emptyForm = new FormData();
    emptyForm.append("other", "x");
    const noFile = await t.request(`${base(movieId)}/import`, {
      method: "POST",
      as: alice,
      body: emptyForm,
    });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as ErrorBody).error.message).toBe(
      "file: Choose a .fountain or .fdx file to import",
    );

    const big = new FormData();
    big.append("file", new File(["A".repeat(2 * 1024 * 1024 + 10)], "big.fountain"));
    const tooBig = await t.request(`${base(movieId)}/import`, {
      method: "POST",
      as: alice,
      body: big,
    });
    expect(tooBig.status).toBe(413);

    // Nothing of that changed the document; the failed imports left no version.
    expect((await read(movieId)).version).toBe(2);
    expect(await versions(movieId)).toHaveLength(2);
  });

  it("never answers 500 when compiles and saves race", async () => {
    const { movieId } = await captureLifeStory(t, alice);
    const compiles = await Promise.all([compile(alice, movieId), compile(alice, movieId)]);
    for (const r of compiles) expect([200, 409]).toContain(r.status);
    const { version } = await read(movieId);
    const saves = await Promise.all([
      save(alice, movieId, { fountain: "A.\n", version }),
      save(alice, movieId, { fountain: "B.\n", version }),
    ]);
    expect(saves.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
