// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { COMMENT_BODY_MAX } from "#contracts/share-comments.ts";
import { ApiError } from "#app/lib/api/errors";
import { CommentBox, type CommentDraft } from "./comment-box";
import { readerErrorMessage } from "./reader-comments-api";

beforeEach(() => window.localStorage.clear());

describe("the reader's comment box", () => {
  it("remembers the name on this browser after a send and offers it next time", async () => {
    const sent: CommentDraft[] = [];
    const user = userEvent.setup();
    const { unmount } = render(<CommentBox onSend={async (draft) => void sent.push(draft)} />);
    await user.type(screen.getByLabelText("Your name"), "  Leo ");
    await user.type(screen.getByLabelText("Comment"), "I remember these stairs.");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(sent).toEqual([{ name: "Leo", body: "I remember these stairs.", honeypot: "" }]);
    expect(screen.getByLabelText("Comment")).toHaveProperty("value", "");
    unmount();

    render(<CommentBox onSend={async () => undefined} />);
    expect(screen.getByLabelText("Your name")).toHaveProperty("value", "Leo");
  });

  it("says what is missing and sends nothing", async () => {
    const onSend = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<CommentBox onSend={onSend} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText("Your name is required")).toBeTruthy();
    expect(screen.getByText("Write a comment")).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in words and keeps everything typed", async () => {
    const user = userEvent.setup();
    render(
      <CommentBox
        onSend={async () => {
          throw new Error(readerErrorMessage(new ApiError(429, "Too many"), "Ines"));
        }}
      />,
    );
    await user.type(screen.getByLabelText("Your name"), "Leo");
    await user.type(screen.getByLabelText("Comment"), "Lovely.");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "You're commenting very fast — try again in a minute.",
    );
    expect(screen.getByLabelText("Comment")).toHaveProperty("value", "Lovely.");
    expect(screen.getByLabelText("Your name")).toHaveProperty("value", "Leo");
    // A refused send does not remember the name.
    expect(window.localStorage.length).toBe(0);
  });

  it("counts down near the limit and says by how much a comment is over", async () => {
    const onSend = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<CommentBox onSend={onSend} />);
    await user.type(screen.getByLabelText("Your name"), "Leo");
    const comment = screen.getByLabelText("Comment");
    await user.click(comment);
    await user.paste("a".repeat(COMMENT_BODY_MAX - 5));
    expect(screen.getByText("5 characters left")).toBeTruthy();
    await user.paste("b".repeat(7));
    expect(
      screen.getByText(`2 characters too many — a comment can be at most ${COMMENT_BODY_MAX}`),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSend).not.toHaveBeenCalled();
    expect(comment).toHaveProperty("value", `${"a".repeat(COMMENT_BODY_MAX - 5)}${"b".repeat(7)}`);
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
