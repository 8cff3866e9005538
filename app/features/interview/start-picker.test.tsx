// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "#app/components/app-providers";
import { StartPicker } from "./start-picker";

// "Or talk about…": a person, a place or a time of one's own, named in a field on the form
// library. An empty field says what to write for the kind picked; the words start the interview.

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      json([
        { id: "childhood", kind: "period", label: "Childhood", description: "The early years" },
      ]),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function show() {
  const onStart = vi.fn();
  render(
    <AppProviders>
      <StartPicker pending={false} onStart={onStart} />
    </AppProviders>,
  );
  return onStart;
}

describe("the start picker's named start", () => {
  it("asks for the words the kind needs, then starts with them trimmed", async () => {
    const onStart = show();
    fireEvent.click(screen.getByRole("radio", { name: "A place" }));
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(await screen.findByText("Write the place you'd like to talk about.")).toBeTruthy();
    expect(onStart).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("radio", { name: "A person" }));
    expect(screen.queryByText("Write the place you'd like to talk about.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(await screen.findByText("Write who you'd like to talk about.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Who would you like to talk about?"), {
      target: { value: "  Grandma Rose " },
    });
    await waitFor(() =>
      expect(screen.queryByText("Write who you'd like to talk about.")).toBeNull(),
    );
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    await waitFor(() =>
      expect(onStart).toHaveBeenCalledWith({ kind: "person", name: "Grandma Rose" }, undefined),
    );
  });

  it("starts a time of one's own with the year of birth when it is given", async () => {
    const onStart = show();
    fireEvent.change(screen.getByLabelText(/The year you were born/), {
      target: { value: "1956" },
    });
    fireEvent.click(screen.getByRole("radio", { name: "A time of my own" }));
    fireEvent.change(screen.getByLabelText("Which time of your life?"), {
      target: { value: "the navy years" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    await waitFor(() =>
      expect(onStart).toHaveBeenCalledWith({ kind: "own", period: "the navy years" }, 1956),
    );
  });
});
