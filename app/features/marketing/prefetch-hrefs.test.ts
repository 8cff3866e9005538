import { describe, expect, it } from "vitest";
import { prefetchHrefs } from "./prefetch-hrefs";

const routes = {
  root: { module: "/assets/root.js", imports: ["/assets/react.js"], css: ["/assets/root.css"] },
  landing: { module: "/assets/landing.js", imports: ["/assets/react.js", "/assets/icons.js"] },
  providers: { module: "/assets/providers.js", imports: ["/assets/react.js", "/assets/query.js"] },
  login: {
    module: "/assets/login.js",
    imports: ["/assets/icons.js", "/assets/auth-client.js"],
    css: ["/assets/login.css"],
  },
  signup: { module: "/assets/signup.js", imports: ["/assets/auth-client.js"] },
};

describe("prefetchHrefs", () => {
  it("lists the next pages' modules, their chunks and styles once, minus what is loaded", () => {
    expect(
      prefetchHrefs(
        routes,
        ["root", "providers", "login", "root", "providers", "signup"],
        ["root", "landing"],
      ),
    ).toEqual({
      scripts: [
        "/assets/providers.js",
        "/assets/query.js",
        "/assets/login.js",
        "/assets/auth-client.js",
        "/assets/signup.js",
      ],
      styles: ["/assets/login.css"],
    });
  });

  it("ignores route ids the manifest does not know", () => {
    expect(prefetchHrefs(routes, ["gone"], [])).toEqual({ scripts: [], styles: [] });
  });
});
