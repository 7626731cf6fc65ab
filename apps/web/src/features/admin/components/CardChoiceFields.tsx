import { splitAnswerList } from "@arthshala/contracts/learning-rules";
import { useEffect, useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { FormInput } from "../../../components/form/bound";
import { checkboxClasses, describedBy, FieldError, SelectField } from "../../../components/form/fields";

/** A multiple-choice card's options (typed comma-separated), their tags, and the correct answer(s). */
export function CardChoiceFields({ multiple }: { multiple: boolean }) {
  const typed = useWatch({ name: "options" }) as unknown;
  const options = typeof typed === "string" ? splitAnswerList(typed) : [];
  return (
    <>
      <FormInput
        name="options"
        label="Options"
        hint="Separate the options with commas, e.g. Save it, Spend it, Lend it."
      />
      {options.length ? (
        <ul aria-label="Options as learners will see them" className="flex flex-wrap gap-2">
          {keyed(options).map(({ option, key }, i) => (
            <li
              key={key}
              className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-sm text-slate-800"
            >
              <span className="font-semibold text-brand-800">{String.fromCharCode(65 + i)}.</span> {option}
            </li>
          ))}
        </ul>
      ) : null}
      <FormInput
        name="options_tags"
        label="Option tags"
        optional
        hint="One tag per option, comma-separated, in the same order."
      />
      <CorrectAnswer multiple={multiple} options={options} />
    </>
  );
}

/** The key, picked from the options: a select for one answer, checkboxes for several. */
function CorrectAnswer({ multiple, options }: { multiple: boolean; options: string[] }) {
  const { setValue, getFieldState, formState } = useFormContext();
  const answer = (useWatch({ name: "correct_answer" }) as string | null | undefined) ?? "";
  const keys = multiple ? splitAnswerList(answer) : [answer];
  const chosen = options.filter((option) => keys.includes(option));
  const value = multiple ? chosen.join(", ") : (chosen[0] ?? "");
  // A key whose option was edited away, or the wrong number for the question type, is no longer chosen.
  useEffect(() => {
    if (value !== answer) setValue("correct_answer", value);
  }, [value, answer, setValue]);

  const id = useId();
  const choose = (next: string) => setValue("correct_answer", next, { shouldDirty: true });
  const hint = options.length < 2 ? "Enter the options first." : undefined;
  const error = getFieldState("correct_answer", formState).error?.message;
  if (!multiple) {
    return (
      <SelectField
        id={id}
        label="Correct answer"
        optional
        hint={hint}
        error={error}
        disabled={options.length < 2}
        value={value}
        onChange={(e) => choose(e.target.value)}
      >
        <option value="">No correct answer</option>
        {keyed(options).map(({ option, key }) => (
          <option key={key} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
    );
  }
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy(id, hint, error)}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">
        Correct answers <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      {options.length ? (
        <div className="space-y-2">
          {keyed(options).map(({ option, key }) => (
            <label key={key} className="flex items-center gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className={checkboxClasses}
                checked={chosen.includes(option)}
                onChange={(e) => {
                  const next = e.target.checked ? [...chosen, option] : chosen.filter((c) => c !== option);
                  choose(options.filter((o) => next.includes(o)).join(", "));
                }}
              />
              {option}
            </label>
          ))}
        </div>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** Options come from free text: while typing, two may be equal, so a repeat gets its own key. */
function keyed(options: string[]): { option: string; key: string }[] {
  const seen = new Map<string, number>();
  return options.map((option) => {
    const count = seen.get(option) ?? 0;
    seen.set(option, count + 1);
    return { option, key: count ? `${option}\u0000${count}` : option };
  });
}
