// Bytes → text. Scripts arrive from old editors in UTF-8, Windows-1252 or Latin-1, often mixed
// (a UTF-8 file with one pasted `\xB0`). We decode UTF-8 and fall back to Windows-1252 for each
// byte that is not part of a valid UTF-8 sequence, so nothing is lost and nothing throws.

// Windows-1252 differs from Latin-1 only in 0x80–0x9F; undefined slots map to the C1 control.
const CP1252_80_9F = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function cp1252(byte: number): number {
  return byte >= 0x80 && byte <= 0x9f ? (CP1252_80_9F[byte - 0x80] ?? byte) : byte;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Decodes bytes (UTF-8 with per-byte Windows-1252 fallback) and drops a leading byte-order mark. */
export function decodeBytes(bytes: Uint8Array): string {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    text = decodeMixed(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function decodeMixed(b: Uint8Array): string {
  const out: string[] = [];
  let chunk: number[] = [];
  const flush = (): void => {
    if (chunk.length > 0) out.push(String.fromCodePoint(...chunk));
    chunk = [];
  };
  let i = 0;
  while (i < b.length) {
    const c = b[i] ?? 0;
    let need = 0;
    let cp = 0;
    let min = 0;
    if (c < 0x80) {
      chunk.push(c);
      i++;
      if (chunk.length >= 4096) flush();
      continue;
    } else if (c >= 0xc2 && c <= 0xdf) {
      need = 1;
      cp = c & 0x1f;
      min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      cp = c & 0x0f;
      min = 0x800;
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      cp = c & 0x07;
      min = 0x10000;
    }
    let ok = need > 0;
    for (let k = 1; ok && k <= need; k++) {
      const cc = b[i + k];
      if (cc === undefined || (cc & 0xc0) !== 0x80) ok = false;
      else cp = (cp << 6) | (cc & 0x3f);
    }
    if (ok && cp >= min && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff)) {
      chunk.push(cp);
      i += need + 1;
    } else {
      chunk.push(cp1252(c));
      i++;
    }
    if (chunk.length >= 4096) flush();
  }
  flush();
  return out.join("");
}

/** CRLF, lone CR and LF all become LF. */
export function normalizeLineEnds(text: string): string {
  if (text.indexOf("\r") === -1) return text;
  return text.replace(/\r\n?/g, "\n");
}
