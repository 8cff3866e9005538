// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { COMMENT_BODY_MAX } from "#contracts/share-comments.ts";
import { ApiError } from "#app/lib/api/errors";
import { deferred } from "#tests/support/render-form";
import { CommentBox, type CommentDraft } from "./comment-box";
import { readerErrorMessage } from "./reader-comments-api";

beforeEach(() => window.localStorage.clear());

const nameField = () => screen.getByLabelText<HTMLInputElement>("Your name");
const commentField = () => screen.getByLabelText<HTMLTextAreaElement>("Comment");
const sendButton = () => screen.getByRole("button", { name: "Send" });

// A reader fills the box in and presses Send.
async function write(user: ReturnType<typeof userEvent.setup>, name: string, body: string) {
  await user.type(nameField(), name);
  await user.type(commentField(), body);
  await user.click(sendButton());
}

// The box as the shared page gives it: a send that fails with the reader's words.
const refusedWith = (error: ApiError) => async () => {
  throw new Error(readerErrorMessage(error, "Ines"));
};

describe("the reader's comment box", () => {
  it("remembers the name on this browser after a send and offers it next time", async () => {
    const sent: CommentDraft[] = [];
    const user = userEvent.setup();
    const { unmount } = render(<CommentBox onSend={async (draft) => void sent.push(draft)} />);
    await write(user, "  Leo ", "  I remember these stairs. ");
    // The words sent go; the name stays for the next comment.
    await vi.waitFor(() => expect(commentField().value).toBe(""));
    expect(sent).toEqual([{ name: "Leo", body: "I remember these stairs.", honeypot: "" }]);
    expect(nameField().value).toBe("  Leo ");
    unmount();

    render(<CommentBox onSend={async () => undefined} />);
    expect(nameField().value).toBe("Leo");
  });

  it("says what is missing, focuses the first field that needs it, and sends nothing", async () => {
    const onSend = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<CommentBox onSend={onSend} />);
    await user.click(sendButton());
    expect(await screen.findByText("Your name is required")).toBeTruthy();
    expect(screen.getByText("Write a comment")).toBeTruthy();
    expect(document.activeElement).toBe(nameField());
    expect(nameField().getAttribute("aria-invalid")).toBe("true");
    expect(
      document.getElementById(nameField().getAttribute("aria-describedby")!)?.textContent,
    ).toBe("Your name is required");
    // The message goes as soon as what it asks for is there.
    await user.type(nameField(), "Leo");
    await vi.waitFor(() => expect(screen.queryByText("Your name is required")).toBeNull());
    expect(onSend).not.toHaveBeenCalled();
  });

  it("with the name remembered, an empty comment takes the focus", async () => {
    window.localStorage.setItem("lifescript:reader-name", "Leo");
    const onSend = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<CommentBox onSend={onSend} />);
    await user.type(commentField(), "   ");
    await user.click(sendButton());
    expect(await screen.findByText("Write a comment")).toBeTruthy();
    expect(screen.queryByText("Your name is required")).toBeNull();
    expect(document.activeElement).toBe(commentField());
    expect(commentField().getAttribute("aria-invalid")).toBe("true");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("is busy while sending and takes no second press", async () => {
    const answer = deferred<void>();
    const onSend = vi.fn(() => answer.promise);
    const user = userEvent.setup();
    render(<CommentBox onSend={onSend} sendLabel="Reply" />);
    await user.type(nameField(), "Leo");
    await user.type(commentField(), "He told me too!");
    await user.click(screen.getByRole("button", { name: "Reply" }));
    const busy = await screen.findByRole<HTMLButtonElement>("button", { name: "Sending…" });
    expect(busy.disabled).toBe(true);
    await user.click(busy);
    expect(onSend).toHaveBeenCalledTimes(1);
    answer.resolve();
    expect(await screen.findByRole("button", { name: "Reply" })).toBeTruthy();
    expect(commentField().value).toBe("");
  });

  it("shows the server's refusal in words and keeps everything typed", async () => {
    const user = userEvent.setup();
    render(<CommentBox onSend={refusedWith(new ApiError(429, "Too many"))} />);
    await write(user, "Leo", "Lovely.");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You're commenting very fast — try again in a minute.",
    );
    expect(commentField().value).toBe("Lovely.");
    expect(nameField().value).toBe("Leo");
    // A refused send does not remember the name.
    expect(window.localStorage.length).toBe(0);
  });

  it("says a blocked name is refused, and a send that then works clears the refusal", async () => {
    const onSend = vi
      .fn<(draft: CommentDraft) => Promise<void>>()
      .mockImplementationOnce(refusedWith(new ApiError(403, "x", "name_blocked")))
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<CommentBox onSend={onSend} />);
    await write(user, "Someone", "Let me in.");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Ines has turned off comments from this name.",
    );
    expect(commentField().value).toBe("Let me in.");

    await user.clear(nameField());
    await user.type(nameField(), "Leo");
    await user.click(sendButton());
    await vi.waitFor(() => expect(commentField().value).toBe(""));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onSend).toHaveBeenLastCalledWith({ name: "Leo", body: "Let me in.", honeypot: "" });
  });

  it("counts down near the limit, says by how much a comment is over, and keeps it whole", async () => {
    const onSend = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<CommentBox onSend={onSend} />);
    await user.type(nameField(), "Leo");
    const comment = commentField();
    await user.click(comment);
    await user.paste("a".repeat(COMMENT_BODY_MAX - 5));
    expect(screen.getByText("5 characters left")).toBeTruthy();
    expect(comment.getAttribute("aria-invalid")).toBeNull();
    await user.paste("b".repeat(7));
    const tooLong = `2 characters too many — a comment can be at most ${COMMENT_BODY_MAX}`;
    expect(screen.getByText(tooLong)).toBeTruthy();
    expect(comment.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(comment.getAttribute("aria-describedby")!)?.textContent).toBe(
      tooLong,
    );
    await user.click(sendButton());
    // Refused, and said once: the counter already names the limit.
    await vi.waitFor(() => expect(document.activeElement).toBe(comment));
    expect(onSend).not.toHaveBeenCalled();
    expect(comment.value).toBe(`${"a".repeat(COMMENT_BODY_MAX - 5)}${"b".repeat(7)}`);
    expect(
      screen.queryByText(`A comment can be at most ${COMMENT_BODY_MAX} characters`),
    ).toBeNull();

    // Back within the limit, it goes.
    await user.type(comment, "{Backspace}{Backspace}");
    expect(screen.getByText("0 characters left")).toBeTruthy();
    await user.click(sendButton());
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  });

  it("hides the honeypot from people, keyboards and screen readers", () => {
    render(<CommentBox onSend={async () => undefined} />);
    const trap = screen.getByLabelText("Leave this field empty", { selector: "input" });
    expect(trap.getAttribute("tabindex")).toBe("-1");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).toBeNull();
  });
});

describe("what a refused send says", () => {
  it("names the writer for a blocked name and says when the link is gone", () => {
    expect(readerErrorMessage(new ApiError(403, "x", "name_blocked"), "Ines")).toBe(
      "Ines has turned off comments from this name.",
    );
    expect(readerErrorMessage(new ApiError(404, "x"), "Ines")).toMatch(
      /^This link no longer works/,
    );
  });
});
