// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RecordConflictDialog } from "./record-conflict-dialog";
import type { ConflictChoice, RecordConflict } from "./sync-status";

const conflict = (fields: RecordConflict["fields"]): RecordConflict => ({
  id: "entry-1",
  recordId: "s1",
  type: "scene",
  name: "Lake day",
  movieId: "m1",
  fields,
  theirsSavedAt: "2026-03-01T10:00:00.000Z",
});

const text = {
  field: "elements[t1].content.text",
  label: "Text",
  mine: "We swam to the island at noon.",
  theirs: "We rowed to the island at dusk.",
  canKeepBoth: true,
};
const duration = {
  field: "duration",
  label: "Duration",
  mine: "60",
  theirs: "90",
  canKeepBoth: false,
};

// A choice the test settles by hand, to see the dialog while it is pending.
function deferred() {
  let settle: (error?: Error) => void = () => undefined;
  const onChoose = vi.fn(
    (_choice: ConflictChoice) =>
      new Promise<void>((resolve, reject) => {
        settle = (error) => (error ? reject(error) : resolve());
      }),
  );
  return { onChoose, settle: (error?: Error) => settle(error) };
}

const dialog = () => screen.getByRole("alertdialog", { name: "Two versions of “Lake day”" });
const marked = (name: RegExp) =>
  [...within(dialog()).getByRole("region", { name }).querySelectorAll("mark")].map(
    (m) => m.textContent,
  );

describe("the conflict dialog of a scene", () => {
  it("shows both versions of each field with the differing words marked", () => {
    render(
      <RecordConflictDialog conflict={conflict([text])} onChoose={vi.fn()} onLater={vi.fn()} />,
    );
    expect(within(dialog()).getByText("Text")).toBeTruthy();
    expect(marked(/Yours/)).toEqual(["swam", "noon"]);
    expect(marked(/Theirs/)).toEqual(["rowed", "dusk"]);
    // The words both share are not marked.
    expect(
      within(dialog()).getByRole("region", { name: /Yours/ }).querySelector("pre")?.textContent,
    ).toBe("We swam to the island at noon.");
  });

  it("offers mine, theirs and both when every field can hold both", () => {
    render(
      <RecordConflictDialog conflict={conflict([text])} onChoose={vi.fn()} onLater={vi.fn()} />,
    );
    for (const name of ["Keep mine", "Keep theirs", "Keep both", "Decide later"]) {
      expect(within(dialog()).getByRole("button", { name })).toBeTruthy();
    }
    expect(within(dialog()).getByText("Both texts, yours first, in the scene")).toBeTruthy();
  });

  it('offers no "Keep both" when a field holds one value, and says why', () => {
    render(
      <RecordConflictDialog
        conflict={conflict([text, duration])}
        onChoose={vi.fn()}
        onLater={vi.fn()}
      />,
    );
    expect(within(dialog()).queryByRole("button", { name: "Keep both" })).toBeNull();
    expect(dialog().textContent).toContain("A duration holds one value, so pick yours or theirs.");
  });

  it("sends the choice, holds every button while it is saved, then lets go", async () => {
    const { onChoose, settle } = deferred();
    render(
      <RecordConflictDialog conflict={conflict([text])} onChoose={onChoose} onLater={vi.fn()} />,
    );
    fireEvent.click(within(dialog()).getByRole("button", { name: "Keep both" }));
    expect(onChoose).toHaveBeenCalledWith("both");
    expect(within(dialog()).getByRole("button", { name: /Keeping both/ })).toBeTruthy();
    for (const button of within(dialog()).getAllByRole("button")) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    await act(async () => settle());
    expect(
      (within(dialog()).getByRole("button", { name: "Keep mine" }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it("says a failed choice was not saved and keeps both versions to try again", async () => {
    const { onChoose, settle } = deferred();
    render(
      <RecordConflictDialog conflict={conflict([text])} onChoose={onChoose} onLater={vi.fn()} />,
    );
    fireEvent.click(within(dialog()).getByRole("button", { name: "Keep mine" }));
    await act(async () => settle(new Error("Failed to fetch")));
    expect(within(dialog()).getByRole("alert").textContent).toBe(
      "Not saved yet: Failed to fetch. Both versions are still kept; try again.",
    );
    expect(marked(/Yours/)).toEqual(["swam", "noon"]);
    expect(
      (within(dialog()).getByRole("button", { name: "Keep mine" }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('can wait: "Decide later" and Escape leave the choice for later', () => {
    const onLater = vi.fn();
    render(
      <RecordConflictDialog conflict={conflict([text])} onChoose={vi.fn()} onLater={onLater} />,
    );
    fireEvent.click(within(dialog()).getByRole("button", { name: "Decide later" }));
    fireEvent.keyDown(dialog(), { key: "Escape" });
    expect(onLater).toHaveBeenCalledTimes(2);
  });
});
