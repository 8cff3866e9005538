import { expect, it } from "vitest";
import { metaJson } from "#tests/factories/import-archives.ts";
import { fixMetaJson, fixMetaText } from "./meta-text.ts";

it("decodes Meta's byte-escaped UTF-8: accents, emoji, CJK, Arabic", () => {
  const written = metaJson({ title: "Café 🎉 東京 مرحبا", list: ["ü"] });
  expect(written).toContain("\\u00c3\\u00a9");
  expect(fixMetaJson(JSON.parse(written))).toEqual({ title: "Café 🎉 東京 مرحبا", list: ["ü"] });
});

it("leaves text alone that is already right or is no UTF-8 byte sequence", () => {
  expect(fixMetaText("plain ASCII")).toBe("plain ASCII");
  expect(fixMetaText("déjà vu 🎉")).toBe("déjà vu 🎉");
  // A lone "é" (0xE9) is not valid UTF-8 on its own: a real Latin-1 character, kept.
  expect(fixMetaText("caf\u00e9")).toBe("café");
});
