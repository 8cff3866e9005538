import { getManyValues, isMany, none } from "stream-chain/defs.js";
import { Assembler } from "stream-json/core/assembler.js";
import { jsonParser, type Token } from "stream-json/core/parser.js";

// Reads a JSON document as it arrives, chunk by chunk, and hands out only the values at the places
// a reader asks for (each post of an array, each entry of a journal), one at a time: the document
// is never whole in memory, whatever its size, and each chunk's work is small, so the event loop
// is free between chunks. The tokenizer is stream-json's; where we are in the document (the path)
// and which values to assemble is ours. Its limits keep a hostile file from growing one value
// without end: a string, a number or one chosen value past its limit stops the read.

export type JsonPath = readonly (string | number)[];

export type JsonStreamLimits = {
  // Containers open at once: real exports nest 6 or 7 deep.
  maxDepth: number;
  // Characters of one string, key or number (a caption, a journal entry).
  maxStringChars: number;
  // Characters of one chosen value, tokens and strings counted (a post with its media).
  maxValueChars: number;
};

export const jsonStreamLimits: JsonStreamLimits = {
  maxDepth: 64,
  maxStringChars: 2_000_000,
  maxValueChars: 16_000_000,
};

// Why the read stopped, in words for the import's report ("Stopped reading x.json: …").
export class JsonStreamError extends Error {}

type Frame = { isArray: boolean; key: string | number };

// The text before the document that a reader cuts off (X's "window.YTD.tweets.part0 = ") is
// looked for in the first characters only.
const PREFIX_WINDOW = 1024;

export async function* jsonValuesAt(
  chunks: AsyncIterable<Uint8Array>,
  wanted: (path: JsonPath) => boolean,
  options: {
    prefix?: RegExp;
    limits?: Partial<JsonStreamLimits>;
    // Told of every array or object the read passes through without assembling it: a reader
    // learns that its list is where it expects one (or is not, to say so).
    onContainer?: (path: JsonPath, isArray: boolean) => void;
  } = {},
): AsyncGenerator<{ path: JsonPath; value: unknown }> {
  const limits = { ...jsonStreamLimits, ...options.limits };
  const tokenize = jsonParser();
  const decoder = new TextDecoder("utf-8");
  const frames: Frame[] = [];
  let assembler: Assembler | null = null;
  let assembling: JsonPath = [];
  let valueChars = 0;
  let stringChars = 0;
  let head: string | null = options.prefix ? "" : null;
  const found: { path: JsonPath; value: unknown }[] = [];

  const pathHere = (): JsonPath => frames.map((f) => f.key);
  // A value at the current place is complete: the array it sits in moves to its next index.
  const advance = () => {
    const top = frames[frames.length - 1];
    if (top?.isArray) top.key = (top.key as number) + 1;
  };

  function consume(token: Token) {
    if (token.name === "stringChunk" || token.name === "numberChunk") {
      stringChars += token.value.length;
      if (stringChars > limits.maxStringChars) {
        throw new JsonStreamError(
          `it holds a text longer than ${limits.maxStringChars.toLocaleString("en")} characters`,
        );
      }
    } else if (
      token.name === "startString" ||
      token.name === "startKey" ||
      token.name === "startNumber"
    ) {
      stringChars = 0;
    }
    if (assembler) {
      valueChars += token.name === "stringChunk" ? token.value.length : 1;
      if (valueChars > limits.maxValueChars) {
        throw new JsonStreamError("one of its items is too large to be a post or an entry");
      }
      assembler.consume(token);
      if (assembler.done) {
        found.push({ path: assembling, value: assembler.current });
        assembler = null;
        advance();
      }
      return;
    }
    switch (token.name) {
      case "keyValue": {
        const top = frames[frames.length - 1];
        if (top) top.key = token.value;
        return;
      }
      case "startObject":
      case "startArray": {
        const path = pathHere();
        if (wanted(path)) {
          assembler = new Assembler();
          assembling = path;
          valueChars = 0;
          assembler.consume(token);
          return;
        }
        options.onContainer?.(path, token.name === "startArray");
        if (frames.length >= limits.maxDepth) {
          throw new JsonStreamError(`it is nested more than ${limits.maxDepth} levels deep`);
        }
        frames.push({
          isArray: token.name === "startArray",
          key: token.name === "startArray" ? 0 : "",
        });
        return;
      }
      case "endObject":
      case "endArray":
        frames.pop();
        advance();
        return;
      case "stringValue":
      case "numberValue":
      case "nullValue":
      case "trueValue":
      case "falseValue": {
        const path = pathHere();
        if (wanted(path)) {
          const single = new Assembler();
          single.consume(token);
          found.push({ path, value: single.current });
        }
        advance();
        return;
      }
      default:
        return;
    }
  }

  function feed(text: string | typeof none) {
    let tokens;
    try {
      // stream-chain's protocol: a stage is called once with `none` at the end, to flush (its
      // type names only the input it takes before).
      tokens =
        text === none
          ? (tokenize as unknown as (end: typeof none) => ReturnType<typeof tokenize>)(none)
          : tokenize(text);
    } catch {
      throw new JsonStreamError("it is not valid JSON");
    }
    if (isMany(tokens)) for (const token of getManyValues(tokens) as Token[]) consume(token);
  }

  function feedText(text: string) {
    if (head === null) return feed(text);
    head += text;
    if (head.length < PREFIX_WINDOW) return;
    flushHead();
  }

  function flushHead() {
    if (head === null) return;
    const text = options.prefix ? head.replace(options.prefix, "") : head;
    head = null;
    feed(text);
  }

  for await (const chunk of chunks) {
    feedText(decoder.decode(chunk, { stream: true }));
    // Handed out between chunks: the caller's awaits (inserts, media checks) pace the read.
    yield* found.splice(0);
  }
  feedText(decoder.decode());
  flushHead();
  feed(none);
  yield* found.splice(0);
  if (assembler || frames.length > 0) {
    throw new JsonStreamError("it ends before its last item is complete");
  }
}
