// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, renderForm } from "#tests/support/render-form";
import { EmailForm } from "./email-form";
import { NameForm } from "./name-form";
import { ReauthProvider } from "./reauth";

const auth = vi.hoisted(() => ({ updateUser: vi.fn(), changeEmail: vi.fn() }));
vi.mock("#app/lib/auth-client", () => ({ authClient: auth }));

beforeEach(() => {
  auth.updateUser.mockReset();
  auth.changeEmail.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe("the name form", () => {
  it("an emptied name says to enter one and keeps the focus there", async () => {
    const { user } = renderForm(<NameForm name="Ada" />);
    await user.clear(screen.getByLabelText("Name"));
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("Enter your name.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it("saves the trimmed name, showing it is saving, then that it is saved", async () => {
    const answer = deferred<{ data: unknown; error: null }>();
    auth.updateUser.mockReturnValue(answer.promise);
    const { user } = renderForm(<NameForm name="Ada" />);
    await user.type(screen.getByLabelText("Name"), " Lovelace ");
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(
      ((await screen.findByRole("button", { name: "Saving…" })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(auth.updateUser).toHaveBeenCalledWith({ name: "Ada Lovelace" });
    answer.resolve({ data: {}, error: null });
    expect(await screen.findByText("Your name is saved.")).toBeTruthy();
  });

  it("a server refusal is shown on the name field", async () => {
    auth.updateUser.mockResolvedValue({
      data: null,
      error: { status: 500, message: "Internal" },
    });
    const { user } = renderForm(<NameForm name="Ada" />);
    await user.click(screen.getByRole("button", { name: "Save name" }));
    const input = screen.getByLabelText("Name");
    await vi.waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.queryByText("Your name is saved.")).toBeNull();
  });
});

describe("the new email form", () => {
  const renderEmail = () =>
    renderForm(
      <ReauthProvider>
        <EmailForm email="ada@example.com" changed={false} />
      </ReauthProvider>,
    );

  it("an invalid address is refused with an example", async () => {
    const { user } = renderEmail();
    await user.type(screen.getByLabelText("New email"), "ada@");
    await user.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(
      await screen.findByText("Enter a valid email address, like name@example.com."),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("New email"));
  });

  it("the address the account already has is refused, whatever its capitals", async () => {
    const { user } = renderEmail();
    await user.type(screen.getByLabelText("New email"), "Ada@Example.com");
    await user.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText("That is already your email.")).toBeTruthy();
    expect(auth.changeEmail).not.toHaveBeenCalled();
  });

  it("sends the link to the new address in lower case and says where it went", async () => {
    auth.changeEmail.mockResolvedValue({ data: { status: true }, error: null });
    const { user } = renderEmail();
    await user.type(screen.getByLabelText("New email"), "Ada@New.example ");
    await user.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText(/We sent a link to ada@new\.example/)).toBeTruthy();
    expect(auth.changeEmail).toHaveBeenCalledWith(
      expect.objectContaining({ newEmail: "ada@new.example" }),
    );
    expect((screen.getByLabelText("New email") as HTMLInputElement).value).toBe("");
  });

  it("a refused change shows the server's words on the email field", async () => {
    auth.changeEmail.mockResolvedValue({
      data: null,
      error: { status: 400, code: "USER_ALREADY_EXISTS", message: "exists" },
    });
    const { user } = renderEmail();
    await user.type(screen.getByLabelText("New email"), "taken@example.com");
    await user.click(screen.getByRole("button", { name: "Send confirmation link" }));
    const input = screen.getByLabelText("New email");
    await vi.waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect((input as HTMLInputElement).value).toBe("taken@example.com");
  });
});
