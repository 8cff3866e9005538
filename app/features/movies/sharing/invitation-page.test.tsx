// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Invitation } from "#contracts/collaboration.ts";
import { takeReturnTo } from "#app/lib/return-to";
import { render as renderView } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "#app/components/app-providers";
import { renderForm } from "#tests/support/render-form";
import { InvitationPage, type InvitedVisitor } from "./invitation-page";

const invitation: Invitation = {
  movieTitle: "The Boat",
  ownerName: "Maya",
  role: "editor",
  email: "ben@example.com",
  expiresAt: "2026-12-11T10:00:00.000Z",
};

// The invitation routes as the server answers them; the page asks for the preview once opened.
function serve(preview: [number, unknown], accept: [number, unknown] = [200, {}]) {
  const asked: string[] = [];
  const configFetch = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (!path.includes("/api/invitations/")) return configFetch(input, init);
      const method = init?.method ?? "GET";
      asked.push(`${method} ${path}`);
      const [status, body] = method === "GET" ? preview : accept;
      return new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return asked;
}

async function render(
  visitor: InvitedVisitor,
  preview: [number, unknown],
  accept?: [number, unknown],
) {
  // The form helper's stubs (the public config, happy-dom's styles); the page runs in a router
  // that knows where it sends people.
  renderForm(<></>).unmount();
  const asked = serve(preview, accept);
  const router = createMemoryRouter(
    [
      { path: "/invite/:token", element: <InvitationPage token="tok" visitor={visitor} /> },
      { path: "/auth/login", element: <p>Sign-in page</p> },
      { path: "/auth/signup", element: <p>Sign-up page</p> },
      { path: "/app/movies/:movieId/scenes", element: <p>The movie</p> },
    ],
    { initialEntries: ["/invite/tok"] },
  );
  renderView(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), router, asked };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("an invitation link", () => {
  it("shows what it offers and asks a signed-out person to sign in, coming back here", async () => {
    const { user } = await render({ kind: "signed-out" }, [200, invitation]);
    expect(await screen.findByRole("heading", { name: "Join “The Boat”" })).toBeTruthy();
    expect(screen.getByText("Maya invited you to write it with them.")).toBeTruthy();
    expect(screen.getByText("ben@example.com")).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Sign in" }));
    expect(takeReturnTo()).toBe("/invite/tok");
  });

  it("tells a guest to make an account first", async () => {
    await render({ kind: "guest" }, [200, invitation]);
    expect(await screen.findByText(/as a guest\. Make an account first/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create an account" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Accept/ })).toBeNull();
  });

  it("lets a signed-in person accept and opens the movie", async () => {
    const { user, router, asked } = await render(
      { kind: "person", email: "ben@example.com" },
      [200, invitation],
      [200, { movieId: "m1", role: "editor" }],
    );
    await user.click(await screen.findByRole("button", { name: "Accept and open the movie" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/movies/m1/scenes"));
    expect(asked).toEqual(["GET /api/invitations/tok", "POST /api/invitations/tok/accept"]);
  });

  it("says kindly that an unknown, expired or used link does not work, and what to do", async () => {
    await render({ kind: "person", email: "ben@example.com" }, [
      404,
      { error: { code: "not_found", message: "Not found" } },
    ]);
    expect(
      await screen.findByRole("heading", { name: "This invitation link doesn't work" }),
    ).toBeTruthy();
    expect(screen.getByText(/Ask the person who invited you to send a new link/)).toBeTruthy();
  });
});
