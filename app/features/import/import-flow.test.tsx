// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Import } from "#contracts/imports.ts";
import { AppProviders } from "#app/components/app-providers";
import { ImportFlow } from "./import-flow";
import type { Upload } from "./use-archive-upload";

// An import behind another of the person's: the page says it waits, in plain words, and shows its
// progress once the server starts it. The server is a stub answering the page's polls in turn.

function answer(overrides: Partial<Import>): Import {
  return {
    id: "imp1",
    status: "importing",
    progress: 0,
    source: "instagram",
    movieId: "m1",
    uploadedBytes: 0,
    counts: { items: 3, media: 3, skipped: 0, imported: 0, duplicates: 0, chosen: 3 },
    report: [],
    error: null,
    waiting: false,
    items: [],
    itemsCursor: "0",
    moreItems: false,
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    ...overrides,
  };
}

let polls: Import[] = [];

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      const next = polls.length > 1 ? polls.shift() : polls[0];
      return new Response(JSON.stringify(next), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

const idle: Upload = {
  state: { kind: "idle" },
  begin: vi.fn(),
  resume: vi.fn(),
  stop: vi.fn(),
  clearError: vi.fn(),
} as unknown as Upload;

function renderFlow() {
  render(
    <AppProviders>
      <ImportFlow importId="imp1" movieId="m1" upload={idle} onClosed={() => undefined} />
    </AppProviders>,
  );
}

describe("an import waiting for another", () => {
  it("says it waits for the other import, then shows its progress once it starts", async () => {
    polls = [
      answer({ waiting: true }),
      answer({ waiting: false, progress: 1 / 3, counts: { ...answer({}).counts, imported: 1 } }),
    ];
    renderFlow();
    expect(
      await screen.findByRole("heading", { name: "Waiting for your other import to finish" }),
    ).toBeTruthy();
    expect(screen.getByText(/we'll start making these scenes as soon as/)).toBeTruthy();
    expect(screen.queryByText("Making your scenes")).toBeNull();
    // The next poll (a second later) finds it started.
    expect(
      await screen.findByRole("heading", { name: "Making your scenes" }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByText(/Importing 1 of 3 scenes/)).toBeTruthy();
    expect(screen.queryByText("Waiting for your other import to finish")).toBeNull();
  });

  it("says so while its archive waits to be read", async () => {
    polls = [
      answer({ status: "unpacking", waiting: true, counts: { ...answer({}).counts, chosen: 0 } }),
    ];
    renderFlow();
    expect(
      await screen.findByRole("heading", { name: "Waiting for your other import to finish" }),
    ).toBeTruthy();
    expect(screen.getByText(/This archive is uploaded and safe/)).toBeTruthy();
    expect(screen.queryByText("Reading your archive")).toBeNull();
  });
});
