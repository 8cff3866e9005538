// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { COMMENT_NAME_MAX, type Reaction } from "#contracts/share-comments.ts";
import { ApiError } from "#app/lib/api/errors";
import { deferred } from "#tests/support/render-form";
import { readerErrorMessage } from "./reader-comments-api";
import { SceneMenu } from "./scene-menu";

beforeEach(() => window.localStorage.clear());

const NAME_KEY = "lifescript:reader-name";
const MISSING = "Your name is required — write it above, then choose again.";

const nameField = () => screen.getByLabelText<HTMLInputElement>("Your name");
const reactionButton = (name: RegExp) => screen.getByRole<HTMLButtonElement>("button", { name });
const reactionButtons = () =>
  screen.getAllByRole<HTMLButtonElement>("button").filter((b) => b.closest("li"));

function menu(onReact: (reaction: Reaction, name: string) => Promise<void>) {
  return render(<SceneMenu counts={null} onReact={onReact} onComment={() => undefined} />);
}

describe("the reactions to a scene", () => {
  it("without a name, says to write it, puts the focus there and sends nothing", async () => {
    const onReact = vi.fn(async () => undefined);
    const user = userEvent.setup();
    menu(onReact);
    await user.click(reactionButton(/^Laugh/));
    expect(await screen.findByText(MISSING)).toBeTruthy();
    expect(document.activeElement).toBe(nameField());
    expect(nameField().getAttribute("aria-invalid")).toBe("true");
    expect(
      document.getElementById(nameField().getAttribute("aria-describedby")!)?.textContent,
    ).toBe(MISSING);
    // Spaces are no name either.
    await user.type(nameField(), "   ");
    await user.click(reactionButton(/^Love/));
    await vi.waitFor(() => expect(document.activeElement).toBe(nameField()));
    expect(screen.getByText(MISSING)).toBeTruthy();
    expect(onReact).not.toHaveBeenCalled();
  });

  it("sends the reaction pressed with the name trimmed, and remembers the name", async () => {
    const onReact = vi.fn(async () => undefined);
    const user = userEvent.setup();
    const { unmount } = menu(onReact);
    await user.type(nameField(), "  Marta ");
    await user.click(reactionButton(/^Tears/));
    await vi.waitFor(() => expect(onReact).toHaveBeenCalledTimes(1));
    expect(onReact).toHaveBeenCalledWith("tears", "Marta");
    await vi.waitFor(() => expect(window.localStorage.getItem(NAME_KEY)).toBe("Marta"));
    unmount();

    // Next time the name is known: no field, and a reaction goes at once.
    menu(onReact);
    expect(screen.queryByLabelText("Your name")).toBeNull();
    await user.click(reactionButton(/^Applause/));
    await vi.waitFor(() => expect(onReact).toHaveBeenLastCalledWith("applause", "Marta"));
  });

  it("sends nothing when Enter is pressed in the name field", async () => {
    const onReact = vi.fn(async () => undefined);
    const user = userEvent.setup();
    menu(onReact);
    await user.type(nameField(), "Marta{Enter}");
    expect(onReact).not.toHaveBeenCalled();
    expect(nameField().value).toBe("Marta");
  });

  it("asks again for a remembered name the contract no longer takes, and says why", async () => {
    window.localStorage.setItem(NAME_KEY, "x".repeat(COMMENT_NAME_MAX + 1));
    const onReact = vi.fn(async () => undefined);
    const user = userEvent.setup();
    menu(onReact);
    expect(nameField().value).toBe("x".repeat(COMMENT_NAME_MAX + 1));
    await user.click(reactionButton(/^Love/));
    expect(
      await screen.findByText(`Your name can be at most ${COMMENT_NAME_MAX} characters`),
    ).toBeTruthy();
    expect(document.activeElement).toBe(nameField());
    expect(onReact).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the form's alert and keeps the name", async () => {
    const onReact = vi
      .fn<(reaction: Reaction, name: string) => Promise<void>>()
      .mockImplementationOnce(async () => {
        throw new Error(readerErrorMessage(new ApiError(429, "Too many"), "Ines"));
      })
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    menu(onReact);
    await user.type(nameField(), "Marta");
    await user.click(reactionButton(/^Love/));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You're commenting very fast — try again in a minute.",
    );
    expect(nameField().value).toBe("Marta");
    // A refused reaction does not remember the name.
    expect(window.localStorage.length).toBe(0);

    // A try that works clears the refusal.
    await user.click(reactionButton(/^Love/));
    await vi.waitFor(() => expect(onReact).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(onReact).toHaveBeenLastCalledWith("heart", "Marta");
  });

  it("is busy on the reaction pressed and takes no other while it is sent", async () => {
    window.localStorage.setItem(NAME_KEY, "Marta");
    const answer = deferred<void>();
    const onReact = vi.fn(() => answer.promise);
    const user = userEvent.setup();
    menu(onReact);
    await user.click(reactionButton(/^Laugh/));
    await vi.waitFor(() => expect(reactionButton(/^Laugh/).getAttribute("aria-busy")).toBe("true"));
    expect(reactionButtons().map((b) => b.disabled)).toEqual([true, true, true, true]);
    expect(reactionButton(/^Love/).getAttribute("aria-busy")).toBeNull();
    await user.click(reactionButton(/^Love/));
    expect(onReact).toHaveBeenCalledTimes(1);
    expect(onReact).toHaveBeenCalledWith("laugh", "Marta");
    answer.resolve();
    await vi.waitFor(() => expect(reactionButton(/^Laugh/).disabled).toBe(false));
    expect(reactionButton(/^Laugh/).getAttribute("aria-busy")).toBeNull();
    // Commenting on the scene is not a reaction: it stays available.
    expect(screen.getByRole("button", { name: "Comment on this scene" })).toBeTruthy();
  });
});
