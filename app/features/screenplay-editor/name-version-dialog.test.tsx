// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, renderForm } from "#tests/support/render-form";
import { NameVersionDialog } from "./name-version-dialog";

afterEach(() => vi.unstubAllGlobals());

const openDialog = (onSave: (name: string) => Promise<void>, onOpenChange = vi.fn()) => {
  const rendered = renderForm(
    <NameVersionDialog open onOpenChange={onOpenChange} onSave={onSave} />,
  );
  return { ...rendered, dialog: within(screen.getByRole("dialog")) };
};

describe("naming a version", () => {
  it("a blank name says what to write and nothing is saved", async () => {
    const onSave = vi.fn();
    const { user, dialog } = openDialog(onSave);
    await user.type(dialog.getByLabelText("Name"), "   ");
    await user.click(dialog.getByRole("button", { name: "Save version" }));
    expect(await dialog.findByText(/^Name this version/)).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText("Name"));
    expect(onSave).not.toHaveBeenCalled();
  });

  it("saves the trimmed name, busy while saving, then closes", async () => {
    const saved = deferred<void>();
    const onSave = vi.fn(() => saved.promise);
    const onOpenChange = vi.fn();
    const { user, dialog } = openDialog(onSave, onOpenChange);
    await user.type(dialog.getByLabelText("Name"), " Before act two ");
    await user.click(dialog.getByRole("button", { name: "Save version" }));
    expect(
      ((await dialog.findByRole("button", { name: "Saving…" })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(onSave).toHaveBeenCalledWith("Before act two");
    saved.resolve();
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("a failed save is said in the dialog and the name stays", async () => {
    const onSave = vi.fn(() => Promise.reject(new Error("You are offline: try again soon.")));
    const onOpenChange = vi.fn();
    const { user, dialog } = openDialog(onSave, onOpenChange);
    await user.type(dialog.getByLabelText("Name"), "Draft two");
    await user.click(dialog.getByRole("button", { name: "Save version" }));
    expect(await dialog.findByText("You are offline: try again soon.")).toBeTruthy();
    expect((dialog.getByLabelText("Name") as HTMLInputElement).value).toBe("Draft two");
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
