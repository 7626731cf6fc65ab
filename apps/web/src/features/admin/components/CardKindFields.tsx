import { ORDER_MAX_STEPS, ORDER_MIN_STEPS } from "@arthshala/contracts/question-kinds";
import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { FormInput, FormSelect, FormTextarea } from "../../../components/form/bound";
import { describedBy, FieldError } from "../../../components/form/fields";
import { startingChecked } from "../../../components/form/startingValues";

/** A true/false question's key: which of the two is right. */
export function TrueFalseKey() {
  const { register, getValues, getFieldState, formState } = useFormContext();
  const id = useId();
  const error = getFieldState("correct_answer", formState).error?.message;
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy(id, undefined, error)}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">The statement is</legend>
      <div className="grid grid-cols-2 gap-3">
        {(["true", "false"] as const).map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white p-3 font-semibold text-slate-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600"
          >
            <input
              type="radio"
              value={value}
              className="size-5 shrink-0 accent-brand-700"
              aria-invalid={error ? true : undefined}
              {...register("correct_answer")}
              defaultChecked={startingChecked(getValues("correct_answer"), value)}
            />
            {value === "true" ? "True" : "False"}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** A numeric question's key: the figure, its unit, and how far off an answer may be. */
export function NumericKey() {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-5">
        <FormInput
          name="correct_answer"
          label="Correct answer"
          inputMode="decimal"
          maxLength={40}
          hint="A number, e.g. 1,20,000 or 12.5 (at most 2 decimals)."
        />
        <FormSelect name="answer_unit" label="Unit">
          <option value="">Choose a unit</option>
          <option value="rupees">Rupees (₹)</option>
          <option value="percent">Percent (%)</option>
          <option value="number">A plain number</option>
        </FormSelect>
      </div>
      <FormInput
        name="tolerance"
        label="Tolerance"
        optional
        inputMode="decimal"
        maxLength={40}
        hint="How far off an answer may be and still count as right, in the same unit (e.g. 10 accepts ₹1,190 to ₹1,210). Empty: exact."
      />
    </>
  );
}

/** An order question's steps, one per line in the right order (learners see them shuffled). */
export function OrderKey() {
  return (
    <FormTextarea
      name="steps"
      label="Steps, in the right order"
      rows={6}
      maxLength={2000}
      hint={`One step per line, ${ORDER_MIN_STEPS} to ${ORDER_MAX_STEPS} steps. Learners see them shuffled and put them back in this order.`}
    />
  );
}
