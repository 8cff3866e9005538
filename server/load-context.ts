import type { NotFoundEvent } from "./domain/site/record-not-found.ts";

// What React Router loaders receive from the Node server as their `context`.
export type PageLoadContext = {
  recordNotFound: (event: NotFoundEvent) => Promise<void>;
  socialProviders: { google: boolean; apple: boolean };
};

declare module "react-router" {
  interface AppLoadContext extends PageLoadContext {}
}
