// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useAutosave } from "./use-autosave";

// A form opened on cached data while the save made on leaving it was still landing: when the
// newer stored version arrives, the form shows it, unless the person typed since.

function Form({
  saved,
  version,
  save,
}: {
  saved: string;
  version: number;
  save: (value: string, at: number) => Promise<number>;
}) {
  const autosave = useAutosave<string>({
    storageKey: "test.form",
    saved,
    version,
    same: (a, b) => a === b,
    save,
    restore: (raw) => (typeof raw === "string" ? raw : null),
  });
  return (
    <input
      aria-label="Logline"
      value={autosave.value}
      onChange={(event) => autosave.setValue(event.target.value)}
    />
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>("Logline");

beforeEach(() => localStorage.clear());

describe("useAutosave and a newer stored version", () => {
  it("shows the stored value when nothing was typed here", () => {
    const save = vi.fn(async () => 1);
    const { rerender } = render(<Form saved="" version={0} save={save} />);
    expect(field().value).toBe("");
    rerender(<Form saved="A girl learns to swim." version={1} save={save} />);
    expect(field().value).toBe("A girl learns to swim.");
    expect(save).not.toHaveBeenCalled();
  });

  it("keeps what the person typed since", () => {
    const save = vi.fn(async () => 2);
    const { rerender } = render(<Form saved="" version={0} save={save} />);
    act(() => {
      field().focus();
    });
    // Typed through React's change handler, as a person does.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    act(() => {
      setter?.call(field(), "My own words");
      field().dispatchEvent(new Event("input", { bubbles: true }));
    });
    rerender(<Form saved="Someone else's words" version={1} save={save} />);
    expect(field().value).toBe("My own words");
  });
});
