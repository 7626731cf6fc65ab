import { useId } from "react";
import { type FieldValues, type Path, useFormContext } from "react-hook-form";
import { startingChecked } from "./startingValues";

export interface Choice {
  value: string;
  label: string;
  /** What choosing it means, read with the choice. */
  text: string;
}

interface FormChoiceCardsProps<T extends FieldValues> {
  name: Path<T>;
  /** Names the group for screen readers (the section heading shows it to everyone). */
  legend: string;
  choices: readonly Choice[];
}

/** One of a few choices, each a card with its explanation (radio buttons bound by name). */
export function FormChoiceCards<T extends FieldValues>({ name, legend, choices }: FormChoiceCardsProps<T>) {
  const { register, getValues } = useFormContext<T>();
  const base = useId();
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => {
          const id = `${base}-${choice.value}`;
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 transition-colors hover:border-slate-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600"
            >
              <input
                id={id}
                type="radio"
                value={choice.value}
                aria-describedby={`${id}-text`}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
                {...register(name)}
                defaultChecked={startingChecked(getValues(name), choice.value)}
              />
              <span>
                <span className="block font-semibold text-slate-900">{choice.label}</span>
                <span id={`${id}-text`} className="mt-0.5 block text-sm text-slate-700">
                  {choice.text}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
