import { describe, expect, it } from "vitest";
import { newerDraft } from "./draft-store";

describe("newerDraft", () => {
  const d = (content: string, updatedAt: string) => ({ content, elements: [], updatedAt });
  it("prefers the newer copy", () => {
    expect(
      newerDraft(d("local", "2026-01-02T00:00:00Z"), d("server", "2026-01-01T00:00:00Z"))?.content,
    ).toBe("local");
    expect(
      newerDraft(d("local", "2026-01-01T00:00:00Z"), d("server", "2026-01-02T00:00:00Z"))?.content,
    ).toBe("server");
    expect(newerDraft(null, d("server", "2026-01-01T00:00:00Z"))?.content).toBe("server");
  });
  it("treats an empty newest draft as none", () => {
    expect(newerDraft(d("", "2026-01-03T00:00:00Z"), d("old", "2026-01-01T00:00:00Z"))).toBeNull();
    expect(newerDraft(null, null)).toBeNull();
  });
});
