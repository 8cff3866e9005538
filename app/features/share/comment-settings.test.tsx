// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ShareLink } from "#contracts/share-link.ts";
import { renderForm } from "#tests/support/render-form";
import { CommentSettings } from "./comment-settings";

const link = (over: Partial<ShareLink> = {}): ShareLink => ({
  id: "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
  movieId: "0b6f3c2e-6a43-4c1e-9a8e-3f7e2d1c0b9a",
  token: "t".repeat(43),
  url: `http://localhost/s/${"t".repeat(43)}`,
  pdfUrl: `http://localhost/s/${"t".repeat(43)}.pdf`,
  state: "active",
  expiresAt: null,
  revokedAt: null,
  createdAt: "2026-11-27T04:00:00.000Z",
  comments: "writer-only",
  blockedNames: [],
  ...over,
});

// PATCH /api/share-links/{id} as the server answers it: the link with the change applied, or a
// refusal.
function serve(status = 200) {
  const patches: unknown[] = [];
  const configFetch = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.includes("/api/share-links/")) return configFetch(input, init);
      const patch = JSON.parse(String(init?.body)) as Partial<ShareLink>;
      patches.push({ method: init?.method, patch });
      const body =
        status === 200
          ? link(patch)
          : { error: { code: "validation_failed", message: "At most 100 blocked names per link" } };
      return new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return patches;
}

afterEach(() => vi.unstubAllGlobals());

describe("a link's comment settings", () => {
  it("changes who sees comments at once", async () => {
    const { user } = renderForm(<CommentSettings link={link()} />);
    const patches = serve();
    const select = screen.getByLabelText("Comments");
    expect(select).toHaveProperty("value", "writer-only");
    await user.selectOptions(select, "Everyone with the link sees comments");
    await waitFor(() =>
      expect(patches).toEqual([{ method: "PATCH", patch: { comments: "everyone" } }]),
    );
  });

  it("lists blocked names and unblocks one, keeping the others", async () => {
    const { user } = renderForm(
      <CommentSettings link={link({ blockedNames: ["Spam Bot", "Uncle Joe"] })} />,
    );
    const patches = serve();
    expect(screen.getByRole("list", { name: "Blocked names" }).textContent).toContain("Uncle Joe");
    await user.click(screen.getByRole("button", { name: "Unblock Uncle Joe" }));
    await waitFor(() =>
      expect(patches).toEqual([{ method: "PATCH", patch: { blockedNames: ["Spam Bot"] } }]),
    );
  });

  it("says when a change was not saved", async () => {
    const { user } = renderForm(<CommentSettings link={link()} />);
    serve(400);
    await user.selectOptions(screen.getByLabelText("Comments"), "No comments");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The change was not saved: At most 100 blocked names per link",
    );
  });
});
