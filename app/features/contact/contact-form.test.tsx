// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#app/lib/api-client";
import { deferred, renderForm } from "#tests/support/render-form";
import { ContactForm } from "./contact-form";

const api = vi.hoisted(() => ({ sendContactMessage: vi.fn() }));
vi.mock("./contact-api", () => api);

beforeEach(() => {
  api.sendContactMessage.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const send = () => screen.getByRole("button", { name: "Send message" });

describe("the contact form", () => {
  it("says what each empty field needs, focuses the first, and clears an error as it is edited", async () => {
    const { user } = renderForm(<ContactForm />);
    await user.click(send());
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Message is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Ada");
    await vi.waitFor(() => expect(screen.queryByText("Name is required")).toBeNull());
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(api.sendContactMessage).not.toHaveBeenCalled();
  });

  it("a bad address and a short message are flagged on send, not before", async () => {
    const { user } = renderForm(<ContactForm />);
    await user.type(screen.getByLabelText("Email"), "not-an-address");
    await user.type(screen.getByLabelText("Message"), "too short");
    // Nothing moves the button while the person is reaching for it.
    await user.tab();
    expect(screen.queryByText("Invalid email address")).toBeNull();
    await user.click(send());
    expect(await screen.findByText("Invalid email address")).toBeTruthy();
    expect(screen.getByText("Message must be at least 10 characters")).toBeTruthy();
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
  });

  it("sends the trimmed message, busy while sending, then empties the form", async () => {
    const answer = deferred<unknown>();
    api.sendContactMessage.mockReturnValue(answer.promise);
    const { user } = renderForm(<ContactForm />);
    await user.type(screen.getByLabelText("Name"), " Ada Lovelace ");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Message"), "I would like to write my story.");
    await user.click(send());
    expect(
      ((await screen.findByRole("button", { name: "Sending…" })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(api.sendContactMessage).toHaveBeenCalledWith({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "I would like to write my story.",
      honeypot: "",
    });
    answer.resolve({});
    expect(await screen.findByText("Message sent successfully!")).toBeTruthy();
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("");
  });

  it("a failed send says to try again and keeps what was written", async () => {
    api.sendContactMessage.mockImplementation(() =>
      Promise.reject(new ApiError(500, "x", "internal")),
    );
    const { user } = renderForm(<ContactForm />);
    await user.type(screen.getByLabelText("Name"), "Grace");
    await user.type(screen.getByLabelText("Email"), "grace@example.com");
    await user.type(screen.getByLabelText("Message"), "Hello there, this is a message.");
    await user.click(send());
    expect(await screen.findByText("Failed to send message. Please try again.")).toBeTruthy();
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe(
      "Hello there, this is a message.",
    );
  });
});

describe("the contact form taking over the page's fields", () => {
  afterEach(() => document.body.replaceChildren());

  it("starts from what was typed before its script arrived", async () => {
    // The prerendered form, typed into before the script took over.
    document.body.innerHTML = `<form aria-label="Contact us"><input name="name" value="Ada"><input name="email" value="ada@example.com"><textarea name="message">The kettle sang.</textarea></form>`;
    renderForm(<ContactForm />);
    const fields = screen.getAllByLabelText("Name");
    expect((fields.at(-1) as HTMLInputElement).value).toBe("Ada");
    expect((screen.getAllByLabelText("Message").at(-1) as HTMLTextAreaElement).value).toBe(
      "The kettle sang.",
    );
  });
});
