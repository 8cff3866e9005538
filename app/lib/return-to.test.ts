// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { rememberReturnTo, takeReturnTo } from "./return-to";

afterEach(() => localStorage.clear());

describe("the page to come back to after signing in", () => {
  it("is given back once", () => {
    rememberReturnTo("/invite/abc");
    expect(takeReturnTo()).toBe("/invite/abc");
    expect(takeReturnTo()).toBeNull();
  });

  it("is forgotten after a day", () => {
    rememberReturnTo("/invite/abc", 0);
    expect(takeReturnTo(25 * 60 * 60 * 1000)).toBeNull();
  });

  it("is never another site", () => {
    rememberReturnTo("//evil.example/x");
    rememberReturnTo("https://evil.example/x");
    expect(takeReturnTo()).toBeNull();
  });
});
