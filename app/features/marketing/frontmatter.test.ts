import { describe, expect, it } from "vitest";
import { pageForPath, parseFrontmatter } from "./content.server";

describe("the content's frontmatter", () => {
  it("reads quoted values without their quotes, as YAML does", () => {
    const { meta, body } = parseFrontmatter(
      `---\ntitle: "Pricing: Free and Pro"\nlead: 'It''s free'\nplain: a: b\n---\nText`,
    );
    expect(meta).toEqual({ title: "Pricing: Free and Pro", lead: "It's free", plain: "a: b" });
    expect(body).toBe("Text");
  });

  it("gives every page a title without quote marks (the tab shows it)", () => {
    expect(pageForPath("/pricing")?.meta.title).toBe("Pricing: Free and Lifescript Pro");
  });
});
