// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Collaborator, CollaboratorList } from "#contracts/collaboration.ts";
import type { Movie } from "#contracts/movie.ts";
import { renderForm } from "#tests/support/render-form";
import { SharePeopleSheet } from "./share-people-sheet";

const movie: Movie = {
  id: "9b2f7c1e-58d4-4a53-9d4e-3f0e6c2a1b7d",
  userId: "u1",
  title: "The Boat",
  description: null,
  genre: "drama",
  coverImage: null,
  coverPageUrl: null,
  status: "draft",
  version: 1,
  lastEditedBy: null,
  metadata: {},
  sceneCount: 0,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  role: "owner",
  ownerName: null,
};

const person = (over: Partial<Collaborator> = {}): Collaborator => ({
  id: crypto.randomUUID(),
  email: "ana@example.com",
  role: "editor",
  status: "invited",
  name: null,
  invitedAt: "2026-11-27T10:00:00.000Z",
  acceptedAt: null,
  expiresAt: "2026-12-11T10:00:00.000Z",
  version: 1,
  ...over,
});

type Sent = { method: string; path: string; body: unknown };

// The collaborators routes as the server answers them: the list, then whatever each test says
// a write answers.
function serve(
  people: Collaborator[],
  write: (sent: Sent) => [number, unknown] = () => [204, null],
) {
  const sent: Sent[] = [];
  const configFetch = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (!path.includes("/collaborators")) return configFetch(input, init);
      const method = init?.method ?? "GET";
      const json = (status: number, body: unknown) =>
        new Response(body === null ? null : JSON.stringify(body), {
          status,
          headers: { "content-type": "application/json" },
        });
      if (method === "GET") {
        const list: CollaboratorList = {
          owner: { name: "Maya", email: "maya@example.com" },
          collaborators: people,
        };
        return json(200, list);
      }
      const request = { method, path, body: init?.body ? JSON.parse(String(init.body)) : null };
      sent.push(request);
      return json(...write(request));
    }),
  );
  return sent;
}

async function openSheet(people: Collaborator[], write?: (sent: Sent) => [number, unknown]) {
  const { user } = renderForm(<Harness />);
  const sent = serve(people, write);
  await user.click(screen.getByRole("button", { name: "Share with people" }));
  const sheet = within(await screen.findByRole("dialog"));
  await sheet.findByText("People with access");
  return { user, sheet, sent };
}

// The sheet opened from a button, as the movie's menu opens it: its list is asked for then.
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Share with people
      </button>
      <SharePeopleSheet movie={movie} open={open} onOpenChange={setOpen} />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("sharing a movie with people", () => {
  it("invites an address with the chosen role and offers its link to copy", async () => {
    const people: Collaborator[] = [];
    const { user, sheet, sent } = await openSheet(people, () => {
      const ben = person({ id: "c1", email: "ben@example.com", role: "viewer" });
      people.push(ben);
      return [201, { ...ben, inviteUrl: "http://localhost/invite/tok" }];
    });
    expect(sheet.getByTestId("people-count").textContent).toBe("0 of 10");
    await user.type(sheet.getByLabelText("Their email"), "  Ben@Example.com ");
    await user.click(sheet.getByRole("radio", { name: /Can read/ }));
    await user.click(sheet.getByRole("button", { name: "Send invitation" }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: "POST",
          path: `/api/movies/${movie.id}/collaborators`,
          body: { email: "ben@example.com", role: "viewer" },
        },
      ]),
    );
    expect(sheet.getByLabelText("Their email")).toHaveProperty("value", "");
    expect(await sheet.findByLabelText("Invitation link for ben@example.com")).toHaveProperty(
      "value",
      "http://localhost/invite/tok",
    );
    expect(sheet.getByTestId("people-count").textContent).toBe("1 of 10");
  });

  it("explains each role in a line", async () => {
    const { sheet } = await openSheet([]);
    expect(sheet.getByRole("radio", { name: /Can edit.*live/ })).toBeTruthy();
    expect(sheet.getByRole("radio", { name: /Can comment.*leaves comments/ })).toBeTruthy();
    expect(sheet.getByRole("radio", { name: /Can read.*nothing more/ })).toBeTruthy();
  });

  it("refuses the owner's own address and one already on the list, asking nothing", async () => {
    const { user, sheet, sent } = await openSheet([person()]);
    const email = sheet.getByLabelText("Their email");
    await user.type(email, "maya@example.com");
    await user.click(sheet.getByRole("button", { name: "Send invitation" }));
    expect(await sheet.findByText(/That is your own address/)).toBeTruthy();
    await user.clear(email);
    await user.type(email, "ana@example.com");
    await user.click(sheet.getByRole("button", { name: "Send invitation" }));
    expect(await sheet.findByText("ana@example.com is already on the list below.")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("says what to fix when the email is not an address", async () => {
    const { user, sheet, sent } = await openSheet([]);
    await user.type(sheet.getByLabelText("Their email"), "ana at home");
    await user.click(sheet.getByRole("button", { name: "Send invitation" }));
    await waitFor(() =>
      expect(sheet.getByLabelText("Their email").getAttribute("aria-invalid")).toBe("true"),
    );
    expect(sent).toEqual([]);
  });

  it("at ten people says so and takes no more invitations", async () => {
    const ten = Array.from({ length: 10 }, (_, i) => person({ email: `p${i}@example.com` }));
    const { sheet } = await openSheet(ten);
    expect(sheet.getByTestId("people-count").textContent).toBe("10 of 10");
    expect(sheet.getByText(/shared with 10 people, the most it can be/)).toBeTruthy();
    expect(sheet.getByRole("button", { name: "Send invitation" })).toHaveProperty("disabled", true);
  });

  it("shows the server's limit refusal in words", async () => {
    const { user, sheet } = await openSheet([], () => [
      409,
      { error: { code: "collaborator_limit", message: "limit" } },
    ]);
    await user.type(sheet.getByLabelText("Their email"), "zoe@example.com");
    await user.click(sheet.getByRole("button", { name: "Send invitation" }));
    expect((await sheet.findByRole("alert")).textContent).toContain(
      "Remove someone to invite another.",
    );
  });

  it("lists who joined and who is invited, with when the link stops working", async () => {
    const { sheet } = await openSheet([
      person({ email: "ana@example.com", status: "joined", name: "Ana", expiresAt: null }),
      person({ email: "ben@example.com" }),
    ]);
    const rows = sheet.getAllByTestId("person");
    expect(rows[0]?.textContent).toContain("Ana");
    expect(rows[0]?.textContent).toContain("Joined");
    expect(rows[1]?.textContent).toMatch(/Invited · the link works until/);
    expect(within(rows[1]!).getByRole("button", { name: "New invitation link" })).toBeTruthy();
  });

  it("changes a role at once, with the row's version", async () => {
    const ana = person({ id: "c9", version: 4 });
    const { user, sheet, sent } = await openSheet([ana], () => [
      200,
      { ...ana, role: "commenter", version: 5 },
    ]);
    await user.selectOptions(sheet.getByLabelText("What ana@example.com may do"), "Can comment");
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: "PATCH",
          path: `/api/movies/${movie.id}/collaborators/c9`,
          body: { role: "commenter", version: 4 },
        },
      ]),
    );
  });

  it("removes a person only after the confirmation", async () => {
    const { user, sheet, sent } = await openSheet([person({ id: "c7" })]);
    await user.click(sheet.getByRole("button", { name: "Remove ana@example.com" }));
    expect(sent).toEqual([]);
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm.textContent).toContain(
      "The invitation link sent to ana@example.com stops working.",
    );
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: "DELETE", path: `/api/movies/${movie.id}/collaborators/c7`, body: null },
      ]),
    );
  });
});
