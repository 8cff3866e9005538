// @vitest-environment happy-dom
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Screenplay, TitlePageData } from "#contracts/screenplay.ts";
import type { TitlePageOutcome } from "./use-live-title-page";
import { useLiveTitlePage } from "./use-live-title-page";

// The title page of a live screenplay, saved alone: at the version loaded, again at the new one
// when only the text moved on (people typing), and not over someone else's title page.

const MOVIE = "0b6f3c2e-6a43-4c1e-9a8e-3f7e2d1c0b9a";
const page = (title: string): TitlePageData => ({ entries: [{ key: "Title", values: [title] }] });
const loaded: Screenplay = {
  movieId: MOVIE,
  fountain: "INT. KITCHEN - DAY\n",
  titlePage: page("Bread"),
  version: 3,
  updatedAt: "2026-11-27T07:00:00.000Z",
  lastCompiledAt: null,
  editedSinceCompile: true,
};

type Server = { titlePage: TitlePageData; version: number };
let server: Server;
let puts: { titlePage: TitlePageData; version: number }[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  server = { titlePage: page("Bread"), version: 3 };
  puts = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = request.url;
      if (url.endsWith("/screenplay/title-page") && request.method === "PUT") {
        const body = (await request.json()) as { titlePage: TitlePageData; version: number };
        puts.push(body);
        if (body.version !== server.version) {
          return json(
            {
              error: {
                code: "conflict",
                message: "Stale",
                details: { currentVersion: server.version },
              },
            },
            409,
          );
        }
        server = { titlePage: body.titlePage, version: server.version + 1 };
        return json({ ...loaded, ...server });
      }
      if (url.endsWith(`/api/movies/${MOVIE}/screenplay`)) return json({ ...loaded, ...server });
      return json({ error: { code: "not_found", message: `unexpected ${url}` } }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function mount() {
  const outcomes: TitlePageOutcome[] = [];
  const { result } = renderHook(() =>
    useLiveTitlePage(MOVIE, loaded, (outcome) => outcomes.push(outcome)),
  );
  return { change: (next: TitlePageData) => result.current.change(next), outcomes };
}

describe("the title page of a live screenplay", () => {
  it("saves a change at the version loaded", async () => {
    const { change, outcomes } = mount();
    change(page("Daily Bread"));
    await waitFor(() => expect(outcomes).toEqual([{ kind: "saved" }]), { timeout: 3000 });
    expect(puts).toEqual([{ titlePage: page("Daily Bread"), version: 3 }]);
    expect(server.titlePage).toEqual(page("Daily Bread"));
  });

  it("saves again at the new version when only the text moved on", async () => {
    server.version = 7;
    const { change, outcomes } = mount();
    change(page("Our Bread"));
    await waitFor(() => expect(outcomes).toEqual([{ kind: "saved" }]), { timeout: 3000 });
    expect(puts.map((p) => p.version)).toEqual([3, 7]);
    expect(server).toEqual({ titlePage: page("Our Bread"), version: 8 });
  });

  it("keeps someone else's title page and says so", async () => {
    server = { titlePage: page("Their Bread"), version: 5 };
    const { change, outcomes } = mount();
    change(page("My Bread"));
    await waitFor(
      () => expect(outcomes).toEqual([{ kind: "taken", theirs: page("Their Bread") }]),
      {
        timeout: 3000,
      },
    );
    expect(server.titlePage).toEqual(page("Their Bread"));
  });
});
