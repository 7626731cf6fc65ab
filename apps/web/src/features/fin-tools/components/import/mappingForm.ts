import { type ColumnMappingInput, columnMappingSchema } from "@arthshala/contracts/tracker";
import { z } from "zod";
import type { ImportPreview } from "../../api";

export const DATE_FORMATS = columnMappingSchema.shape.dateFormat.options;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** 5 November 2026 written in each format, to help pick the one a statement uses. */
export const DATE_EXAMPLES: Record<DateFormat, string> = {
  "DD/MM/YYYY": "05/11/2026",
  "DD-MM-YYYY": "05-11-2026",
  "DD/MM/YY": "05/11/26",
  "DD-MM-YY": "05-11-26",
  "YYYY-MM-DD": "2026-11-05",
  "DD MMM YYYY": "05 Nov 2026",
  "DD-MMM-YYYY": "05-Nov-2026",
  "DD-MMM-YY": "05-Nov-26",
  "MM/DD/YYYY": "11/05/2026",
};

const column = z.string();
const optionalIndex = (value: string) => (value === "" ? undefined : Number(value));

/**
 * The column-mapping screen: selects hold strings, and the form turns them into the mapping the server
 * takes, checked by the same columnMappingSchema.
 */
export const mappingFormSchema = z
  .object({
    headerRow: z.string(),
    date: column.min(1, "Choose the date column."),
    description: column.min(1, "Choose the description column."),
    amountMode: z.enum(["split", "signed"]),
    debit: column,
    credit: column,
    amount: column,
    amountSign: z.enum(["negative-is-debit", "positive-is-debit"]),
    drCrColumn: column,
    dateFormat: columnMappingSchema.shape.dateFormat,
  })
  .superRefine((v, ctx) => {
    if (v.amountMode === "split" && v.debit === "" && v.credit === "") {
      ctx.addIssue({
        code: "custom",
        path: ["debit"],
        message: "Choose the debit column, the credit column, or both.",
      });
    }
    if (v.amountMode === "signed" && v.amount === "") {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Choose the amount column." });
    }
  })
  .transform(
    (v): ColumnMappingInput => ({
      headerRow: Number(v.headerRow),
      date: Number(v.date),
      description: Number(v.description),
      dateFormat: v.dateFormat,
      ...(v.amountMode === "split"
        ? { debit: optionalIndex(v.debit), credit: optionalIndex(v.credit) }
        : { amount: Number(v.amount), amountSign: v.amountSign, drCrColumn: optionalIndex(v.drCrColumn) }),
    }),
  )
  .pipe(columnMappingSchema);

export type MappingFormValues = z.input<typeof mappingFormSchema>;

const text = (n: number | undefined) => (n === undefined ? "" : String(n));

/** The form's starting values: the detected or saved mapping, else the guessed header row. */
export function mappingDefaults(preview: ImportPreview, last: ColumnMappingInput | null): MappingFormValues {
  const m = last ?? preview.mapping;
  return {
    headerRow: String(m?.headerRow ?? preview.headerRow ?? 0),
    date: text(m?.date),
    description: text(m?.description),
    amountMode: m && m.amount !== undefined ? "signed" : "split",
    debit: text(m?.debit),
    credit: text(m?.credit),
    amount: text(m?.amount),
    amountSign: m?.amountSign ?? "negative-is-debit",
    drCrColumn: text(m?.drCrColumn),
    dateFormat: m?.dateFormat ?? "DD/MM/YYYY",
  };
}

/** "A", "B", … "AA": spreadsheet column letters. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}
