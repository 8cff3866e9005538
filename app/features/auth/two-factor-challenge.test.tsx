// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, renderForm } from "#tests/support/render-form";
import { TwoFactorChallenge } from "./two-factor-challenge";

const auth = vi.hoisted(() => ({
  twoFactor: { verifyTotp: vi.fn(), verifyBackupCode: vi.fn() },
}));
vi.mock("#app/lib/auth-client", () => ({ authClient: auth }));

beforeEach(() => {
  auth.twoFactor.verifyTotp.mockReset();
  auth.twoFactor.verifyBackupCode.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const signIn = () => screen.getByRole("button", { name: "Sign in" });

describe("the two-step challenge at sign-in", () => {
  it("a code that is not six digits says so and keeps the focus on it", async () => {
    const { user } = renderForm(<TwoFactorChallenge onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText("6-digit code"), "12 34");
    await user.click(signIn());
    expect(
      await screen.findByText("Enter the 6-digit code your authenticator app shows."),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("6-digit code"));
    expect(auth.twoFactor.verifyTotp).not.toHaveBeenCalled();
  });

  it("sends the code without its spaces, busy while checking, then signs in", async () => {
    const answer = deferred<{ data: unknown; error: null }>();
    auth.twoFactor.verifyTotp.mockReturnValue(answer.promise);
    const onSignedIn = vi.fn();
    const { user } = renderForm(<TwoFactorChallenge onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText("6-digit code"), "123 456");
    await user.click(signIn());
    expect(
      ((await screen.findByRole("button", { name: "Checking..." })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(auth.twoFactor.verifyTotp).toHaveBeenCalledWith({ code: "123456" });
    answer.resolve({ data: {}, error: null });
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });

  it("a wrong code is said above the button and the code stays to correct", async () => {
    auth.twoFactor.verifyTotp.mockResolvedValue({
      data: null,
      error: { status: 401, code: "INVALID_CODE", message: "" },
    });
    const { user } = renderForm(<TwoFactorChallenge onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText("6-digit code"), "123456");
    await user.click(signIn());
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect((screen.getByLabelText("6-digit code") as HTMLInputElement).value).toBe("123456");
  });

  it("a backup code is asked for, then sent as the server keeps it", async () => {
    auth.twoFactor.verifyBackupCode.mockResolvedValue({ data: {}, error: null });
    const onSignedIn = vi.fn();
    const { user } = renderForm(<TwoFactorChallenge onSignedIn={onSignedIn} />);
    await user.click(screen.getByRole("button", { name: "Use a backup code" }));
    await user.click(signIn());
    expect(await screen.findByText("Enter one of your backup codes.")).toBeTruthy();
    await user.type(screen.getByLabelText("Backup code"), "K7M2P X9QRT");
    await user.click(signIn());
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(auth.twoFactor.verifyBackupCode).toHaveBeenCalledWith({ code: "k7m2p-x9qrt" });
  });
});
