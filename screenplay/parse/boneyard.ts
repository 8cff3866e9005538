// Removes boneyard `/* … */` (text the writer has cut but kept) from the lines, in one pass.
// Line count and line offsets are preserved, so source positions still point into the original.
// An opener with no closer anywhere later is literal text (nothing is silently swallowed).

/** Returns the text without boneyard (same number of lines: removed characters are dropped only
 * within a line, and each line keeps its newline), the original start of each line and the indexes of lines that
 * held text and now hold none, which the parser treats as blank but not as extra vertical space. */
export function stripBoneyard(text: string): {
  text: string;
  emptied: Set<number>;
  lineStarts?: number[];
} {
  const emptied = new Set<number>();
  if (text.indexOf("/*") === -1) return { text, emptied };
  const lines = text.split("\n");
  // Where each line started before cutting, so that source positions stay true.
  const lineStarts: number[] = [];
  const lastClose = text.lastIndexOf("*/");
  let inBone = false;
  let lineStart = 0;
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li] as string;
    const start = lineStart;
    lineStarts.push(start);
    lineStart += line.length + 1;
    if (!inBone && line.indexOf("/*") === -1) continue;
    let out = "";
    let i = 0;
    while (i < line.length) {
      if (inBone) {
        const close = line.indexOf("*/", i);
        if (close === -1) {
          i = line.length;
        } else {
          inBone = false;
          i = close + 2;
        }
      } else {
        const open = line.indexOf("/*", i);
        if (open === -1 || start + open + 2 > lastClose) {
          out += line.slice(i);
          i = line.length;
        } else {
          out += line.slice(i, open);
          inBone = true;
          i = open + 2;
        }
      }
    }
    if (out.trim().length === 0) emptied.add(li);
    lines[li] = out;
  }
  return { text: lines.join("\n"), emptied, lineStarts };
}
