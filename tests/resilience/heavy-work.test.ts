// The server as `npm start` runs it (bundled, worker threads bundled beside it) through the hostile
// cases of docs/ARCHITECTURE.md, Budgets: a screenplay at the 1,000,000-character limit printed and counted
// version after version. Meanwhile /api/health/live is asked every 50 ms from this process, and
// the server's resident memory is read from /proc every 100 ms; both are printed for the record.
import crypto from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpThroughMail } from "../support/mailed-sign-up.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { describeLive, serverPid, watchWhile } from "../support/watch-server.ts";

const FOUNTAIN_MAX_CHARS = 1_000_000;

const scene = (n: number) =>
  `INT. KITCHEN ${n} - NIGHT\n\nRain on the window. ANNA counts the letters she never sent.\n\n` +
  `ANNA\n(quietly)\nWe said we would write every week, and then the weeks got long.\n\n` +
  `BEN\nI kept every one you did send.\n\n`;

function hostileScript(): string {
  let text = "";
  for (let n = 1; text.length + scene(n).length <= FOUNTAIN_MAX_CHARS - 100; n++) text += scene(n);
  return text;
}

describe("heavy work off the event loop, in the bundled server", () => {
  let server: ServerProcess;
  let pid: number;
  beforeAll(async () => {
    server = await startServerProcess({
      databaseUrl: process.env.TEST_DATABASE_URL,
      buildDir: path.resolve(process.env.BUILD_DIR ?? ".e2e-build"),
    });
    pid = serverPid(server.pid) ?? 0;
    expect(pid).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const api = (url: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) => {
    const { cookie, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set("origin", server.baseUrl);
    if (cookie) headers.set("cookie", cookie);
    if (json !== undefined) headers.set("content-type", "application/json");
    return fetch(`${server.baseUrl}${url}`, {
      ...rest,
      headers,
      body: json === undefined ? rest.body : JSON.stringify(json),
      signal: AbortSignal.timeout(120_000),
    });
  };

  it("prints and counts a script at the size limit, version after version", async () => {
    const signUp = await signUpThroughMail(api, {
      email: `heavy-${crypto.randomUUID()}@example.com`,
      password: "correct horse battery",
      name: "Heavy Writer",
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const movie = await api("/api/movies", { method: "POST", cookie, json: { title: "Letters" } });
    const { id } = (await movie.json()) as { id: string };
    const script = hostileScript();

    const watched = await watchWhile(server.baseUrl, pid, async () => {
      for (let version = 0; version < 3; version++) {
        const saved = await api(`/api/movies/${id}/screenplay`, {
          method: "PUT",
          cookie,
          json: { fountain: `${script}\n\nEND ${version}.\n`, version },
        });
        expect(saved.status).toBe(200);
        await saved.arrayBuffer();
        const [stats, pdf] = await Promise.all([
          api(`/api/movies/${id}/screenplay/stats`, { cookie }),
          api(`/api/movies/${id}/screenplay.pdf`, { cookie }),
        ]);
        expect(stats.status).toBe(200);
        expect(((await stats.json()) as { pages: number }).pages).toBeGreaterThan(1000);
        expect(pdf.status).toBe(200);
        const bytes = new Uint8Array(await pdf.arrayBuffer());
        expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
      }
    });
    console.log(
      `hostile screenplay (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}): ` +
        `/api/health/live ${describeLive(watched.liveMs)}; server RSS ${watched.restingRssMb.toFixed(0)} MB ` +
        `before, peak ${watched.peakRssMb.toFixed(0)} MB`,
    );
    expect(server.output()).not.toMatch(/the server exited/);
    const sorted = [...watched.liveMs].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(200);
  });
});
