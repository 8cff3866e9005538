// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, renderForm } from "#tests/support/render-form";
import { TwoFactorCard } from "./two-factor-card";

const auth = vi.hoisted(() => ({
  twoFactor: {
    enable: vi.fn(),
    disable: vi.fn(),
    generateBackupCodes: vi.fn(),
    verifyTotp: vi.fn(),
  },
}));
vi.mock("#app/lib/auth-client", () => ({ authClient: auth }));

const totpURI = "otpauth://totp/Lifescript:ada?secret=JBSWY3DPEHPK3PXP&issuer=Lifescript";

beforeEach(() => {
  for (const call of Object.values(auth.twoFactor)) call.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe("turning two-step sign-in on", () => {
  it("an empty password is asked for before anything is sent", async () => {
    const { user } = renderForm(<TwoFactorCard enabled={false} hasPassword />);
    await user.click(screen.getByRole("button", { name: "Set up two-step sign-in" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Enter your password.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Your password"));
    expect(auth.twoFactor.enable).not.toHaveBeenCalled();
  });

  it("a wrong password is said under it and stays typed", async () => {
    auth.twoFactor.enable.mockResolvedValue({
      data: null,
      error: { status: 400, code: "INVALID_PASSWORD", message: "Invalid password" },
    });
    const { user } = renderForm(<TwoFactorCard enabled={false} hasPassword />);
    await user.click(screen.getByRole("button", { name: "Set up two-step sign-in" }));
    await user.type(screen.getByLabelText("Your password"), "not-it-123");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("That password is not right. Try again.")).toBeTruthy();
    expect((screen.getByLabelText("Your password") as HTMLInputElement).value).toBe("not-it-123");
  });

  it("the password opens the QR step; a short code is refused, the right one turns it on", async () => {
    auth.twoFactor.enable.mockResolvedValue({
      data: { method: "totp", totpURI, backupCodes: ["k7m2p-x9qrt"] },
      error: null,
    });
    const verified = deferred<{ data: unknown; error: null }>();
    auth.twoFactor.verifyTotp.mockReturnValue(verified.promise);
    const { user } = renderForm(<TwoFactorCard enabled={false} hasPassword />);
    await user.click(screen.getByRole("button", { name: "Set up two-step sign-in" }));
    await user.type(screen.getByLabelText("Your password"), "secret-123");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(auth.twoFactor.enable).toHaveBeenCalledWith({ password: "secret-123" });

    const code = await screen.findByLabelText("6-digit code");
    await user.type(code, "123");
    await user.click(screen.getByRole("button", { name: "Turn on two-step sign-in" }));
    expect(
      await screen.findByText("Enter the 6-digit code your authenticator app shows."),
    ).toBeTruthy();
    expect(auth.twoFactor.verifyTotp).not.toHaveBeenCalled();

    await user.type(code, " 456");
    await user.click(screen.getByRole("button", { name: "Turn on two-step sign-in" }));
    expect(
      ((await screen.findByRole("button", { name: "Checking…" })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(auth.twoFactor.verifyTotp).toHaveBeenCalledWith({ code: "123456" });
    verified.resolve({ data: {}, error: null });
    expect(await screen.findByText("Two-step sign-in is on.")).toBeTruthy();
    expect(screen.getByText("k7m2p-x9qrt")).toBeTruthy();
  });

  it("a code the server refuses is said under the code", async () => {
    auth.twoFactor.enable.mockResolvedValue({
      data: { method: "totp", totpURI, backupCodes: [] },
      error: null,
    });
    auth.twoFactor.verifyTotp.mockResolvedValue({
      data: null,
      error: { status: 401, code: "INVALID_CODE", message: "" },
    });
    const { user } = renderForm(<TwoFactorCard enabled={false} hasPassword />);
    await user.click(screen.getByRole("button", { name: "Set up two-step sign-in" }));
    await user.type(screen.getByLabelText("Your password"), "secret-123");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(await screen.findByLabelText("6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Turn on two-step sign-in" }));
    const input = screen.getByLabelText("6-digit code");
    await vi.waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect((input as HTMLInputElement).value).toBe("123456");
  });
});

describe("turning two-step sign-in off", () => {
  it("the password turns it off and says so", async () => {
    auth.twoFactor.disable.mockResolvedValue({ data: { status: true }, error: null });
    const { user } = renderForm(<TwoFactorCard enabled hasPassword />);
    await user.click(screen.getByRole("button", { name: "Turn off" }));
    await user.type(screen.getByLabelText("Your password"), "secret-123");
    await user.click(screen.getByRole("button", { name: "Turn off two-step sign-in" }));
    expect(await screen.findByText(/Two-step sign-in is off/)).toBeTruthy();
    expect(auth.twoFactor.disable).toHaveBeenCalledWith({ password: "secret-123" });
  });
});
