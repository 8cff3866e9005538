// @vitest-environment happy-dom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "#app/components/app-providers";
import { CategoryCard, type CardSpec } from "./category-card";

// A guided card as the person meets it: a suggestion says it is one (on the card and on the field)
// and is saved only when kept; what is typed saves itself. The server is a stub that answers the
// card's create and update with the element and its next version.

type Sent = { method: string; url: string; body: Record<string, unknown> };
let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      sent.push({ method, url: String(input), body });
      const version = method === "POST" ? 1 : Number(body.version ?? 0) + 1;
      return new Response(JSON.stringify({ id: body.id ?? "e1", ...body, version }), {
        status: method === "POST" ? 201 : 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

const protagonist: CardSpec = {
  movieId: "m1",
  group: "key_categories",
  category: "characters",
  subComponent: "protagonist",
  title: "Protagonist",
  explanation: "The person whose story this is.",
  example: "Rosa, 19",
  fields: [
    { key: "characterName", label: "Name" },
    { key: "role", label: "Role in the story" },
  ],
  element: undefined,
  prefill: { characterName: "Jane Moreau", role: "" },
  prefillSource: "your name on your account",
  choices: [],
};

function renderCard(spec: CardSpec = protagonist, readOnly = false) {
  render(
    <AppProviders>
      <CategoryCard spec={spec} defaultOpen readOnly={readOnly} />
    </AppProviders>,
  );
  return screen.getByTestId("card-protagonist");
}

describe("a guided card", { timeout: 20_000 }, () => {
  it("labels a suggestion as one and saves it only when kept", async () => {
    const user = userEvent.setup();
    const card = renderCard();
    expect(within(card).getByLabelText<HTMLInputElement>(/^Name/).value).toBe("Jane Moreau");
    expect(within(card).getByText("A suggestion")).toBeTruthy();
    expect(within(card).getAllByText("Suggested")).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(sent.filter((r) => r.method !== "GET")).toEqual([]);

    await user.click(within(card).getByRole("button", { name: "Keep this suggestion" }));
    await waitFor(() => expect(within(card).getByRole("status").textContent).toBe("Saved"));
    const created = sent.find((r) => r.method === "POST");
    expect(created?.body).toMatchObject({
      categoryType: "characters",
      subComponentType: "protagonist",
      title: "Jane Moreau",
      content: { characterName: "Jane Moreau", role: "" },
      isCompleted: false,
    });
    expect(within(card).queryByText("A suggestion")).toBeNull();
  });

  it("saves what is typed a moment later, then each change over the version it got back", async () => {
    const user = userEvent.setup();
    const card = renderCard();
    await user.type(within(card).getByLabelText(/^Role in the story/), "The daughter");
    expect(within(card).queryByText("A suggestion")).toBeNull();
    await waitFor(() => expect(sent.some((r) => r.method === "POST")).toBe(true), {
      timeout: 3000,
    });
    expect(sent.filter((r) => r.method === "POST")).toHaveLength(1);
    expect(sent.find((r) => r.method === "POST")?.body.content).toEqual({
      characterName: "Jane Moreau",
      role: "The daughter",
    });
    await waitFor(() => expect(within(card).getByRole("status").textContent).toBe("Saved"));
    await user.click(within(card).getByRole("button", { name: "Save and mark complete" }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === "PATCH")?.body).toMatchObject({
        isCompleted: true,
        version: 1,
      }),
    );
    expect(within(card).getByText("Complete")).toBeTruthy();
  });

  it("shows a reader of a shared movie the card without letting them change it", async () => {
    const user = userEvent.setup();
    const reader = { ...protagonist, prefill: {}, prefillSource: null };
    const card = renderCard(reader, true);
    expect(within(card).getByText("Nobody has written this card yet.")).toBeTruthy();
    const name = within(card).getByLabelText<HTMLInputElement>(/^Name/);
    expect(name.readOnly).toBe(true);
    await user.type(name, "Someone");
    expect(name.value).toBe("");
    expect(within(card).queryByRole("button", { name: "Save and mark complete" })).toBeNull();
    expect(within(card).queryByText("A suggestion")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(sent.filter((r) => r.method !== "GET")).toEqual([]);
  });
});
