// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "#app/components/app-providers";
import { SceneComposer } from "./scene-composer";

// The composer's feelings and dates as a person meets them: a feeling picked on the wheel puts
// its sentence after the text, selected (a suggestion to type over) and shows as a chip that can
// be removed; Calendar Import opens its event for editing at once, and the list marks an event
// that still holds the placeholder title. The server is a stub that answers the draft and the voice
// consent the composer asks for.

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (data: unknown) =>
        new Response(JSON.stringify(data), { headers: { "content-type": "application/json" } });
      if (url.includes("/api/drafts/scene") && method === "GET") return json({ data: null });
      if (url.includes("/api/voice/consent")) return json({ consentGiven: false, isActive: false });
      // A server with GIF search (the GIF Library shows only where the server offers it).
      if (url.includes("/api/config")) return json({ gifs: true });
      return json({});
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderComposer({
  isGuest = false,
  offerInterview,
}: { isGuest?: boolean; offerInterview?: boolean } = {}) {
  render(
    <AppProviders>
      {/* The composer links to the interview; in the app it always sits in the router. */}
      <MemoryRouter>
        <SceneComposer
          open
          onOpenChange={() => undefined}
          movieId="movie-1"
          isGuest={isGuest}
          offerInterview={offerInterview}
        />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByRole("dialog");
}

const frames = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

// Each test drives the whole composer as a person does: slow on a shared machine.
describe("the composer's feelings", { timeout: 20_000 }, () => {
  it("puts the feeling's sentence after the text, selected, and keeps the feeling as a chip", async () => {
    const user = userEvent.setup();
    const composer = renderComposer();
    const text = within(composer).getByLabelText<HTMLTextAreaElement>("Scene text");
    fireEvent.change(text, { target: { value: "The last day of school." } });
    await user.click(within(composer).getByRole("button", { name: "Emotions Wheel" }));
    await user.click(within(composer).getByRole("button", { name: /^Happy/ }));
    await user.click(within(composer).getByRole("button", { name: /^Joyful/ }));
    await frames();

    const sentence = "My heart felt light, and I couldn't stop smiling.";
    expect(text.value).toBe(`The last day of school. ${sentence}`);
    expect(text.value.slice(text.selectionStart, text.selectionEnd)).toBe(sentence);
    const hint = within(composer).getByText(
      "“Joyful” added a sentence, selected: type to say it your own way, or keep it.",
    );
    expect(hint.getAttribute("role")).toBe("status");
    const chips = within(composer).getByRole("list", { name: "Feelings" });
    expect(within(chips).getByText("Joyful")).toBeTruthy();

    // Typing over the selection replaces the suggestion; the feeling stays.
    await user.keyboard("I ran out laughing.");
    expect(text.value).toBe("The last day of school. I ran out laughing.");
    expect(within(chips).getByText("Joyful")).toBeTruthy();

    // Removing the chip takes the feeling off the scene and leaves the words.
    await user.click(within(chips).getByRole("button", { name: "Remove the feeling Joyful" }));
    expect(within(composer).queryByRole("list", { name: "Feelings" })).toBeNull();
    expect(text.value).toBe("The last day of school. I ran out laughing.");
  });

  it("keeps the feelings in the draft it saves", async () => {
    const user = userEvent.setup();
    const composer = renderComposer();
    await waitFor(() => expect(sent.some((r) => r.url.includes("/api/drafts/scene"))).toBe(true));
    await user.click(within(composer).getByRole("button", { name: "Emotions Wheel" }));
    await user.click(within(composer).getByRole("button", { name: /^Sad/ }));
    await user.click(within(composer).getByRole("button", { name: /^Lonely/ }));
    await waitFor(
      () =>
        expect(sent.find((r) => r.method === "PUT")?.body).toMatchObject({
          metadata: { emotions: [{ core: "sad", feeling: "lonely" }] },
        }),
      { timeout: 3000 },
    );
  });
});

describe("Calendar Import", { timeout: 20_000 }, () => {
  it("opens the event it adds for editing, dated by a month for an old memory", async () => {
    const user = userEvent.setup();
    const composer = renderComposer();
    await user.click(within(composer).getByRole("button", { name: "Calendar Import" }));

    const list = within(composer).getByRole("heading", { name: "Scene Elements (1)" })
      .parentElement as HTMLElement;
    expect(within(list).getByText("Important Meeting")).toBeTruthy();
    expect(within(list).getByText("Not set yet")).toBeTruthy();
    const title = within(composer).getByLabelText<HTMLInputElement>("What happened");
    expect(title.value).toBe("");
    expect(title.placeholder).toBe("Important Meeting");
    expect(within(composer).getByLabelText<HTMLInputElement>("Date").value).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );

    await user.click(within(composer).getByRole("radio", { name: "Month only" }));
    await user.selectOptions(within(composer).getByRole("combobox", { name: "Month" }), "July");
    const year = within(composer).getByLabelText<HTMLInputElement>("Year");
    await user.clear(year);
    await user.type(year, "19");
    fireEvent.blur(year);
    expect(within(composer).getByRole("alert").textContent).toBe(
      "Enter the year with four digits, like 1998.",
    );
    await user.type(year, "98");
    expect(within(composer).queryByRole("alert")).toBeNull();
    expect(within(list).getByText("July 1998")).toBeTruthy();

    // Named, the event is the person's own: the mark goes.
    await user.type(title, "Summer at Grandma's");
    expect(within(list).queryByText("Not set yet")).toBeNull();
    expect(within(list).getByText("Summer at Grandma's")).toBeTruthy();
    await user.click(within(composer).getByRole("button", { name: "Done" }));
    expect(within(composer).queryByLabelText("What happened")).toBeNull();

    // The list opens it again.
    await user.click(
      within(list).getByRole("button", { name: "Edit calendar: Summer at Grandma's" }),
    );
    expect(within(composer).getByLabelText<HTMLInputElement>("Year").value).toBe("1998");
  });

  it("is not offered to a guest, who keeps GIFs and the wheel", async () => {
    const composer = renderComposer({ isGuest: true });
    expect(await within(composer).findByRole("button", { name: "GIF Library" })).toBeTruthy();
    expect(within(composer).queryByRole("button", { name: "Calendar Import" })).toBeNull();
    expect(within(composer).queryByRole("button", { name: "Photo/Video" })).toBeNull();
    expect(within(composer).getByRole("button", { name: "Emotions Wheel" })).toBeTruthy();
  });
});

describe("the composer's state", { timeout: 20_000 }, () => {
  it("offers Create only once the scene has words", async () => {
    const composer = renderComposer();
    const create = within(composer).getByRole<HTMLButtonElement>("button", { name: "Create" });
    expect(create.disabled).toBe(true);
    const text = within(composer).getByLabelText<HTMLTextAreaElement>("Scene text");
    fireEvent.change(text, { target: { value: "The day the river froze." } });
    await waitFor(() => expect(create.disabled).toBe(false));
    fireEvent.change(text, { target: { value: "   " } });
    await waitFor(() => expect(create.disabled).toBe(true));
  });

  it("keeps what was typed in the draft it saves", async () => {
    const composer = renderComposer();
    await waitFor(() => expect(sent.some((r) => r.url.includes("/api/drafts/scene"))).toBe(true));
    const text = within(composer).getByLabelText<HTMLTextAreaElement>("Scene text");
    fireEvent.change(text, { target: { value: "Grandma's kitchen at dawn." } });
    await waitFor(
      () =>
        expect(sent.find((r) => r.method === "PUT")?.body).toMatchObject({
          content: "Grandma's kitchen at dawn.",
        }),
      { timeout: 3000 },
    );
  });
});

describe("the composer's way into the interview", () => {
  it("offers the interview on one's own movie, and not on a movie shared with one", () => {
    const own = renderComposer();
    expect(within(own).getByRole("link", { name: "Interview me" })).toBeTruthy();
    cleanup();
    const shared = renderComposer({ offerInterview: false });
    expect(within(shared).queryByRole("link", { name: "Interview me" })).toBeNull();
  });
});
