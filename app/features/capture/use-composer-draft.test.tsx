// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "#app/components/app-providers";
import { DRAFT_DEBOUNCE_MS, useComposerDraft } from "./use-composer-draft";

// The composer's draft on the server when a scene is created: the delete that clears it goes
// after a save still on its way, or the scene would come back as the next new scene's draft.

let order: string[] = [];
let releaseSave: (() => void) | null = null;

beforeEach(() => {
  order = [];
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      const json = (data: unknown) =>
        new Response(JSON.stringify(data), { headers: { "content-type": "application/json" } });
      if (!url.includes("/api/drafts/scene")) return json({});
      if (method === "GET") return json({ data: null });
      order.push(`${method} sent`);
      // The save answers only when the test lets it: a slow server.
      if (method === "PUT") await new Promise<void>((resolve) => (releaseSave = resolve));
      order.push(`${method} answered`);
      return method === "DELETE" ? new Response(null, { status: 204 }) : json({});
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => <AppProviders>{children}</AppProviders>;
const noMetadata = {};

describe("clearing the composer's draft", () => {
  it("deletes it only after a save already sent has landed", async () => {
    const { result, rerender } = renderHook(
      ({ content }: { content: string }) =>
        useComposerDraft({
          movieId: "movie-1",
          open: true,
          enabled: true,
          content,
          elements: [],
          metadata: noMetadata,
          onRestore: () => undefined,
        }),
      { wrapper, initialProps: { content: "" } },
    );
    await waitFor(() => expect(result.current.ready).toBe(true));
    rerender({ content: "Grandma's garden" });
    await waitFor(() => expect(order).toEqual(["PUT sent"]), {
      timeout: DRAFT_DEBOUNCE_MS + 2000,
    });

    let cleared = false;
    act(() => {
      void result.current.clear().then(() => (cleared = true));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(["PUT sent"]);

    act(() => releaseSave?.());
    await waitFor(() => expect(cleared).toBe(true));
    expect(order).toEqual(["PUT sent", "PUT answered", "DELETE sent", "DELETE answered"]);
  });
});
