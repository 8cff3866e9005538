// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_NOT_FRESH } from "#contracts/account-settings.ts";
import { ApiError } from "#app/lib/api-client";
import { deferred, renderForm } from "#tests/support/render-form";
import { AuthActionError } from "./account-settings-api";
import { ReauthProvider, useFreshSignIn } from "./reauth";

const api = vi.hoisted(() => ({ reauthenticate: vi.fn() }));
vi.mock("./account-settings-api", async (original) => ({
  ...(await original<typeof import("./account-settings-api")>()),
  reauthenticate: api.reauthenticate,
}));

const change = vi.fn();

// A change that needs a fresh sign-in the first time it is tried.
function SensitiveChange() {
  const withFreshSignIn = useFreshSignIn();
  return (
    <button type="button" onClick={() => void withFreshSignIn(change).catch(() => undefined)}>
      Change it
    </button>
  );
}

beforeEach(() => {
  api.reauthenticate.mockReset();
  change.mockReset();
  change
    .mockRejectedValueOnce(
      new AuthActionError({ status: 403, code: SESSION_NOT_FRESH, message: "" }, "x"),
    )
    .mockResolvedValue("done");
});
afterEach(() => vi.unstubAllGlobals());

const open = async () => {
  const rendered = renderForm(
    <ReauthProvider>
      <SensitiveChange />
    </ReauthProvider>,
  );
  await rendered.user.click(screen.getByRole("button", { name: "Change it" }));
  return { ...rendered, dialog: within(await screen.findByRole("alertdialog")) };
};

describe("confirming it is you", () => {
  it("an empty password is asked for and nothing is sent", async () => {
    const { user, dialog } = await open();
    await user.click(dialog.getByRole("button", { name: "Confirm" }));
    expect(await dialog.findByText("Enter your password.")).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText("Your password"));
    expect(api.reauthenticate).not.toHaveBeenCalled();
  });

  it("a wrong password is said in the dialog and stays typed", async () => {
    api.reauthenticate.mockRejectedValue(
      new ApiError(401, "That password is not right.", "wrong_password"),
    );
    const { user, dialog } = await open();
    await user.type(dialog.getByLabelText("Your password"), "not-it-123");
    await user.click(dialog.getByRole("button", { name: "Confirm" }));
    expect(await dialog.findByText("That password is not right.")).toBeTruthy();
    expect((dialog.getByLabelText("Your password") as HTMLInputElement).value).toBe("not-it-123");
    expect(change).toHaveBeenCalledTimes(1);
  });

  it("the right password, with Enter, closes the dialog and makes the change", async () => {
    const answer = deferred<null>();
    api.reauthenticate.mockReturnValue(answer.promise);
    const { user, dialog } = await open();
    await user.type(dialog.getByLabelText("Your password"), "secret-123{Enter}");
    expect(
      ((await dialog.findByRole("button", { name: "Checking…" })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(api.reauthenticate).toHaveBeenCalledWith("secret-123");
    answer.resolve(null);
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await vi.waitFor(() => expect(change).toHaveBeenCalledTimes(2));
  });
});
