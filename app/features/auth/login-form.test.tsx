// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, renderForm } from "#tests/support/render-form";
import { LoginForm } from "./login-form";

const auth = vi.hoisted(() => ({
  signIn: { email: vi.fn(), phoneNumber: vi.fn() },
}));
vi.mock("#app/lib/auth-client", () => ({ authClient: auth }));

beforeEach(() => {
  auth.signIn.email.mockReset();
  auth.signIn.phoneNumber.mockReset();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("signing in by email", () => {
  it("an empty form says what to fill and puts the cursor in the email", async () => {
    const { user } = renderForm(<LoginForm />);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter your email address.")).toBeTruthy();
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(auth.signIn.email).not.toHaveBeenCalled();
  });

  it("a valid email with no password moves the cursor to the password", async () => {
    const { user } = renderForm(<LoginForm />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter your password.")).toBeTruthy();
    expect(screen.queryByText("Enter your email address.")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
  });

  it("an address without a domain is refused with an example", async () => {
    const { user } = renderForm(<LoginForm />);
    await user.type(screen.getByLabelText("Email"), "ada@example");
    await user.type(screen.getByLabelText("Password"), "secret-secret");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByText("Enter a valid email address, like name@example.com."),
    ).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
  });

  it("the message goes as soon as the address is fixed", async () => {
    const { user } = renderForm(<LoginForm />);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByText("Enter your email address.");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await waitFor(() => expect(screen.queryByText("Enter your email address.")).toBeNull());
  });

  it("while signing in the button says so and takes no second press", async () => {
    const answer = deferred<{ data: unknown; error: null }>();
    auth.signIn.email.mockReturnValue(answer.promise);
    const { user } = renderForm(<LoginForm />);
    await user.type(screen.getByLabelText("Email"), "  ada@example.com ");
    await user.type(screen.getByLabelText("Password"), "secret-secret");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const button = await screen.findByRole("button", { name: "Signing in..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(auth.signIn.email).toHaveBeenCalledWith({
      email: "ada@example.com",
      password: "secret-secret",
    });
    answer.resolve({ data: { token: "t" }, error: null });
    expect(await screen.findByText("Signed in")).toBeTruthy();
  });

  it("a refused password shows the server's words at the form and keeps what was typed", async () => {
    auth.signIn.email.mockResolvedValue({
      data: null,
      error: { code: "INVALID_EMAIL_OR_PASSWORD", status: 401, message: "Invalid" },
    });
    const { user } = renderForm(<LoginForm />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
  });
});

describe("signing in by phone", () => {
  it("a number without its country code says how to write it", async () => {
    const { user } = renderForm(<LoginForm by="phone" />);
    await user.type(screen.getByLabelText("Phone number"), "07700 900123");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(/^Enter the number with its country code/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Phone number"));
  });

  it("sends the number in its international form and remembers how the person signed in", async () => {
    auth.signIn.phoneNumber.mockResolvedValue({ data: { token: "t" }, error: null });
    const { user } = renderForm(<LoginForm by="phone" />);
    await user.type(screen.getByLabelText("Phone number"), "0044 7700 900-123");
    await user.type(screen.getByLabelText("Password"), "secret-secret");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Signed in")).toBeTruthy();
    expect(auth.signIn.phoneNumber).toHaveBeenCalledWith({
      phoneNumber: "+447700900123",
      password: "secret-secret",
    });
    expect(Object.values({ ...sessionStorage })).toContain("phone");
  });
});
