// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, renderForm } from "#tests/support/render-form";
import { SignupForm } from "./signup-form";

const auth = vi.hoisted(() => ({
  signUp: { email: vi.fn() },
  phoneNumber: { sendOtp: vi.fn(), verify: vi.fn() },
}));
vi.mock("#app/lib/auth-client", () => ({ authClient: auth }));

beforeEach(() => {
  auth.signUp.email.mockReset();
  auth.phoneNumber.sendOtp.mockReset();
  auth.phoneNumber.verify.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe("signing up by email", () => {
  it("an empty form names each field to fill and focuses the name", async () => {
    const { user } = renderForm(<SignupForm onSent={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Enter your name.")).toBeTruthy();
    expect(screen.getByText("Enter your email address.")).toBeTruthy();
    expect(screen.getByText("Choose a password.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
  });

  it("a short password says how long it must be and takes the focus", async () => {
    const { user } = renderForm(<SignupForm onSent={vi.fn()} />);
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Use at least 8 characters.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
    expect(auth.signUp.email).not.toHaveBeenCalled();
  });

  it("sends the trimmed details, shows it is working, then says to check the inbox", async () => {
    const answer = deferred<{ data: { token: null }; error: null }>();
    auth.signUp.email.mockReturnValue(answer.promise);
    const onSent = vi.fn();
    const { user } = renderForm(<SignupForm onSent={onSent} />);
    await user.type(screen.getByLabelText("Name"), "  Ada Lovelace ");
    await user.type(screen.getByLabelText("Email"), "ada@example.com ");
    await user.type(screen.getByLabelText("Password"), "a long password");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const pending = await screen.findByRole("button", { name: "Creating your account..." });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(auth.signUp.email).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Ada Lovelace",
        email: "ada@example.com",
        password: "a long password",
      }),
    );
    answer.resolve({ data: { token: null }, error: null });
    await vi.waitFor(() =>
      expect(onSent).toHaveBeenCalledWith({
        name: "Ada Lovelace",
        email: "ada@example.com",
        password: "a long password",
      }),
    );
  });

  it("coming back to fix the address shows what was typed before", async () => {
    const typed = { name: "Ada Lovelace", email: "ada@exmaple.com", password: "a long password" };
    renderForm(<SignupForm initial={typed} onSent={vi.fn()} />);
    expect(screen.getByLabelText("Name")).toHaveProperty("value", "Ada Lovelace");
    expect(screen.getByLabelText("Email")).toHaveProperty("value", "ada@exmaple.com");
    expect(screen.getByLabelText("Password")).toHaveProperty("value", "a long password");
  });

  it("a server refusal is shown at the form and nothing typed is lost", async () => {
    auth.signUp.email.mockResolvedValue({
      data: null,
      error: { status: 500, message: "Internal Server Error" },
    });
    const { user } = renderForm(<SignupForm onSent={vi.fn()} />);
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "a long password");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect((await screen.findByRole("alert")).textContent).toBeTruthy();
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("a long password");
    expect(screen.getByRole("button", { name: "Create account" })).toBeTruthy();
  });
});

describe("signing up by phone", () => {
  async function reachCodeStep() {
    auth.phoneNumber.sendOtp.mockResolvedValue({ data: {}, error: null });
    const view = renderForm(<SignupForm by="phone" onSent={vi.fn()} />);
    await view.user.type(screen.getByLabelText("Name"), "Ada");
    await view.user.type(screen.getByLabelText("Phone number"), "+44 7700 900123");
    await view.user.type(screen.getByLabelText("Password"), "a long password");
    await view.user.click(screen.getByRole("button", { name: "Text me a code" }));
    await screen.findByLabelText("Code");
    return view;
  }

  it("an empty form names the fields to fill, name first", async () => {
    const { user } = renderForm(<SignupForm by="phone" onSent={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Text me a code" }));
    expect(await screen.findByText("Enter your phone number.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(auth.phoneNumber.sendOtp).not.toHaveBeenCalled();
  });

  it("texts the code to the number in its international form", async () => {
    await reachCodeStep();
    expect(auth.phoneNumber.sendOtp).toHaveBeenCalledWith({ phoneNumber: "+447700900123" });
    expect(screen.getByText("+447700900123")).toBeTruthy();
  });

  it("a code that is not six digits is refused before anything is sent", async () => {
    const { user } = await reachCodeStep();
    await user.type(screen.getByLabelText("Code"), "123");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Enter the 6-digit code from the text message.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Code"));
    expect(auth.phoneNumber.verify).not.toHaveBeenCalled();
  });

  it("the right code creates the account with what was typed on the first step", async () => {
    auth.phoneNumber.verify.mockResolvedValue({ data: { token: "t" }, error: null });
    const { user } = await reachCodeStep();
    await user.type(screen.getByLabelText("Code"), "123456");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Signed in")).toBeTruthy();
    expect(auth.phoneNumber.verify).toHaveBeenCalledWith({
      phoneNumber: "+447700900123",
      code: "123456",
      name: "Ada",
      password: "a long password",
    });
  });

  it("changing the number goes back with the first step's details kept", async () => {
    const { user } = await reachCodeStep();
    await user.click(screen.getByRole("button", { name: "Change the number" }));
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ada");
    expect((screen.getByLabelText("Phone number") as HTMLInputElement).value).toBe(
      "+44 7700 900123",
    );
  });
});
