import { finished } from "node:stream/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import {
  STATEMENT_MAX_BYTES,
  STATEMENT_MAX_COLUMNS,
  STATEMENT_MAX_LINES,
  statementImportMessages,
} from "@arthshala/contracts/tracker-rules";
import { CsvError, parse } from "csv-parse";
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
 * line wider than the limit is refused at the end of the slice it crosses it in, so a 2 MB line of
 * commas stops after its first slice) and when a quoted field never ends.
 */
export async function readCsv(text: string): Promise<string[][]> {
  // Every UTF-16 code unit is at least one UTF-8 byte, so a long string is refused without encoding it.
  if (text.length > CSV_MAX_BYTES || Buffer.byteLength(text, "utf8") > CSV_MAX_BYTES) {
    throw badRequest(statementImportMessages.tooBig);
  }
  const rows: string[][] = [];
  let state: ParserState | undefined;
  const parser = parse({
    bom: true,
    // Every line is a row and rows may differ in width: a bank's preamble is narrower than its table.
    skip_empty_lines: false,
    relax_column_count: true,
    relax_quotes: true,
    record_delimiter: ["\r\n", "\n", "\r"],
    // Kept here rather than streamed on: a row costs no more than an array push.
    on_record: (record: string[]) => {
      if (record.length > CSV_MAX_COLUMNS) {
        throw badRequest(statementImportMessages.tooManyColumns(rows.length + 1));
      }
      if (rows.length === CSV_MAX_ROWS) throw badRequest(statementImportMessages.tooManyLines);
      rows.push(record);
      // relax_column_count still builds an Error (stack and all) for every line whose width differs
      // from the file's first line, which a bank's preamble always does: that was 80% of the time.
      // Comparing each line with the one before keeps it to the few lines where the width changes.
      if (state) state.expectedRecordLength = record.length;
      return null;
    },
  });
  state = internalState(parser);
  parser.resume();
  const done = finished(parser);
  done.catch(() => undefined); // awaited below; a refusal mid-way must not count as unhandled first
  const bytes = Buffer.from(text, "utf8");
  for (let at = 0; at < bytes.length && !parser.destroyed; at += SLICE_BYTES) {
    parser.write(bytes.subarray(at, at + SLICE_BYTES));
    // A line still open after a slice may already be far too wide (two million commas): stop now
    // rather than read it to its end.
    if ((state?.record?.length ?? 0) > CSV_MAX_COLUMNS) {
      parser.destroy(badRequest(statementImportMessages.tooManyColumns(rows.length + 1)));
    }
    await nextTurn();
  }
  if (!parser.destroyed) parser.end();
  try {
    await done;
  } catch (err) {
    throw refusal(err);
  }
  return rows;
}

/**
 * The parts of csv-parse's `state` (public "for backward compatibility", not in its types) used here:
 * the line being read and the width other lines are compared with. Without them (a future version),
 * both uses above fall back to what the documented options do: slower, and a wide line refused at its end.
 */
interface ParserState {
  record?: unknown[];
  expectedRecordLength?: number;
}

function internalState(parser: object): ParserState | undefined {
  const state = (parser as { state?: unknown }).state;
  return typeof state === "object" && state !== null ? (state as ParserState) : undefined;
}

/** What the parser stopped on, as the learner is told it. */
function refusal(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof CsvError && err.code === "CSV_QUOTE_NOT_CLOSED") {
    // `records` counts the rows before the one whose quote never closed.
    const line = Number((err as CsvError & { records?: number }).records ?? 0) + 1;
    return badRequest(statementImportMessages.quoteNeverEnds(line));
  }
  return badRequest(statementImportMessages.unreadable);
}
