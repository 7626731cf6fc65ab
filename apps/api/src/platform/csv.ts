/**
 * CSV for downloads (the tracker's export, a class's progress): RFC 4180 quoting, CRLF lines, and a
 * UTF-8 byte-order mark so a spreadsheet reads ₹ and Devanagari. No CSV writer is among the project's
 * dependencies (csv-parse reads only), and these few rules are all a download needs.
 */

/**
 * One CSV cell. Quoted when needed (RFC 4180), and a text a spreadsheet would run as a formula
 * (=, +, -, @, tab or carriage return first) is prefixed with ' so it can never execute (CSV injection).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as a whole CSV file's text. */
export function csvDocument(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
