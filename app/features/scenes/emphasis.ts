// The emphasis marks the composer writes and the screenplay format reads: **bold**, *italic*,
// _underline_. Parsed into plain runs so they render as elements, never as injected HTML.

export type Mark = "bold" | "italic" | "underline";
export type Run = { text: string; marks: Mark[] };

const MARKERS: Array<{ token: string; mark: Mark }> = [
  { token: "**", mark: "bold" },
  { token: "*", mark: "italic" },
  { token: "_", mark: "underline" },
];

function markerAt(text: string, index: number) {
  return MARKERS.find((m) => text.startsWith(m.token, index)) ?? null;
}

export function parseEmphasis(text: string, marks: Mark[] = []): Run[] {
  const runs: Run[] = [];
  let plain = "";
  let i = 0;
  const flush = () => {
    if (plain) runs.push({ text: plain, marks });
    plain = "";
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === "\\" && i + 1 < text.length && "*_\\".includes(text[i + 1] ?? "")) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    const marker = markerAt(text, i);
    if (marker && !marks.includes(marker.mark)) {
      const start = i + marker.token.length;
      const close = findClose(text, start, marker.token);
      if (close > start) {
        flush();
        runs.push(...parseEmphasis(text.slice(start, close), [...marks, marker.mark]));
        i = close + marker.token.length;
        continue;
      }
    }
    plain += ch;
    i += 1;
  }
  flush();
  return runs;
}

// The closing marker: same token, the content neither starts nor ends with a space, and a single
// "*" is not half of a "**".
function findClose(text: string, start: number, token: string): number {
  if (/\s/.test(text[start] ?? " ")) return -1;
  let from = start;
  while (from < text.length) {
    const at = text.indexOf(token, from);
    if (at < 0) return -1;
    const doubled = token === "*" && (text[at + 1] === "*" || text[at - 1] === "*");
    if (at > start && !/\s/.test(text[at - 1] ?? "") && !doubled) return at;
    if (token === "*" && text[at + 1] === "*") {
      // skip over a nested **bold** inside *italic*
      const inner = text.indexOf("**", at + 2);
      from = inner < 0 ? at + 2 : inner + 2;
      continue;
    }
    from = at + token.length;
  }
  return -1;
}
