import { describe, expect, it } from "vitest";
import { pageForPath } from "./content.server";
import { applyServiceVariants } from "./service-variants";

const voiceOn = { gifs: false, voice: true };
const nothingOn = { gifs: false, voice: false };

describe("text about an optional service in marketing Markdown", () => {
  it("keeps a variant's text, spaces included, only where the service is on", () => {
    const source = "more storage{voice} and voice{/voice}, export";
    expect(applyServiceVariants(source, voiceOn)).toBe("more storage and voice, export");
    expect(applyServiceVariants(source, nothingOn)).toBe("more storage, export");
  });

  it("shows the other wording where the service is off", () => {
    const source = "stories{voice}, photos, or a lot to dictate{else} or photos{/voice}.";
    expect(applyServiceVariants(source, voiceOn)).toBe("stories, photos, or a lot to dictate.");
    expect(applyServiceVariants(source, nothingOn)).toBe("stories or photos.");
  });

  it("reads each service's switch on its own", () => {
    const source = "{gifs}GIFs{/gifs}|{voice}voice{/voice}";
    expect(applyServiceVariants(source, { gifs: true, voice: false })).toBe("GIFs|");
    expect(applyServiceVariants(source, { gifs: false, voice: true })).toBe("|voice");
  });
});

describe("the pricing page's words", () => {
  const words = (services: typeof voiceOn) => {
    const page = pageForPath("/pricing", services);
    return [page?.meta.description, page?.meta.lead, page?.html].join("\n");
  };

  it("say nothing about dictation on a server without voice", () => {
    const text = words(nothingOn);
    expect(text).not.toMatch(/voice|dictat|recording/i);
    expect(text).not.toMatch(/[{}]/);
    expect(text).toContain("many stories or lots of photos and videos.");
    expect(text).toContain("more storage, Final Draft export");
  });

  it("name voice minutes where voice dictation is on", () => {
    const text = words(voiceOn);
    expect(text).toContain("or a lot to dictate.");
    expect(text).toContain("Voice minutes start again on the first day of each month.");
    expect(text).not.toMatch(/[{}]/);
  });
});
