// Removes boneyard `/* … */` (text the writer has cut but kept) from the lines, in one pass.
// Line count and line offsets are preserved, so source positions still point into the original.
// An opener with no closer anywhere later is literal text (nothing is silently swallowed).

/** Returns the indexes of lines that held text and now hold none (entirely boneyard): the parser
 * treats them as blank for structure but does not count them as extra vertical space. */
export function stripBoneyard(text: string, lines: string[]): Set<number> {
  const emptied = new Set<number>();
  if (text.indexOf("/*") === -1) return emptied;
  const lastClose = text.lastIndexOf("*/");
  let inBone = false;
  let lineStart = 0;
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li] as string;
    const start = lineStart;
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
  return emptied;
}
