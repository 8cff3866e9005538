// Locked pages, coloured revisions and production reports through HTTP (PGlite, or PostgreSQL
// with TEST_DATABASE_URL). Report counts are the ones made by hand for the fixture.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type ErrorBody,
  type Session,
  type TestApp,
} from "#tests/factories/test-app.ts";
import type { Production } from "#contracts/production.ts";
import type { Screenplay } from "#contracts/screenplay.ts";
import { LIGHTHOUSE, LIGHTHOUSE_REPORTS } from "#screenplay/test/production-fixture.ts";

const hasPoppler = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

function pdfText(bytes: Uint8Array, first?: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lifescript-pdf-"));
  try {
    const file = path.join(dir, "f.pdf");
    fs.writeFileSync(file, bytes);
    const range = first ? ["-f", String(first), "-l", String(first)] : [];
    return execFileSync("pdftotext", ["-layout", ...range, file, "-"], { encoding: "utf8" });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** RFC 4180 records (enough for these reports: quoted fields, doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  return rows;
}

describe("production API", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signUp({ name: "Alice" });
    bob = await t.signUp({ name: "Bob" });
  });
  afterAll(() => t.close());

  const sp = (id: string) => `/api/movies/${id}/screenplay`;
  async function movieWith(fountain: string, title = "The Lighthouse"): Promise<string> {
    const { id } = await t.createMovie(alice, title);
    const saved = await t.request(sp(id), {
      method: "PUT",
      as: alice,
      json: { fountain, version: 0 },
    });
    expect(saved.status).toBe(200);
    return id;
  }
  async function edit(id: string, change: (text: string) => string): Promise<void> {
    const now = (await (await t.request(sp(id), { as: alice })).json()) as Screenplay;
    const r = await t.request(sp(id), {
      method: "PUT",
      as: alice,
      json: { fountain: change(now.fountain), version: now.version },
    });
    expect(r.status).toBe(200);
  }
  const bytes = async (r: Response) => new Uint8Array(await r.arrayBuffer());

  it("documents every production route in the OpenAPI document", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>>;
    };
    const ops = (p: string) => Object.keys(doc.paths[p] ?? {}).sort();
    expect(ops("/api/movies/{movieId}/screenplay/production")).toEqual(["get"]);
    expect(ops("/api/movies/{movieId}/screenplay/lock")).toEqual(["delete", "post"]);
    expect(ops("/api/movies/{movieId}/screenplay/revisions")).toEqual(["post"]);
    expect(ops("/api/movies/{movieId}/screenplay/reports/{report}.{format}")).toEqual(["get"]);
    const pdfQuery = doc.paths["/api/movies/{movieId}/screenplay.pdf"]?.get?.parameters?.map(
      (q) => q.name,
    );
    expect(pdfQuery).toEqual(expect.arrayContaining(["revision", "revisedOnly"]));
  });

  it("answers 401 without a session and 404 for another user's movie, on every endpoint", async () => {
    const id = await movieWith(LIGHTHOUSE);
    for (const [p, method] of [
      [`${sp(id)}/production`, "GET"],
      [`${sp(id)}/lock`, "POST"],
      [`${sp(id)}/lock`, "DELETE"],
      [`${sp(id)}/revisions`, "POST"],
      [`${sp(id)}/reports/scenes.csv`, "GET"],
      [`${sp(id)}/reports/cast.pdf`, "GET"],
    ] as const) {
      const json = method === "POST" ? {} : undefined;
      expect((await t.request(p, { method, json })).status, `${method} ${p}`).toBe(401);
      const other = await t.request(p, { method, json, as: bob });
      expect(other.status, `${method} ${p}`).toBe(404);
      expect(((await other.json()) as ErrorBody).error.message).toBe("Movie not found");
    }
  });

  it("locks once, starts revisions in the industry's colours, unlocks", async () => {
    const { id: empty } = await t.createMovie(alice, "Nothing yet");
    const none = await t.request(`${sp(empty)}/lock`, { method: "POST", as: alice, json: {} });
    expect(none.status).toBe(409);
    expect(((await none.json()) as ErrorBody).error.message).toMatch(/no screenplay to lock/);

    const id = await movieWith(LIGHTHOUSE);
    const early = await t.request(`${sp(id)}/revisions`, { method: "POST", as: alice, json: {} });
    expect(early.status).toBe(409);
    expect(((await early.json()) as ErrorBody).error.message).toMatch(/Lock the production draft/);

    const locked = await t.request(`${sp(id)}/lock`, {
      method: "POST",
      as: alice,
      json: { date: "2025-03-01" },
    });
    expect(locked.status).toBe(200);
    const state = (await locked.json()) as Production;
    expect(state.locked).toBe(true);
    expect(state.revisions).toEqual([
      {
        ordinal: 0,
        name: "White",
        title: "Production Draft (White)",
        paper: "#FFFFFF",
        date: "2025-03-01",
      },
    ]);
    const again = await t.request(`${sp(id)}/lock`, { method: "POST", as: alice, json: {} });
    expect(again.status).toBe(409);

    const blue = await t.request(`${sp(id)}/revisions`, {
      method: "POST",
      as: alice,
      json: { date: "2025-03-04" },
    });
    expect(blue.status).toBe(201);
    const b = (await blue.json()) as {
      revision: Production["revisions"][number];
      production: Production;
    };
    expect(b.revision).toMatchObject({
      ordinal: 1,
      name: "Blue",
      title: "Blue Revision",
      date: "2025-03-04",
    });
    const pink = (await (
      await t.request(`${sp(id)}/revisions`, { method: "POST", as: alice, json: {} })
    ).json()) as { revision: { name: string } };
    expect(pink.revision.name).toBe("Pink");
    const bad = await t.request(`${sp(id)}/revisions`, {
      method: "POST",
      as: alice,
      json: { date: "March 4" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.message).toMatch(/date must be a day/);

    const unlocked = (await (
      await t.request(`${sp(id)}/lock`, { method: "DELETE", as: alice })
    ).json()) as Production;
    expect(unlocked.locked).toBe(false);
    expect(unlocked.revisions.map((r) => r.name)).toEqual(["White", "Blue", "Pink"]);
    // The versions the lock and revisions keep.
    const kinds = (
      (await (await t.request(`${sp(id)}/versions`, { as: alice })).json()) as Array<{
        kind: string;
      }>
    ).map((v) => v.kind);
    expect(kinds.sort()).toEqual(["lock", "revision", "revision"]);
  });

  it("prints revision marks, the revision's header, the title page list, and only revised pages", async () => {
    const filler = Array.from({ length: 70 }, (_, i) => `Line ${i + 1}.`).join("\n\n");
    const id = await movieWith(`${LIGHTHOUSE}\n${filler}\n`);
    await t.request(sp(id), {
      method: "PUT",
      as: alice,
      json: {
        fountain: `${LIGHTHOUSE}\n${filler}\n`,
        titlePage: { entries: [{ key: "Title", values: ["The Lighthouse"] }] },
        version: 1,
      },
    });
    await t.request(`${sp(id)}/lock`, { method: "POST", as: alice, json: { date: "2025-03-01" } });
    await t.request(`${sp(id)}/revisions`, {
      method: "POST",
      as: alice,
      json: { date: "2025-03-04" },
    });
    await edit(id, (s) => s.replace("Line 60.", "Line sixty, changed."));

    const full = await t.request(`/api/movies/${id}/screenplay.pdf?revision=latest`, { as: alice });
    expect(full.status).toBe(200);
    const only = await t.request(`/api/movies/${id}/screenplay.pdf?revision=latest&revisedOnly=1`, {
      as: alice,
    });
    expect(only.status).toBe(200);
    const wrong = await t.request(`/api/movies/${id}/screenplay.pdf?revision=7`, { as: alice });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).error.message).toMatch(/1 to 1/);
    const alone = await t.request(`/api/movies/${id}/screenplay.pdf?revisedOnly=1`, { as: alice });
    expect(alone.status).toBe(400);
    if (!hasPoppler) return;
    const text = pdfText(await bytes(full));
    expect(text).toContain("Production Draft (White) 3/1/2025");
    expect(text).toContain("Blue Revision 3/4/2025");
    expect(text).toMatch(/Line sixty, changed\.\s+\*/);
    const revised = pdfText(await bytes(only));
    // The title page and the one revised page.
    expect(revised.split("\f").filter((p) => p.trim() !== "")).toHaveLength(2);
    expect(revised).toMatch(/Blue Revision 3\/4\/2025\s+3\./);
    // Without a revision asked for: a clean copy with the locked numbers.
    const clean = pdfText(
      await bytes(await t.request(`/api/movies/${id}/screenplay.pdf`, { as: alice })),
    );
    expect(clean).not.toContain("Blue Revision");
    expect(clean).toMatch(/1\s+INT\. LIGHTHOUSE - NIGHT\s+1/);
  });

  it("keeps locked numbers in the files: A pages, A scenes, OMITTED; FDX revision marks", async () => {
    const id = await movieWith(LIGHTHOUSE);
    await t.request(`${sp(id)}/lock`, { method: "POST", as: alice, json: {} });
    await t.request(`${sp(id)}/revisions`, { method: "POST", as: alice, json: {} });
    const more = Array.from({ length: 60 }, (_, i) => `Wave ${i + 1}.`).join("\n");
    await edit(id, (s) =>
      s
        .replace("INT. LIGHTHOUSE - DAY\n\nSunlight. Maya sleeps.\n\n", "")
        .replace("Boats rock on the swell.", `Boats rock on the swell.\n\n${more}`)
        .replace("EXT. HARBOR - NIGHT", "INT. CELLAR - DAY\n\nDark.\n\nEXT. HARBOR - NIGHT"),
    );
    const fountain = await (
      await t.request(`/api/movies/${id}/screenplay.fountain`, { as: alice })
    ).text();
    expect(fountain).toContain("INT. LIGHTHOUSE - NIGHT #1#");
    expect(fountain).toContain(".OMITTED #3#");
    expect(fountain).toContain("INT. CELLAR - DAY #3A#");
    expect(fountain).toContain("EXT. HARBOR - NIGHT #4#");
    const fdx = await (await t.request(`/api/movies/${id}/screenplay.fdx`, { as: alice })).text();
    expect(fdx).toContain('Number="3A"');
    expect(fdx).toContain('<Text RevisionID="1">Dark.</Text>');
    expect(fdx).toMatch(/<Revisions ActiveSet="1"/);
    if (!hasPoppler) return;
    const pdf = pdfText(
      await bytes(await t.request(`/api/movies/${id}/screenplay.pdf`, { as: alice })),
    );
    expect(pdf).toContain("1A.");
    expect(pdf).toMatch(/3\s+OMITTED\s+3/);

    // Unlocked, pages and scenes are numbered afresh.
    await t.request(`${sp(id)}/lock`, { method: "DELETE", as: alice });
    const plain = await (
      await t.request(`/api/movies/${id}/screenplay.fountain`, { as: alice })
    ).text();
    expect(plain).not.toContain("#3A#");
    expect(plain).not.toContain("OMITTED");
  });

  it("answers the production reports with the counts made by hand, as CSV and PDF", async () => {
    const id = await movieWith(LIGHTHOUSE);
    for (const kind of ["scenes", "characters", "locations", "cast"] as const) {
      const r = await t.request(`${sp(id)}/reports/${kind}.csv`, { as: alice });
      expect(r.status, kind).toBe(200);
      expect(r.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(r.headers.get("content-disposition")).toBe(
        `attachment; filename="The-Lighthouse-${kind}.csv"`,
      );
      const raw = await bytes(r);
      expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(raw).slice(1);
      expect(text.endsWith("\r\n")).toBe(true);
      expect(parseCsv(text), kind).toEqual(LIGHTHOUSE_REPORTS[kind]);
    }
    const pdf = await t.request(`${sp(id)}/reports/characters.pdf`, { as: alice });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    if (hasPoppler) {
      const text = pdfText(await bytes(pdf));
      expect(text).toContain("Characters: The Lighthouse");
      expect(text).toMatch(/ZOË\s+2\s+2\s+2\s+9\s+1\s+1/);
    }
    const unknown = await t.request(`${sp(id)}/reports/props.csv`, { as: alice });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorBody).error.message).toMatch(/No such report/);
  });
});
