import { AppError } from "../../../platform/http/errors.js";

/** A bank statement for a year is well under this; anything bigger is the wrong file or many years. */
export const CSV_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_MAX_ROWS = 20_000;

export const CSV_TOO_BIG =
  "That file is bigger than 2 MB. Export a shorter date range and import it in parts.";
export const CSV_TOO_MANY_ROWS =
  "That file has more than 20,000 lines. Export a shorter date range and import it in parts.";

/**
 * Reads comma-separated text as RFC 4180 describes it: fields in double quotes may hold commas, line
 * breaks and doubled quotes (""); lines end in CRLF, LF or a lone CR; a leading byte-order mark is dropped.
 *
 * Every line becomes a row, blank ones too (as [""]), so row i is line i + 1 of the file for messages
 * ("Line 14: …"); only a quoted field with a line break inside shifts that. A final line break does not
 * add an empty row. Spreadsheet exports are forgiven a quote in the middle of an unquoted field (kept as
 * text) and text after a closing quote (appended). Throws a 413 AppError over the size or row limits and
 * a 400 when a quoted field never ends.
 */
export function readCsv(text: string): string[][] {
  // Every UTF-16 code unit is at least one UTF-8 byte, so a long string is refused without encoding it.
  if (text.length > CSV_MAX_BYTES || Buffer.byteLength(text, "utf8") > CSV_MAX_BYTES) {
    throw new AppError(413, CSV_TOO_BIG);
  }
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let quoteOpenedOnLine = 0;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;

  const endRow = () => {
    row.push(field);
    rows.push(row);
    if (rows.length > CSV_MAX_ROWS) throw new AppError(413, CSV_TOO_MANY_ROWS);
    row = [];
    field = "";
  };

  while (i < n) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && field === "") {
      quoted = true;
      quoteOpenedOnLine = rows.length + 1;
    } else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      endRow();
      if (ch === "\r" && text[i + 1] === "\n") i++;
    } else {
      field += ch;
    }
    i++;
  }
  if (quoted) {
    throw new AppError(400, `Line ${quoteOpenedOnLine}: a quoted field never ends. Check the file is a CSV.`);
  }
  // The last line, unless the text ended with a line break (or was empty).
  if (field !== "" || row.length > 0) endRow();
  return rows;
}
