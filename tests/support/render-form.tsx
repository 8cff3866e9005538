import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { PublicConfig } from "#contracts/system.ts";
import { vi } from "vitest";
import { AppProviders } from "#app/components/app-providers";

const publicConfig: PublicConfig = {
  auth: { google: false, apple: false, phone: true },
  mail: "smtp",
  devMail: false,
  cowriter: false,
  gifs: false,
  voice: false,
  payments: false,
};

// A form as a person meets it in a component test: inside the app's providers and a router whose
// `/app` page says where a finished sign-in landed. The public config answers as a server with
// mail and no social providers; any other request is a test's mistake and fails loudly.
export function renderForm(ui: React.ReactNode) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes("/api/config")) {
        return new Response(JSON.stringify(publicConfig), {
          headers: { "content-type": "application/json" },
        });
      }
      throw new Error(`unexpected request in a component test: ${url}`);
    }),
  );
  // happy-dom computes no CSS transform; the bottom sheet (vaul) reads one on every pointer release.
  const computedStyle = window.getComputedStyle.bind(window);
  vi.stubGlobal(
    "getComputedStyle",
    (element: Element) =>
      new Proxy(computedStyle(element), {
        get: (style, key) => {
          if (key === "transform") return style.transform || "none";
          const value: unknown = Reflect.get(style, key, style);
          return typeof value === "function" ? value.bind(style) : value;
        },
      }),
  );
  const router = createMemoryRouter(
    [
      { path: "/", element: ui },
      { path: "/app", element: <p>Signed in</p> },
    ],
    { initialEntries: ["/"] },
  );
  return {
    user: userEvent.setup(),
    router,
    ...render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}

// A promise the test settles itself, to look at a form while its request is on its way.
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
