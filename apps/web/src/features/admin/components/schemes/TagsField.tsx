import type { BankProductEdit } from "@arthshala/contracts/schemes";
import { SCHEME_TAG_NAMES, SCHEME_TAGS } from "@arthshala/contracts/schemes-catalog";
import { useFormContext } from "react-hook-form";
import { checkboxClasses } from "../../../../components/form/fields";
import { startingChecked } from "../../../../components/form/startingValues";

/**
 * Which learners the product suits: the tags their answers, courses and habits carry. Each shows the
 * plain words a recommendation's reason uses ("Because you said …").
 */
export function TagsField() {
  const { register, formState, getValues } = useFormContext<BankProductEdit>();
  const error = formState.errors.tags?.message ?? formState.errors.tags?.root?.message;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-slate-800">Recommend it when…</legend>
      <p className="mb-3 text-sm text-slate-600">Up to 8. A learner sees the matching words as the reason.</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {SCHEME_TAG_NAMES.map((tag) => (
          <label key={tag} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm">
            <input
              type="checkbox"
              value={tag}
              className={`${checkboxClasses} mt-0.5`}
              {...register("tags")}
              defaultChecked={startingChecked(getValues("tags"), tag)}
            />
            <span>
              <span className="block text-slate-900">…{SCHEME_TAGS[tag]}</span>
              <span className="block font-mono text-xs text-slate-600">{tag}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
