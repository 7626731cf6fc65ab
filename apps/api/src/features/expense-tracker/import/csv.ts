import { finished } from "node:stream/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import {
  STATEMENT_MAX_BYTES,
  STATEMENT_MAX_COLUMNS,
  STATEMENT_MAX_LINES,
  statementImportMessages,
} from "@arthshala/contracts/tracker-rules";
import { CsvError, parse } from "csv-parse";
import { parse as parseSync } from "csv-parse/sync";
import { AppError, badRequest } from "../../../platform/http/errors.js";

export const CSV_MAX_BYTES = STATEMENT_MAX_BYTES;
export const CSV_MAX_ROWS = STATEMENT_MAX_LINES;
export const CSV_MAX_COLUMNS = STATEMENT_MAX_COLUMNS;

/**
 * Bytes parsed between two turns of the event loop: about a millisecond of work, so requests that
 * arrive while a 2 MB statement is read are answered between its slices (128 of them at most).
 */
const SLICE_BYTES = 16 * 1024;

/**
 * Reads comma-separated text with csv-parse, the way RFC 4180 describes it: fields in double quotes may
 * hold commas, line breaks and doubled quotes (""); lines end in CRLF, LF or a lone CR, mixed too; a
 * leading byte-order mark is dropped.
 *
 * Every line becomes a row, blank ones too (as [""]), so row i is line i + 1 of the file for messages
 * ("Line 14: …"); only a quoted field with a line break inside shifts that. A final line break does not
 * add an empty row. Spreadsheet exports are forgiven a quote inside an unquoted field (kept as text)
 * and text after a closing quote (the field is then kept as written, quotes and all: `"1,234.00" Cr`).
 *
 * The text is parsed in slices with a turn of the event loop between them, so the server keeps
 * answering while a statement is read. Throws a 400 AppError past the size, line or column limits (a
 * line among the first ones wider than the limit is refused before anything is read, so a 2 MB line
 * of commas costs one 64 KB sample) and when a quoted field never ends.
 */
export async function readCsv(text: string): Promise<string[][]> {
  // Every UTF-16 code unit is at least one UTF-8 byte, so a long string is refused without encoding it.
  if (text.length > CSV_MAX_BYTES || Buffer.byteLength(text, "utf8") > CSV_MAX_BYTES) {
    throw badRequest(statementImportMessages.tooBig);
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // csv-parse builds an error object (a JSON copy of the line and all) for every line whose width
  // differs from the FIRST line's, and a bank's preamble is always narrower than its table: that was
  // 80% of the time on a 19,000-line statement. A first line of the table's width, dropped again
  // below, keeps those errors to the few preamble lines.
  const width = tableWidth(body);
  const paddingLines = width === undefined ? 0 : 1;
  const rows: string[][] = [];
  let toDrop = paddingLines;
  const parser = parse({
    // Every line is a row and rows may differ in width: a bank's preamble is narrower than its table.
    skip_empty_lines: false,
    relax_column_count: true,
    relax_quotes: true,
    record_delimiter: RECORD_DELIMITERS,
    // Kept here rather than streamed on: a row costs no more than an array push.
    on_record: (record: string[]) => {
      if (toDrop > 0) {
        toDrop--;
        return null;
      }
      if (record.length > CSV_MAX_COLUMNS) {
        throw badRequest(statementImportMessages.tooManyColumns(rows.length + 1));
      }
      if (rows.length === CSV_MAX_ROWS) throw badRequest(statementImportMessages.tooManyLines);
      rows.push(record);
      return null;
    },
  });
  parser.resume();
  const done = finished(parser);
  done.catch(() => undefined); // awaited below; a refusal mid-way must not count as unhandled first
  const padding = width === undefined ? "" : `${",".repeat(width - 1)}\n`;
  const bytes = Buffer.from(padding + body, "utf8");
  for (let at = 0; at < bytes.length && !parser.destroyed; at += SLICE_BYTES) {
    parser.write(bytes.subarray(at, at + SLICE_BYTES));
    await nextTurn();
  }
  if (!parser.destroyed) parser.end();
  try {
    await done;
  } catch (err) {
    throw refusal(err, paddingLines);
  }
  return rows;
}

const RECORD_DELIMITERS = ["\r\n", "\n", "\r"];
/** The first lines read to learn the table's width: enough for any bank's preamble and header. */
const SAMPLE_LINES = 60;
const SAMPLE_CHARS = 64 * 1024;

/**
 * The width of the file's table: the commonest width among its first lines (the wider on a tie), read
 * with csv-parse on a sample. Throws the column refusal for a line there past the limit (so a 2 MB line
 * of commas is refused before it is read), and gives undefined when the sample cannot tell (it ends
 * inside a quoted field, or holds one line).
 */
function tableWidth(text: string): number | undefined {
  let sample: string[][];
  try {
    sample = parseSync(text.slice(0, SAMPLE_CHARS), {
      skip_empty_lines: false,
      relax_column_count: true,
      relax_quotes: true,
      record_delimiter: RECORD_DELIMITERS,
      to_line: SAMPLE_LINES,
    });
  } catch {
    return undefined;
  }
  const wide = sample.findIndex((row) => row.length > CSV_MAX_COLUMNS);
  if (wide !== -1) throw badRequest(statementImportMessages.tooManyColumns(wide + 1));
  if (sample.length < 2) return undefined;
  const counts = new Map<number, number>();
  for (const row of sample) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  let best = 1;
  for (const [width, n] of counts) {
    const bestN = counts.get(best) ?? 0;
    if (n > bestN || (n === bestN && width > best)) best = width;
  }
  return best;
}

/** What the parser stopped on, as the learner is told it. */
function refusal(err: unknown, paddingLines: number): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof CsvError && err.code === "CSV_QUOTE_NOT_CLOSED") {
    // `records` counts the rows before the one whose quote never closed (the padding line among them).
    const line = Number((err as CsvError & { records?: number }).records ?? 0) + 1 - paddingLines;
    return badRequest(statementImportMessages.quoteNeverEnds(line));
  }
  return badRequest(statementImportMessages.unreadable);
}
