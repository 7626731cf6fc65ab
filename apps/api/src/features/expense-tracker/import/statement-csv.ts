import { readPayee, unnamedTitle } from "@arthshala/contracts/payees";
import { badRequest } from "../../../platform/http/errors.js";
import { takeTurns } from "../../../platform/turns.js";
import { type Direction, suggestCategory } from "./categorise.js";
import { DATE_FORMATS, type DateFormat, parseDateAs } from "./dates.js";
import { rupeesToPaise } from "./paise.js";
import { blankUnprintable } from "./plain-text.js";
import { headerKey, STATEMENT_LAYOUTS, type StatementLayout } from "./statement-layouts.js";

/**
 * "Import a bank statement": rows from readCsv (csv.ts) → a column mapping (a preset found by its
 * header titles, or one the learner picks) → transactions to review. Pure; nothing here touches the
 * database. A row that can't be read becomes an error with its line number and never stops the rest.
 */

export type { DateFormat } from "./dates.js";
export type { StatementLayout } from "./statement-layouts.js";

export interface ColumnMapping {
  /** Column indexes into the header row. */
  date: number;
  description: number;
  /** Either both of these… */
  debit?: number;
  credit?: number;
  /** …or one signed amount column. */
  amount?: number;
  /** With `amount`; "negative-is-debit" when left out. */
  amountSign?: "negative-is-debit" | "positive-is-debit";
  /** With `amount`: a column holding "DR"/"CR", which then decides over the sign. */
  drCrColumn?: number;
  dateFormat: DateFormat;
  /** 0-based index of the header line (bank exports put account details above it). */
  headerRow: number;
}

export interface ImportedRow {
  /** 1-based line in the file. */
  line: number;
  date: string;
  /** The narration, whitespace collapsed, at most 100 characters: kept as the bank wrote it. */
  description: string;
  /** Who got or sent the money, readable ("Swiggy", "Cash withdrawal"); null when the narration names no one. */
  payee: string | null;
  /** The transaction's title: the payee, else what kind of line it is ("UPI payment"), else the narration. */
  title: string;
  amountPaise: number;
  direction: Direction;
  type: "expense" | "income";
  suggestedCategory: string;
  /** See statementFingerprint. */
  fingerprint: string;
}

export interface ImportError {
  line: number;
  message: string;
}

export interface ImportResult {
  transactions: ImportedRow[];
  errors: ImportError[];
}

export interface PreviewRow {
  line: number;
  cells: string[];
  transaction: ImportedRow | null;
  error: string | null;
}

export const DESCRIPTION_MAX = 100;
// Preambles run to about twenty lines (SBI's is the longest); a header further down is not a header.
const HEADER_SCAN_ROWS = 100;
// Rows read to decide which of a layout's date formats the file uses.
const DATE_SNIFF_ROWS = 50;

/**
 * Identifies a row across imports so the server can skip what was already imported:
 * "date|amountPaise|direction|description" with the description lower-cased and its spaces collapsed.
 * Uses the stored (≤ 100 character) description, so the same key can be rebuilt from a saved transaction.
 */
export function statementFingerprint(row: {
  date: string;
  amountPaise: number;
  direction: Direction;
  description: string;
}): string {
  const description = row.description.toLowerCase().replace(/\s+/g, " ").trim();
  return `${row.date}|${row.amountPaise}|${row.direction}|${description}`;
}

// ── Finding the header ────────────────────────────────────────────────────────

const DATE_TITLE = /date|posted|^(?:txn|tran|value|posting)?dt\.?$|^valuedat$/;
const AMOUNT_TITLE =
  /amount|amt|debit|credit|withdrawal|deposit|^dr\.?$|^cr\.?$|paidout|paidin|inflow|outflow/;

/** The first row that reads like column titles: a date-ish and an amount-ish title among 3+ cells. */
export function findHeaderRow(rows: string[][]): number | null {
  const limit = Math.min(rows.length, HEADER_SCAN_ROWS);
  for (let i = 0; i < limit; i++) {
    const keys = rows[i]!.map(headerKey);
    if (keys.filter((k) => k !== "").length < 3) continue;
    const dateAt = keys.findIndex((k) => k.length <= 30 && DATE_TITLE.test(k));
    if (dateAt < 0) continue;
    if (keys.some((k, j) => j !== dateAt && k.length <= 40 && AMOUNT_TITLE.test(k))) return i;
  }
  return null;
}

/** A preset whose titles are all in one of the first rows, with the mapping it gives for this file. */
export function detectLayout(rows: string[][]): {
  layout: StatementLayout | null;
  mapping: ColumnMapping | null;
} {
  const limit = Math.min(rows.length, HEADER_SCAN_ROWS);
  for (let i = 0; i < limit; i++) {
    const keys = rows[i]!.map(headerKey);
    for (const layout of STATEMENT_LAYOUTS) {
      const mapping = mapLayout(layout, keys, i);
      if (mapping) {
        mapping.dateFormat = sniffDateFormat(rows, i + 1, mapping.date, layout.dateFormats);
        return { layout, mapping };
      }
    }
  }
  return { layout: null, mapping: null };
}

function mapLayout(layout: StatementLayout, keys: string[], headerRow: number): ColumnMapping | null {
  if (!layout.signature.every((title) => keys.includes(headerKey(title)))) return null;
  const at = (title: string | undefined, after = -1) =>
    title === undefined ? undefined : keys.indexOf(headerKey(title), after + 1);
  const { columns } = layout;
  const date = at(columns.date)!;
  const description = at(columns.description)!;
  const debit = at(columns.debit);
  const credit = at(columns.credit);
  const amount = at(columns.amount);
  // Kotak has two "Dr / Cr" columns: the one for the amount follows it; the other marks the balance.
  const drCr = amount === undefined ? undefined : at(columns.drCr, amount);
  if ([date, description, debit, credit, amount, drCr].some((index) => index === -1)) return null;
  const dateFormat = layout.dateFormats[0]!;
  return amount === undefined
    ? { headerRow, date, description, debit, credit, dateFormat }
    : { headerRow, date, description, amount, drCrColumn: drCr, amountSign: "negative-is-debit", dateFormat };
}

function sniffDateFormat(
  rows: string[][],
  from: number,
  column: number,
  formats: readonly DateFormat[],
): DateFormat {
  const cells = rows
    .slice(from, from + DATE_SNIFF_ROWS)
    .map((row) => row[column]?.trim() ?? "")
    .filter((cell) => cell !== "");
  let best = formats[0]!;
  let bestCount = 0;
  for (const format of formats) {
    const count = cells.filter((cell) => parseDateAs(cell, format) !== null).length;
    if (count > bestCount) {
      best = format;
      bestCount = count;
    }
  }
  return best;
}

// ── Reading rows ──────────────────────────────────────────────────────────────

/** What the mapping screen shows: the first `n` rows that are transactions or errors, as read. */
export function previewRows(rows: string[][], mapping: ColumnMapping, n = 5): PreviewRow[] {
  checkMapping(rows, mapping);
  const preview: PreviewRow[] = [];
  for (let i = mapping.headerRow + 1; i < rows.length && preview.length < n; i++) {
    const cells = rows[i]!;
    const outcome = readRow(cells, i + 1, mapping);
    if (outcome === STOP) break;
    if (outcome === SKIP) continue;
    preview.push({
      line: i + 1,
      cells,
      transaction: "message" in outcome ? null : outcome,
      error: "message" in outcome ? outcome.message : null,
    });
  }
  return preview;
}

/**
 * Every row below the header, read with `mapping`: the transactions, and an error for each bad line.
 * A long statement is read in turns (platform/turns.ts), so the server answers others meanwhile.
 */
export async function applyMapping(rows: string[][], mapping: ColumnMapping): Promise<ImportResult> {
  checkMapping(rows, mapping);
  const result: ImportResult = { transactions: [], errors: [] };
  const turn = takeTurns();
  for (let i = mapping.headerRow + 1; i < rows.length; i++) {
    if (turn.due()) await turn.pass();
    const outcome = readRow(rows[i]!, i + 1, mapping);
    if (outcome === STOP) break;
    if (outcome === SKIP) continue;
    if ("message" in outcome) result.errors.push(outcome);
    else result.transactions.push(outcome);
  }
  return result;
}

const SKIP = Symbol("skip");
const STOP = Symbol("stop");

// Balance lines carry a figure in an amount column but are not transactions.
const BALANCE_LINE =
  /^\W*(?:(?:opening|closing)\s+bal(?:ance)?|(?:balance\s+)?(?:b\/f|c\/f|brought\s+forward|carried\s+forward))\b/i;
// "Total" lines have no date; a real narration may start with the word ("TOTAL HEALTH PHARMACY").
const TOTAL_LINE = /^\W*(?:grand\s+)?totals?\b/i;
// The table is over: HDFC follows it with a summary whose numbers sit in the amount columns.
const END_LINE = /^\W*(?:statement\s+summary|end\s+of\s+(?:the\s+)?statement)\b/i;
const SEPARATOR = /^[\s*=_-]+$/;

function readRow(
  cells: string[],
  line: number,
  mapping: ColumnMapping,
): ImportedRow | ImportError | typeof SKIP | typeof STOP {
  const filled = cells.filter((cell) => cell.trim() !== "");
  if (filled.length === 0 || filled.every((cell) => SEPARATOR.test(cell))) return SKIP;
  const first = filled[0]!;
  if (END_LINE.test(first)) return STOP;
  const rawDate = (cells[mapping.date] ?? "").slice(0, CELL_MAX).trim();
  const rawDescription = cells[mapping.description] ?? "";
  const date = rawDate === "" ? null : parseDateAs(rawDate, mapping.dateFormat);
  if (BALANCE_LINE.test(first) || BALANCE_LINE.test(rawDescription.trim())) return SKIP;
  if (date === null && (TOTAL_LINE.test(first) || TOTAL_LINE.test(rawDescription.trim()))) return SKIP;

  const money = readMoney(cells, mapping);
  if (money === SKIP) return SKIP;
  if (date === null) {
    return {
      line,
      message:
        rawDate === ""
          ? `Line ${line}: the date is missing.`
          : `Line ${line}: couldn't read the date "${shown(rawDate)}" as ${mapping.dateFormat}.`,
    };
  }
  if ("problem" in money) return { line, message: `Line ${line}: ${money.problem}` };

  const description =
    tidyDescription(rawDescription) || (money.direction === "debit" ? "Bank debit" : "Bank credit");
  const row = { date, amountPaise: money.paise, direction: money.direction, description };
  // One reading for statements and alerts (contracts/payees); keywords in the narration fill in the
  // category when the payee doesn't decide it.
  const read = readPayee(description, money.direction);
  return {
    line,
    ...row,
    payee: read.payee,
    title: read.payee ?? unnamedTitle(read.kind, money.direction) ?? description,
    type: money.direction === "debit" ? "expense" : "income",
    suggestedCategory: read.category ?? suggestCategory(rawDescription, money.direction),
    fingerprint: statementFingerprint(row),
  };
}

type Money = { paise: number; direction: Direction } | { problem: string };

function readMoney(cells: string[], mapping: ColumnMapping): Money | typeof SKIP {
  if (mapping.amount === undefined) {
    const debitRaw = cells[mapping.debit!] ?? "";
    const creditRaw = cells[mapping.credit!] ?? "";
    const debit = readAmount(debitRaw);
    const credit = readAmount(creditRaw);
    if (debit === null) return { problem: `couldn't read the amount "${shown(debitRaw)}".` };
    if (credit === null) return { problem: `couldn't read the amount "${shown(creditRaw)}".` };
    if (debit === EMPTY) return credit === EMPTY ? SKIP : { paise: credit.paise, direction: "credit" };
    if (credit !== EMPTY) return { problem: "it has both a debit and a credit amount." };
    return { paise: debit.paise, direction: "debit" };
  }
  const raw = cells[mapping.amount] ?? "";
  const amount = readAmount(raw);
  if (amount === EMPTY) return SKIP;
  if (amount === null) return { problem: `couldn't read the amount "${shown(raw)}".` };
  let direction = amount.marker;
  if (mapping.drCrColumn !== undefined) {
    const flag = (cells[mapping.drCrColumn] ?? "").trim();
    const marked = drCr(flag);
    if (marked) direction = marked;
    else if (flag !== "") return { problem: `couldn't tell debit from credit in "${shown(flag)}".` };
  }
  if (!direction) {
    const debitIfNegative = (mapping.amountSign ?? "negative-is-debit") === "negative-is-debit";
    direction = amount.negative === debitIfNegative ? "debit" : "credit";
  }
  return { paise: amount.paise, direction };
}

interface Read {
  paise: number;
  negative: boolean;
  /** From a "Cr"/"Dr" written after the number. */
  marker: Direction | null;
}

const EMPTY = Symbol("empty");
const CELL_MAX = 64;

/**
 * One amount cell: grouping commas, spaces, quotes, a currency sign, "Cr"/"Dr" after the number, a
 * minus in front or behind, or accounting brackets. Blank, "-" and zero are EMPTY; unreadable is null.
 */
function readAmount(raw: string): Read | typeof EMPTY | null {
  // No amount is longer; the cap also keeps the patterns below linear on a hostile 2 MB cell.
  if (raw.length > CELL_MAX) return null;
  // Quotes anywhere: a spreadsheet's `"1,234.00" Cr` reaches here as written (csv.ts).
  let s = raw.replace(/[\s"']+/g, "");
  if (s === "" || /^-+$/.test(s)) return EMPTY;
  let marker: Direction | null = null;
  const suffix = /(cr|dr)\.?$/i.exec(s);
  if (suffix) {
    marker = suffix[1]!.toLowerCase() === "dr" ? "debit" : "credit";
    s = s.slice(0, suffix.index);
  }
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  const sign = /^([+-]?)(?:₹|rs\.?|inr)?([+-]?)/i.exec(s)!;
  if (sign[1] === "-" || sign[2] === "-") negative = true;
  s = s.slice(sign[0].length);
  if (s.endsWith("-")) {
    negative = true;
    s = s.slice(0, -1);
  }
  s = s.replace(/\.$/, "").replace(/^\./, "0.");
  const paise = rupeesToPaise(s);
  if (paise === null) return null;
  return paise === 0 ? EMPTY : { paise, negative, marker };
}

function drCr(flag: string): Direction | null {
  if (/^(?:dr|d|debit|withdrawal|wdl)\.?$/i.test(flag)) return "debit";
  if (/^(?:cr|c|credit|deposit|dep)\.?$/i.test(flag)) return "credit";
  return null;
}

function tidyDescription(raw: string): string {
  return blankUnprintable(raw).replace(/\s+/g, " ").trim().slice(0, DESCRIPTION_MAX).trimEnd();
}

/** A cell as quoted in an error message: one line, at most 40 characters. */
function shown(raw: string): string {
  const one = blankUnprintable(raw).replace(/\s+/g, " ").trim();
  return one.length > 40 ? `${one.slice(0, 39)}…` : one;
}

// ── Checking a mapping ────────────────────────────────────────────────────────

/** A mapping comes from the learner's mapping screen, so it is checked like any other input. */
function checkMapping(rows: string[][], mapping: ColumnMapping): void {
  const { headerRow } = mapping;
  if (!Number.isInteger(headerRow) || headerRow < 0 || headerRow >= rows.length) {
    throw badRequest("Pick the line that holds the column titles.");
  }
  if (!DATE_FORMATS.includes(mapping.dateFormat)) throw badRequest("Pick a date format from the list.");
  const split = mapping.debit !== undefined || mapping.credit !== undefined;
  const signed = mapping.amount !== undefined;
  if (signed === split || (split && (mapping.debit === undefined || mapping.credit === undefined))) {
    throw badRequest("Pick either a debit column and a credit column, or one amount column.");
  }
  const width = Math.max(...rows.slice(headerRow, headerRow + 1 + DATE_SNIFF_ROWS).map((r) => r.length));
  const used = [mapping.date, mapping.description, mapping.debit, mapping.credit, mapping.amount];
  const all = [...used, signed ? mapping.drCrColumn : undefined].filter((c) => c !== undefined);
  if (all.some((c) => !Number.isInteger(c) || c < 0 || c >= width)) {
    throw badRequest("Each column you pick must be one of the file's columns.");
  }
  const distinct = used.filter((c) => c !== undefined);
  if (new Set(distinct).size !== distinct.length) {
    throw badRequest("The date, the description and the amounts must each come from a different column.");
  }
}
