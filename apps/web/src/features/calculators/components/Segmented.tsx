import { useId } from "react";
import { cx } from "../../../lib/cx";

const choice = (on: boolean) =>
  cx(
    "flex min-h-10 flex-1 cursor-pointer items-center justify-center rounded-lg px-3 py-1.5 text-center text-sm leading-tight font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500",
    on ? "bg-white text-brand-900 shadow-sm" : "text-slate-700 hover:text-slate-900",
  );

/** Two or three options as a segmented radio group (real radio buttons, so arrows move between them). */
export function Segmented<V extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex gap-1 rounded-xl bg-slate-100 p-1">
        {options.map((option) => (
          <label key={option.value} className={choice(option.value === value)}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
