// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, renderForm } from "#tests/support/render-form";
import { PasswordCard } from "./password-card";

const auth = vi.hoisted(() => ({ changePassword: vi.fn(), listAccounts: vi.fn() }));
vi.mock("#app/lib/auth-client", () => ({ authClient: auth }));

beforeEach(() => {
  auth.changePassword.mockReset();
  auth.listAccounts.mockReset();
  auth.listAccounts.mockResolvedValue({
    data: [{ id: "a1", providerId: "credential" }],
    error: null,
  });
});
afterEach(() => vi.unstubAllGlobals());

const press = () => screen.getByRole("button", { name: "Change password" });

describe("the password form", () => {
  it("an empty form asks for the current password and focuses it", async () => {
    const { user } = renderForm(<PasswordCard />);
    await user.click(press());
    expect(await screen.findByText("Enter your current password.")).toBeTruthy();
    expect(screen.getByText("Choose a password.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Current password"));
    expect(auth.changePassword).not.toHaveBeenCalled();
  });

  it("a short or unchanged new password says what to choose", async () => {
    const { user } = renderForm(<PasswordCard />);
    await user.type(screen.getByLabelText("Current password"), "old-secret-1");
    await user.type(screen.getByLabelText("New password"), "short");
    await user.click(press());
    expect(await screen.findByText("Use at least 8 characters.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("New password"));
    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "old-secret-1");
    expect(
      await screen.findByText("Choose a password different from the current one."),
    ).toBeTruthy();
  });

  it("changes it, busy while sending, then empties both fields", async () => {
    const answer = deferred<{ data: unknown; error: null }>();
    auth.changePassword.mockReturnValue(answer.promise);
    const { user } = renderForm(<PasswordCard />);
    await user.type(screen.getByLabelText("Current password"), "old-secret-1");
    await user.type(screen.getByLabelText("New password"), "new-secret-2");
    await user.click(press());
    const busy = (await screen.findByRole("button", { name: "Changing…" })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(auth.changePassword).toHaveBeenCalledWith({
      currentPassword: "old-secret-1",
      newPassword: "new-secret-2",
    });
    answer.resolve({ data: {}, error: null });
    expect(await screen.findByText(/Your password is changed/)).toBeTruthy();
    expect((screen.getByLabelText("New password") as HTMLInputElement).value).toBe("");
  });

  it.each([
    [
      "a wrong current password is said on that field",
      { status: 400, code: "INVALID_PASSWORD", message: "Invalid password" },
      "That is not your current password.",
    ],
    ["a rate limit is said above the button", { status: 429 }, /Too many attempts/],
  ])("%s, and nothing typed is lost", async (_, error, words) => {
    auth.changePassword.mockResolvedValue({ data: null, error });
    const { user } = renderForm(<PasswordCard />);
    await user.type(screen.getByLabelText("Current password"), "old-secret-1");
    await user.type(screen.getByLabelText("New password"), "new-secret-2");
    await user.click(press());
    expect(await screen.findByText(words)).toBeTruthy();
    expect((screen.getByLabelText("New password") as HTMLInputElement).value).toBe("new-secret-2");
    expect(screen.queryByText(/Your password is changed/)).toBeNull();
  });
});
