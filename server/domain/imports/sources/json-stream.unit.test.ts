import { describe, expect, it } from "vitest";
import { jsonValuesAt, JsonStreamError, type JsonPath } from "./json-stream.ts";

// The document in pieces of `size` bytes, as an archive entry inflates: pieces cut strings,
// numbers and multi-byte characters in two.
async function* piecesOf(text: string, size: number) {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function valuesOf(
  text: string,
  wanted: (path: JsonPath) => boolean,
  options: Parameters<typeof jsonValuesAt>[2] = {},
  size = 3,
) {
  const out: { path: JsonPath; value: unknown }[] = [];
  for await (const found of jsonValuesAt(piecesOf(text, size), wanted, options)) out.push(found);
  return out;
}

const entries = (path: JsonPath) => path.length === 1;

describe("jsonValuesAt", () => {
  it("hands out each entry of a list whole, whatever the pieces", async () => {
    const doc = JSON.stringify([{ a: "café 🎉", b: [1, 2.5e3, { c: null }] }, "x", true, 42]);
    for (const size of [1, 2, 7, 1000]) {
      expect(await valuesOf(doc, entries, {}, size)).toEqual([
        { path: [0], value: { a: "café 🎉", b: [1, 2500, { c: null }] } },
        { path: [1], value: "x" },
        { path: [2], value: true },
        { path: [3], value: 42 },
      ]);
    }
  });

  it("finds a list under a key, and cuts X's prefix off first", async () => {
    const reels = '{"other": [9], "ig_reels_media": [{"n": 1}, {"n": 2}]}';
    const underKey = (path: JsonPath) => path.length === 2 && path[0] === "ig_reels_media";
    expect((await valuesOf(reels, underKey)).map((v) => v.value)).toEqual([{ n: 1 }, { n: 2 }]);
    const tweets = 'window.YTD.tweets.part0 = [{"id": "1"}]';
    const prefix = /^\s*window\.YTD\.[\w.]+\s*=\s*/;
    expect(await valuesOf(tweets, entries, { prefix })).toEqual([
      { path: [0], value: { id: "1" } },
    ]);
  });

  it("tells of the containers it passes through", async () => {
    const seen: [JsonPath, boolean][] = [];
    await valuesOf('{"a": {"b": [1]}}', () => false, {
      onContainer: (path, isArray) => seen.push([[...path], isArray]),
    });
    expect(seen).toEqual([
      [[], false],
      [["a"], false],
      [["a", "b"], true],
    ]);
  });

  it("stops on a text, an entry or a nesting past its limits, and on a document cut short", async () => {
    const stop = async (
      text: string,
      limits: Parameters<typeof jsonValuesAt>[2],
      wanted: (path: JsonPath) => boolean = entries,
    ) => {
      const error: unknown = await valuesOf(text, wanted, limits).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(JsonStreamError);
      return (error as Error).message;
    };
    expect(await stop(`["${"a".repeat(50)}"]`, { limits: { maxStringChars: 10 } })).toMatch(
      /longer than 10 characters/,
    );
    expect(await stop(`[{"a": "${"b".repeat(50)}"}]`, { limits: { maxValueChars: 20 } })).toMatch(
      /too large/,
    );
    expect(await stop('{"a":{"b":{"c":{}}}}', { limits: { maxDepth: 2 } }, () => false)).toMatch(
      /nested more than 2/,
    );
    expect(await stop('[{"a": 1}, {"b"', {})).toMatch(/not valid JSON|ends before/);
  });
});
