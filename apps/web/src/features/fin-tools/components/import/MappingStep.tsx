import { FormProvider, useWatch } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { FormRootError, FormSelect } from "../../../../components/form/bound";
import { applyServerError } from "../../../../components/form/serverErrors";
import { Button } from "../../../../components/ui/Button";
import { FormMessage } from "../../../../components/ui/FormMessage";
import { type ColumnMappingInput, type ImportParse, type ImportPreview, parseImport } from "../../api";
import { localized, useTrackerForm } from "../../forms";
import {
  columnLetter,
  DATE_EXAMPLES,
  DATE_FORMATS,
  type MappingFormValues,
  mappingDefaults,
  mappingFormSchema,
} from "./mappingForm";
import { PreviewTable } from "./PreviewTable";

interface MappingStepProps {
  csv: string;
  fileName: string;
  preview: ImportPreview;
  /** The mapping chosen last time on this file (coming back from the review). */
  last: ColumnMappingInput | null;
  onBack: () => void;
  onParsed: (mapping: ColumnMappingInput, parsed: ImportParse) => void;
}

/**
 * Which column is what: the first lines of the file, the detected bank layout or the learner's saved
 * mapping already chosen, else their picks (date, description, debit and credit or one signed amount,
 * date format).
 */
export function MappingStep({ csv, fileName, preview, last, onBack, onParsed }: MappingStepProps) {
  const { t } = useTranslation("tracker");
  const form = useTrackerForm(mappingFormSchema, mappingDefaults(preview, last));
  const [headerRow, amountMode] = useWatch({ control: form.control, name: ["headerRow", "amountMode"] });
  const header = preview.rows[Number(headerRow)] ?? [];
  const width = Math.max(header.length, ...preview.rows.map((r) => r.length));
  const columns = Array.from({ length: width }, (_, i) => ({
    value: String(i),
    label: t("import.column", { letter: columnLetter(i), title: header[i]?.trim() || t("import.noTitle") }),
  }));

  const onSubmit = form.handleSubmit(async (mapping) => {
    try {
      onParsed(mapping, await parseImport(csv, mapping));
    } catch (error) {
      applyServerError(form, localized(error));
    }
  });

  const columnOptions = (none?: string) => (
    <>
      <option value="">{none ?? t("import.chooseColumn")}</option>
      {columns.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </>
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <p className="text-sm break-words text-slate-700">
          <Trans
            t={t}
            i18nKey="import.firstLines"
            values={{ file: fileName }}
            components={{ strong: <span className="font-semibold text-slate-900" /> }}
          />
        </p>
        {preview.layout ? (
          <FormMessage kind="success">{t("import.recognised", { bank: preview.layout.label })}</FormMessage>
        ) : preview.savedMapping ? (
          <FormMessage kind="success">{t("import.savedMapping")}</FormMessage>
        ) : (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t("import.unknownLayout")}
          </p>
        )}
        <PreviewTable rows={preview.rows} headerRow={Number(headerRow)} />
        <FormRootError />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormSelect<MappingFormValues>
            name="headerRow"
            label={t("import.headerLine")}
            hint={t("import.headerHint")}
            className="sm:col-span-2"
          >
            {preview.rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are identified by their position
              <option key={i} value={String(i)}>
                {t("import.lineOption", {
                  number: i + 1,
                  text: row.filter(Boolean).join(", ").slice(0, 60) || t("import.emptyLine"),
                })}
              </option>
            ))}
          </FormSelect>
          <FormSelect<MappingFormValues> name="date" label={t("import.dateColumn")}>
            {columnOptions()}
          </FormSelect>
          <FormSelect<MappingFormValues> name="dateFormat" label={t("import.dateFormat")}>
            {DATE_FORMATS.map((f) => (
              <option key={f} value={f}>
                {t("import.formatExample", { format: f, example: DATE_EXAMPLES[f] })}
              </option>
            ))}
          </FormSelect>
          <FormSelect<MappingFormValues>
            name="description"
            label={t("import.descriptionColumn")}
            className="sm:col-span-2"
          >
            {columnOptions()}
          </FormSelect>
        </div>
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t("import.amounts")}</legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value="split"
                className="size-4 accent-brand-700"
                {...form.register("amountMode")}
              />
              {t("import.split")}
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value="signed"
                className="size-4 accent-brand-700"
                {...form.register("amountMode")}
              />
              {t("import.signed")}
            </label>
          </div>
          {amountMode === "split" ? (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormSelect<MappingFormValues> name="debit" label={t("import.debitColumn")}>
                {columnOptions(t("import.none"))}
              </FormSelect>
              <FormSelect<MappingFormValues> name="credit" label={t("import.creditColumn")}>
                {columnOptions(t("import.none"))}
              </FormSelect>
            </div>
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormSelect<MappingFormValues> name="amount" label={t("import.amountColumn")}>
                {columnOptions()}
              </FormSelect>
              <FormSelect<MappingFormValues> name="amountSign" label={t("import.spentShownAs")}>
                <option value="negative-is-debit">{t("import.negative")}</option>
                <option value="positive-is-debit">{t("import.positive")}</option>
              </FormSelect>
              <FormSelect<MappingFormValues>
                name="drCrColumn"
                label={t("import.drCrColumn")}
                optional
                hint={t("import.drCrHint")}
                className="sm:col-span-2"
              >
                {columnOptions(t("import.none"))}
              </FormSelect>
            </div>
          )}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={onBack}>
            {t("import.chooseAnother")}
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t("reading") : t("import.readTransactions")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
