import { FormProvider, useWatch } from "react-hook-form";
import { FormRootError, FormSelect } from "../../../../components/form/bound";
import { applyServerError } from "../../../../components/form/serverErrors";
import { useZodForm } from "../../../../components/form/useZodForm";
import { Button } from "../../../../components/ui/Button";
import { FormMessage } from "../../../../components/ui/FormMessage";
import { type ColumnMappingInput, type ImportParse, type ImportPreview, parseImport } from "../../api";
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
  const form = useZodForm(mappingFormSchema, mappingDefaults(preview, last));
  const [headerRow, amountMode] = useWatch({ control: form.control, name: ["headerRow", "amountMode"] });
  const header = preview.rows[Number(headerRow)] ?? [];
  const width = Math.max(header.length, ...preview.rows.map((r) => r.length));
  const columns = Array.from({ length: width }, (_, i) => ({
    value: String(i),
    label: `${columnLetter(i)}: ${header[i]?.trim() || "(no title)"}`,
  }));

  const onSubmit = form.handleSubmit(async (mapping) => {
    try {
      onParsed(mapping, await parseImport(csv, mapping));
    } catch (error) {
      applyServerError(form, error);
    }
  });

  const columnOptions = (none?: string) => (
    <>
      <option value="">{none ?? "Choose a column"}</option>
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
          <span className="font-semibold text-slate-900">{fileName}</span>: the first lines of the file.
        </p>
        {preview.layout ? (
          <FormMessage kind="success">{`Recognised: ${preview.layout.label}. Its columns are chosen below.`}</FormMessage>
        ) : preview.savedMapping ? (
          <FormMessage kind="success">
            Your saved column choices from last time are filled in below.
          </FormMessage>
        ) : (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            We don't know this layout yet: choose which column holds what. We'll remember it for next time.
          </p>
        )}
        <PreviewTable rows={preview.rows} headerRow={Number(headerRow)} />
        <FormRootError />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormSelect<MappingFormValues>
            name="headerRow"
            label="Header line"
            hint="The line with the column titles."
            className="sm:col-span-2"
          >
            {preview.rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are identified by their position
              <option key={i} value={String(i)}>
                Line {i + 1}: {row.filter(Boolean).join(", ").slice(0, 60) || "(empty)"}
              </option>
            ))}
          </FormSelect>
          <FormSelect<MappingFormValues> name="date" label="Date column">
            {columnOptions()}
          </FormSelect>
          <FormSelect<MappingFormValues> name="dateFormat" label="Date format">
            {DATE_FORMATS.map((f) => (
              <option key={f} value={f}>
                {f} (e.g. {DATE_EXAMPLES[f]})
              </option>
            ))}
          </FormSelect>
          <FormSelect<MappingFormValues>
            name="description"
            label="Description column"
            className="sm:col-span-2"
          >
            {columnOptions()}
          </FormSelect>
        </div>
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold text-slate-800">Amounts</legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value="split"
                className="size-4 accent-brand-700"
                {...form.register("amountMode")}
              />
              Separate debit and credit columns
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value="signed"
                className="size-4 accent-brand-700"
                {...form.register("amountMode")}
              />
              One amount column
            </label>
          </div>
          {amountMode === "split" ? (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormSelect<MappingFormValues> name="debit" label="Debit column (money out)">
                {columnOptions("None")}
              </FormSelect>
              <FormSelect<MappingFormValues> name="credit" label="Credit column (money in)">
                {columnOptions("None")}
              </FormSelect>
            </div>
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormSelect<MappingFormValues> name="amount" label="Amount column">
                {columnOptions()}
              </FormSelect>
              <FormSelect<MappingFormValues> name="amountSign" label="Money spent is shown as">
                <option value="negative-is-debit">A negative amount (−250)</option>
                <option value="positive-is-debit">A positive amount (250)</option>
              </FormSelect>
              <FormSelect<MappingFormValues>
                name="drCrColumn"
                label="Dr/Cr column"
                optional
                hint="A column saying DR or CR decides over the sign."
                className="sm:col-span-2"
              >
                {columnOptions("None")}
              </FormSelect>
            </div>
          )}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={onBack}>
            Choose another file
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Reading..." : "Read transactions"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
