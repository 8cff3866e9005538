// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ConflictDialog } from "./conflict-dialog";

const conflict = {
  id: "entry-1",
  movieId: "m1",
  movieTitle: "Two Kitchens",
  mine: "INT. KITCHEN - DAY\n\nGrandma rolls the dough. Flour everywhere.\n\nEXT. GARDEN - DAY",
  theirs: "INT. KITCHEN - DAY\n\nGrandma rolls the dough. Too many to eat.\n\nEXT. GARDEN - DAY",
  theirsSavedAt: null,
};

describe("the conflict dialog of a screenplay", () => {
  it("marks only the words that differ, in lines that otherwise match", () => {
    render(<ConflictDialog conflict={conflict} onChoose={vi.fn()} />);
    const dialog = screen.getByRole("alertdialog", { name: "Two versions of Two Kitchens" });
    const marks = (name: RegExp) =>
      [...within(dialog).getByRole("region", { name }).querySelectorAll("mark")].map(
        (m) => m.textContent,
      );
    expect(marks(/Yours/)).toEqual(["Flour everywhere"]);
    expect(marks(/Theirs/)).toEqual(["Too many to eat"]);
  });

  it("asks for a choice: three of them, no way to leave it undecided", () => {
    const onChoose = vi.fn(async () => undefined);
    render(<ConflictDialog conflict={conflict} onChoose={onChoose} />);
    const dialog = screen.getByRole("alertdialog");
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Keep mine", "Keep theirs", "Keep both as versions"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep theirs" }));
    expect(onChoose).toHaveBeenCalledWith("theirs");
  });
});
