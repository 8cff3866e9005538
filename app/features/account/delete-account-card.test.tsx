// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#app/lib/api-client";
import { deferred, renderForm } from "#tests/support/render-form";
import { DeleteAccountCard } from "./delete-account-card";

const auth = vi.hoisted(() => ({ listAccounts: vi.fn() }));
vi.mock("#app/lib/auth-client", () => ({ authClient: auth }));
const api = vi.hoisted(() => ({ deleteAccount: vi.fn() }));
vi.mock("./account-api", async (original) => ({
  ...(await original<typeof import("./account-api")>()),
  deleteAccount: api.deleteAccount,
}));

beforeEach(() => {
  api.deleteAccount.mockReset();
  auth.listAccounts.mockResolvedValue({
    data: [{ id: "a", providerId: "credential" }],
    error: null,
  });
});
afterEach(() => vi.unstubAllGlobals());

const open = async (onDeleted = vi.fn()) => {
  const rendered = renderForm(<DeleteAccountCard onDeleted={onDeleted} />);
  await rendered.user.click(screen.getByRole("button", { name: "Delete my account" }));
  return { ...rendered, dialog: within(await screen.findByRole("alertdialog")) };
};

describe("deleting the account", () => {
  it("waits for the password and the word DELETE in capitals", async () => {
    const { user, dialog } = await open();
    const confirm = dialog.getByRole("button", { name: "Delete forever" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(dialog.getByLabelText("Your password"), "secret-123");
    await user.type(dialog.getByLabelText("Type DELETE to confirm"), "delete");
    expect(confirm.disabled).toBe(true);
    await user.type(dialog.getByLabelText("Type DELETE to confirm"), "{Enter}");
    expect(await dialog.findByText("Type DELETE in capital letters to confirm.")).toBeTruthy();
    expect(api.deleteAccount).not.toHaveBeenCalled();
  });

  it("deletes with the password, busy while it does", async () => {
    const answer = deferred<null>();
    api.deleteAccount.mockReturnValue(answer.promise);
    const onDeleted = vi.fn();
    const { user, dialog } = await open(onDeleted);
    await user.type(dialog.getByLabelText("Your password"), "secret-123");
    await user.type(dialog.getByLabelText("Type DELETE to confirm"), "DELETE");
    await user.click(dialog.getByRole("button", { name: "Delete forever" }));
    expect(
      ((await dialog.findByRole("button", { name: "Deleting…" })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(api.deleteAccount).toHaveBeenCalledWith({ confirm: "DELETE", password: "secret-123" });
    answer.resolve(null);
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalled());
  });

  it("a wrong password is said under it; a stale sign-in offers to sign in again", async () => {
    api.deleteAccount
      .mockRejectedValueOnce(new ApiError(401, "That password is not right.", "wrong_password"))
      .mockRejectedValueOnce(
        new ApiError(403, "Sign in again to delete your account.", "reauthentication_required"),
      );
    const { user, dialog } = await open();
    await user.type(dialog.getByLabelText("Your password"), "not-it-123");
    await user.type(dialog.getByLabelText("Type DELETE to confirm"), "DELETE");
    await user.click(dialog.getByRole("button", { name: "Delete forever" }));
    expect(await dialog.findByText("That password is not right.")).toBeTruthy();
    expect((dialog.getByLabelText("Type DELETE to confirm") as HTMLInputElement).value).toBe(
      "DELETE",
    );
    await user.click(dialog.getByRole("button", { name: "Delete forever" }));
    expect(await dialog.findByText(/Sign in again to delete your account/)).toBeTruthy();
    expect(dialog.getByRole("link", { name: "Sign in again" })).toBeTruthy();
  });
});
