// CSV as RFC 4180 describes it, for spreadsheets: fields separated by commas, records by CRLF,
// a field quoted when it holds a comma, a quote, CR or LF (its quotes doubled), and the UTF-8
// byte-order mark first, so that Excel reads accents and names in any script correctly.
export function toCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((r) => r.map(field).join(",")).join("\r\n")}\r\n`;
}

function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
