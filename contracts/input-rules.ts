import { z } from "./zod.ts";

// The input rules every request payload follows (decision 0012). One definition for all of them,
// so that bad input is a 400 naming the field at every endpoint, never a database error:
// - a single-line field (a title, a name, a key) refuses control characters (NUL, tabs, line
//   breaks, escapes): they make no sense there and the database cannot store NUL;
// - free-form text (a scene's words, a screenplay, a note) keeps what was written, tabs and
//   line breaks included, but drops NUL characters, which PostgreSQL refuses in text;
// - free-form JSON (metadata, a card's content) is limited in depth and loses NUL characters in
//   its strings and keys, like free text;
// - integers stored in PostgreSQL `integer` columns stay within its range.

// The largest value of a PostgreSQL `integer` (int4) column.
export const INT4_MAX = 2_147_483_647;
// How deep free-form JSON may nest: far more than any real metadata, far less than a stack.
export const FREE_JSON_MAX_DEPTH = 16;

// C0 controls, DEL, C1 controls and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const NUL = /\u0000/g;

export const stripNul = (value: string): string =>
  value.indexOf("\u0000") === -1 ? value : value.replace(NUL, "");

export const CONTROL_CHARACTER_MESSAGE =
  "must not contain control characters (such as line breaks, tabs or NUL)";

/** A single-line text field: control characters are refused (400 naming the field). Chain
 * `.trim()`, `.min()`, `.max()` as on any string. */
export const line = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasLineControl(value), {
    message: CONTROL_CHARACTER_MESSAGE,
  });

/** Control characters inside a single-line value (surrounding white space is for trim()). */
export const hasLineControl = (value: string): boolean => LINE_CONTROLS.test(value.trim());

/** Free-form text: kept as written, except NUL characters, which are dropped. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(stripNul);

/** Depth of a JSON value (a scalar is 0), found without recursion so that no input can exhaust
 * the stack; stops counting past `limit`. */
export function jsonDepth(value: unknown, limit = Infinity): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== "object") continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > limit) return deepest;
    for (const child of Object.values(current)) stack.push([child, here]);
  }
  return deepest;
}

/** Every string (and key) of a JSON value without NUL characters; other values unchanged. */
export function stripNulDeep(value: unknown): unknown {
  if (typeof value === "string") return stripNul(value);
  if (Array.isArray(value)) return value.map(stripNulDeep);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) out[stripNul(key)] = stripNulDeep(child);
    return out;
  }
  return value;
}

/** A free-form JSON object (metadata, a card's content): at most FREE_JSON_MAX_DEPTH levels,
 * NUL characters dropped from its strings and keys. */
export const freeJson = (field: string, params?: Parameters<typeof z.record>[2]) =>
  z
    .record(z.string(), z.unknown(), params)
    .refine((value) => jsonDepth(value, FREE_JSON_MAX_DEPTH) <= FREE_JSON_MAX_DEPTH, {
      message: `${field} is nested too deeply (${FREE_JSON_MAX_DEPTH} levels at most)`,
      abort: true,
    })
    .overwrite((value) => stripNulDeep(value) as Record<string, unknown>);

/** A whole number stored in an `integer` column: 0 (or `min`) up to INT4_MAX. */
export const int4 = (field: string, min = 0, whole = `${field} must be a whole number`) =>
  z
    .number({ error: whole })
    .int(whole)
    .min(min, `${field} must be at least ${min}`)
    .max(INT4_MAX, `${field} must be at most ${INT4_MAX}`);

/** The `version` an update carries (optimistic concurrency): a row's version, 1 or more. */
export const rowVersion = (min = 1, whole?: string) =>
  z
    .number({ error: "version is required" })
    .int(whole)
    .min(min)
    .max(INT4_MAX, `version must be at most ${INT4_MAX}`);
