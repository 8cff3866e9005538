// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Keepsake } from "#contracts/keepsake.ts";
import { renderForm } from "#tests/support/render-form";
import { KeepsakeBook } from "./keepsake-book";

const MOVIE = "0b6f3c2e-6a43-4c1e-9a8e-3f7e2d1c0b9a";
const BOOK = "5d7e9f1a-2b3c-4d5e-8f9a-0b1c2d3e4f5a";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const book = (over: Partial<Keepsake>): Keepsake => ({
  id: BOOK,
  movieId: MOVIE,
  trim: "6x9",
  status: "queued",
  createdAt: "2026-11-27T04:00:00.000Z",
  ...over,
});

// The API as the component meets it: POST starts the book, GET answers each state in turn.
function serve(states: Keepsake[]) {
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  const configFetch = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      if (!url.includes("/keepsake")) return configFetch(input, init);
      calls.push({
        method,
        url,
        ...(init?.body ? { body: JSON.parse(String(init.body)) as unknown } : {}),
      });
      if (method === "POST") return json({ id: BOOK }, 202);
      return json(states.length > 1 ? states.shift() : states[0]);
    }),
  );
  return calls;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("making a keepsake book", () => {
  it("sends the size and dedication, shows progress, then the warnings and the download", async () => {
    const { user } = renderForm(<KeepsakeBook movieId={MOVIE} />);
    const calls = serve([
      book({ status: "working", progress: 0.4 }),
      book({
        status: "ready",
        pages: 48,
        downloadUrl: `/api/movies/${MOVIE}/keepsake/${BOOK}/download`,
        warnings: [
          {
            kind: "low_resolution",
            sceneId: "s1",
            sceneTitle: "Wigilia",
            photo: "tiny.jpg",
            dpi: 133,
            message:
              "“tiny.jpg” in “Wigilia” prints at 133 dpi, below the 300 dpi that prints sharp.",
          },
        ],
      }),
    ]);
    await user.click(screen.getByRole("radio", { name: /US Letter/ }));
    await user.type(screen.getByLabelText(/Dedication/), "Dla Babci");
    await user.click(screen.getByRole("button", { name: "Make a keepsake book" }));

    expect(await screen.findByText(/Making your book… 40%/)).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: "POST",
      body: { trim: "letter", dedication: "Dla Babci" },
    });
    expect(
      await screen.findByText(/tiny\.jpg” in “Wigilia” prints at 133 dpi/, {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByText("Before you print")).toBeTruthy();
    const download = screen.getByRole("link", { name: "Download the book (PDF)" });
    expect(download.getAttribute("href")).toBe(`/api/movies/${MOVIE}/keepsake/${BOOK}/download`);
    // A reload shows the same book.
    expect(window.localStorage.getItem(`lifescript:keepsake:${MOVIE}`)).toBe(BOOK);
  });

  it("says what went wrong when the book fails", async () => {
    const { user } = renderForm(<KeepsakeBook movieId={MOVIE} />);
    serve([book({ status: "failed", message: "The book could not be made. Please try again." })]);
    await user.click(screen.getByRole("button", { name: "Make a keepsake book" }));
    expect(await screen.findByText("The book could not be made. Please try again.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Make a keepsake book" })).toBeTruthy();
  });
});
