// The composer toolbar: Bold wraps the selection in **, Italic in *, Underline in _ (the
// screenplay format's emphasis marks). With nothing selected nothing happens.

export const FORMAT_MARKERS = { bold: "**", italic: "*", underline: "_" } as const;
export type FormatKind = keyof typeof FORMAT_MARKERS;

export type Selection = { value: string; selectionStart: number; selectionEnd: number };

export function wrapSelection(input: Selection, kind: FormatKind): Selection | null {
  const { value, selectionStart, selectionEnd } = input;
  const start = Math.min(selectionStart, selectionEnd);
  const end = Math.max(selectionStart, selectionEnd);
  if (start === end) return null;
  const marker = FORMAT_MARKERS[kind];
  // Keep surrounding spaces outside the marks, or "** word**" would not read as bold.
  const selected = value.slice(start, end);
  const lead = selected.length - selected.trimStart().length;
  const trail = selected.length - selected.trimEnd().length;
  const innerStart = start + lead;
  const innerEnd = end - trail;
  if (innerStart >= innerEnd) return null;
  const next =
    value.slice(0, innerStart) +
    marker +
    value.slice(innerStart, innerEnd) +
    marker +
    value.slice(innerEnd);
  return {
    value: next,
    selectionStart: innerStart + marker.length,
    selectionEnd: innerEnd + marker.length,
  };
}
