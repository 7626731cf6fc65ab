import type { BankProductEdit } from "@arthshala/contracts/schemes";
import { useFieldArray, useFormContext } from "react-hook-form";
import { FormInput } from "../../../../components/form/bound";
import { Button } from "../../../../components/ui/Button";
import { PlusIcon, TrashIcon } from "../adminIcons";

const MAX_SOURCES = 10;

/** The pages the figures come from: title and https address rows, at least one, at most ten. */
export function SourcesEditor() {
  const { control, formState } = useFormContext<BankProductEdit>();
  const { fields, append, remove } = useFieldArray({ control, name: "sources" });
  const listError = formState.errors.sources?.message ?? formState.errors.sources?.root?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">Sources</legend>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
        >
          <FormInput<BankProductEdit> name={`sources.${index}.title`} label={`Source ${index + 1} title`} />
          <FormInput<BankProductEdit>
            name={`sources.${index}.url`}
            label={`Source ${index + 1} address`}
            type="url"
            inputMode="url"
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove source ${index + 1}`}
            onClick={() => remove(index)}
            className="h-11 self-end"
          >
            <TrashIcon className="size-4" />
          </Button>
        </div>
      ))}
      {listError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => append({ title: "", url: "" })}
        disabled={fields.length >= MAX_SOURCES}
      >
        <PlusIcon className="size-4" />
        Add a source
      </Button>
    </fieldset>
  );
}
