// XML text and attribute escaping for the FDX writer; control characters XML cannot hold go.
export function xmlEscape(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    const code = s.charCodeAt(i);
    if (c === "&") out += "&amp;";
    else if (c === "<") out += "&lt;";
    else if (c === ">") out += "&gt;";
    else if (c === '"') out += "&quot;";
    else if (code < 0x20 && code !== 9 && code !== 10 && code !== 13) out += "";
    else out += c;
  }
  return out;
}
