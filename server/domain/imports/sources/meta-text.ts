// Facebook's and Instagram's JSON exports write each UTF-8 byte of a non-ASCII character as its own
// \u00XX escape, so "café 🎉" arrives as "cafÃ© ð\u009f\u008e\u0089" after JSON.parse (a long-known
// quirk of Meta's "Download your information", e.g. https://stackoverflow.com/q/50008296). Reading
// such a string's code units as bytes and decoding them as UTF-8 gives the text back.

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

export function fixMetaText(text: string): string {
  let high = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A character beyond one byte means the string was not written byte by byte: leave it be.
    if (code > 0xff) return text;
    if (code >= 0x80) high = true;
  }
  if (!high) return text;
  try {
    // Latin-1 turns each code unit (all under 0x100 here) into its byte in one native copy;
    // Uint8Array.from(text, mapper) walked the string character by character and, over a
    // 110 MiB posts file, allocated about 4 GB and took 10 s of the event loop.
    return strictUtf8.decode(Buffer.from(text, "latin1"));
  } catch {
    // Not UTF-8 bytes after all (a real "é" in a newer export): as it is.
    return text;
  }
}

// Every string of a parsed JSON value, fixed as above.
export function fixMetaJson(value: unknown): unknown {
  if (typeof value === "string") return fixMetaText(value);
  if (Array.isArray(value)) return value.map(fixMetaJson);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fixMetaJson(v)]));
  }
  return value;
}
