import { categoryName } from "@arthshala/contracts/tracker";
import { FormProvider, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormRootError } from "../../../../components/form/bound";
import { controlClasses } from "../../../../components/form/fields";
import { applyServerError } from "../../../../components/form/serverErrors";
import { Button } from "../../../../components/ui/Button";
import { cx } from "../../../../lib/cx";
import { type ColumnMappingInput, type ImportParse, useCategories, useCommitImport } from "../../api";
import { localized, useTrackerForm } from "../../forms";
import { categoryLabel, titleLabel } from "../../messages";
import { formatDay } from "../../months";
import { signedAmount } from "../TransactionRow";

/** A payee the learner filed elsewhere than suggested: the done step offers to make it a rule. */
export interface ChangedPayee {
  payee: string;
  category: string;
}

const reviewSchema = z.object({
  rows: z.array(z.object({ include: z.boolean(), category: categoryName })),
});

interface ReviewStepProps {
  mapping: ColumnMappingInput;
  parsed: ImportParse;
  onBack: () => void;
  /** What was saved, and the payees whose suggested category the learner changed (one each). */
  onSaved: (result: { saved: number; skipped: number; changed: ChangedPayee[] }) => void;
}

/**
 * The statement's transactions before anything is saved: a category to pick for each, a checkbox to
 * keep it (rows already in the tracker start unchecked), and the lines that couldn't be read.
 */
export function ReviewStep({ mapping, parsed, onBack, onSaved }: ReviewStepProps) {
  const { t } = useTranslation("tracker");
  const categories = useCategories().data?.data ?? [];
  const commit = useCommitImport();
  // "Line 13: …" once: the server's message (in the language asked for, or English) may already
  // start with its line.
  const lineMessage = (e: { line: number; message: string }) => {
    const prefixes = [`Line ${e.line}:`, t("import.lineMessage", { line: e.line, message: "" }).trimEnd()];
    return prefixes.some((prefix) => e.message.startsWith(prefix)) ? e.message : t("import.lineMessage", e);
  };
  const form = useTrackerForm(reviewSchema, {
    rows: parsed.transactions.map((t) => ({ include: !t.duplicate, category: t.category })),
  });
  const rows = useWatch({ control: form.control, name: "rows" }) ?? [];
  const chosen = rows.filter((r) => r.include).length;
  const allChosen = chosen === parsed.transactions.length && chosen > 0;

  const onSubmit = form.handleSubmit(async (values) => {
    const transactions = parsed.transactions.flatMap((t, i) => {
      const row = values.rows[i];
      if (!row?.include) return [];
      const { title, type, amount, date, fingerprint, payee, narration } = t;
      return [{ title, category: row.category, type, amount, date, fingerprint, payee, narration }];
    });
    const changed = new Map<string, ChangedPayee>();
    parsed.transactions.forEach((t, i) => {
      const row = values.rows[i];
      const key = t.payee?.toLowerCase();
      if (row?.include && t.payee && key && row.category !== t.category && !changed.has(key))
        changed.set(key, { payee: t.payee, category: row.category });
    });
    try {
      const result = await commit.mutateAsync({ mapping, transactions });
      onSaved({ ...result, changed: [...changed.values()] });
    } catch (error) {
      applyServerError(form, localized(error));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {parsed.errors.length > 0 ? (
          <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-semibold">{t("import.notRead", { count: parsed.errors.length })}</p>
            <ul
              aria-label={t("import.notReadLabel")}
              className="mt-1 max-h-28 list-disc space-y-0.5 overflow-y-auto pl-5"
            >
              {parsed.errors.map((e) => (
                <li key={`${e.line}-${e.message}`}>{lineMessage(e)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <FormRootError />
        {parsed.transactions.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t("empty.transactions")}</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={allChosen}
                  onChange={(event) =>
                    parsed.transactions.forEach((_, i) => {
                      form.setValue(`rows.${i}.include`, event.target.checked);
                    })
                  }
                />
                {t("import.selectAll")}
              </label>
              <p role="status" className="text-sm text-slate-600">
                {t("import.selected", { chosen, total: parsed.transactions.length })}
              </p>
            </div>
            <div className="max-h-[50dvh] overflow-auto rounded-xl border border-slate-200">
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">{t("import.caption")}</caption>
                <thead className="sr-only bg-slate-100 text-left text-slate-700 sm:not-sr-only sm:sticky sm:top-0 sm:z-10">
                  <tr>
                    <th scope="col" className="w-10 px-3 py-2">
                      <span className="sr-only">{t("import.save")}</span>
                    </th>
                    <th scope="col" className="px-2 py-2 font-semibold">
                      {t("import.date")}
                    </th>
                    <th scope="col" className="px-2 py-2 font-semibold">
                      {t("import.titleColumn")}
                    </th>
                    <th scope="col" className="px-2 py-2 font-semibold">
                      {t("import.type")}
                    </th>
                    <th scope="col" className="px-2 py-2 text-right font-semibold">
                      {t("import.amount")}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t("import.category")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {parsed.transactions.map((tx, i) => (
                    <tr
                      key={tx.fingerprint}
                      data-testid="import-row"
                      className={cx(
                        // A phone shows each row as a small card: checkbox, title and amount, then the category.
                        "grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 border-t border-slate-100 p-3 first:border-t-0 sm:table-row sm:p-0",
                        tx.duplicate && "bg-slate-50",
                      )}
                    >
                      <td className="sm:px-3 sm:py-2">
                        <input
                          type="checkbox"
                          aria-label={t("import.saveRow", {
                            title: titleLabel(t, tx.title),
                            date: formatDay(tx.date),
                          })}
                          className="size-5 accent-brand-700"
                          {...form.register(`rows.${i}.include`)}
                        />
                      </td>
                      <td className="hidden px-2 py-2 whitespace-nowrap text-slate-700 sm:table-cell">
                        {formatDay(tx.date)}
                      </td>
                      <td className="min-w-0 sm:px-2 sm:py-2">
                        <p className="truncate font-medium text-slate-900 sm:max-w-56">
                          {titleLabel(t, tx.title)}
                        </p>
                        {/* The bank's own words, small, so the learner can tell which line this was. */}
                        {tx.narration ? (
                          <p
                            className="truncate font-mono text-[0.6875rem] text-slate-500 sm:max-w-56"
                            title={tx.narration}
                          >
                            {tx.narration}
                          </p>
                        ) : null}
                        <p className="text-xs text-slate-600 sm:hidden">
                          {formatDay(tx.date)} · {t(`types.${tx.type}`)}
                        </p>
                        {tx.duplicate ? (
                          <p className="mt-0.5 text-xs font-semibold text-amber-800">
                            {t("import.duplicate")}
                          </p>
                        ) : null}
                      </td>
                      <td className="hidden px-2 py-2 text-slate-700 sm:table-cell">
                        {t(`types.${tx.type}`)}
                      </td>
                      <td className="text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums sm:px-2 sm:py-2">
                        {signedAmount(tx)}
                      </td>
                      <td className="col-span-3 sm:px-3 sm:py-2">
                        <select
                          aria-label={t("import.categoryFor", { title: titleLabel(t, tx.title) })}
                          className={cx(controlClasses, "h-9 py-0 pr-8 text-sm sm:min-w-36")}
                          {...form.register(`rows.${i}.category`)}
                        >
                          {(categories.includes(tx.category) ? categories : [...categories, tx.category]).map(
                            (c) => (
                              <option key={c} value={c}>
                                {categoryLabel(t, c)}
                              </option>
                            ),
                          )}
                        </select>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={onBack}>
            {t("import.back")}
          </Button>
          <Button type="submit" disabled={chosen === 0 || form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t("saving") : t("import.saveCount", { count: chosen })}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
