// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CommentDigestSetting } from "#contracts/share-comments.ts";
import { ApiError } from "#app/lib/api-client";
import { deferred, renderForm } from "#tests/support/render-form";
import { CommentDigestCard } from "./comment-digest-card";

const api = vi.hoisted(() => ({ read: vi.fn(), save: vi.fn() }));
vi.mock("./comment-digest-api", async (original) => ({
  ...(await original<typeof import("./comment-digest-api")>()),
  readCommentDigest: api.read,
  saveCommentDigest: api.save,
}));

beforeEach(() => {
  api.read.mockReset().mockResolvedValue({ commentDigest: true });
  api.save.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const label = "Email me a daily summary of new comments on my shared screenplays";
const theSwitch = async () =>
  (await screen.findByRole("switch", { name: label })) as HTMLInputElement;

describe("the daily email of readers' comments", () => {
  it("shows the saved setting, on by default", async () => {
    renderForm(<CommentDigestCard />);
    expect((await theSwitch()).checked).toBe(true);
  });

  it("saves at once when turned off, busy while it does, and says it is saved", async () => {
    const answer = deferred<CommentDigestSetting>();
    api.save.mockReturnValue(answer.promise);
    const { user } = renderForm(<CommentDigestCard />);
    await user.click(await theSwitch());
    expect(api.save).toHaveBeenCalledWith(false, expect.anything());
    const pending = await theSwitch();
    expect(pending.checked).toBe(false);
    expect(pending.disabled).toBe(true);
    answer.resolve({ commentDigest: false });
    expect(
      await screen.findByText(
        "Saved. No more daily emails; new comments still show in the editor.",
      ),
    ).toBeTruthy();
    const after = await theSwitch();
    expect(after.checked).toBe(false);
    expect(after.disabled).toBe(false);
  });

  it("says a failed save in words and shows the setting as it really is", async () => {
    api.save.mockRejectedValue(new ApiError(503, "The server is busy, try again in a minute."));
    const { user } = renderForm(<CommentDigestCard />);
    await user.click(await theSwitch());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "Your change was not saved (The server is busy, try again in a minute). The daily email is still on; try again.",
    );
    expect((await theSwitch()).checked).toBe(true);
  });

  it("says when the setting could not be loaded ", async () => {
    api.read.mockRejectedValue(new ApiError(403, "Something went wrong on our side."));
    renderForm(<CommentDigestCard />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We could not load this setting: Something went wrong on our side.",
    );
    expect(screen.queryByRole("switch")).toBeNull();
  });
});
