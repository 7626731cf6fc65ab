import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useId, useState } from "react";
import {
  type FieldValues,
  type Path,
  type RegisterOptions,
  useController,
  useFormContext,
} from "react-hook-form";
import { FormMessage } from "../ui/FormMessage";
import { AmountBox } from "./AmountBox";
import { amountText, readAmount, sameAmount } from "./amountText";
import {
  checkboxClasses,
  controlClasses,
  describedBy,
  FieldError,
  FieldShell,
  InputField,
  SelectField,
  TextAreaField,
} from "./fields";
import { startingChecked, startingValue } from "./startingValues";

/**
 * Form controls bound to the surrounding react-hook-form (FormProvider) by name: label, hint and the
 * field's error come together, with the ARIA wiring of fields.tsx.
 */
interface Bound<T extends FieldValues> {
  name: Path<T>;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  className?: string;
}

/** The message of a (possibly nested) field's error. */
function useFieldError<T extends FieldValues>(name: Path<T>): string | undefined {
  const { formState, getFieldState } = useFormContext<T>();
  return getFieldState(name, formState).error?.message;
}

/**
 * What every bound control hands its field: an id, the label, hint and error, the registration and the
 * starting value (spread after the caller's own props, so the form's wiring wins).
 */
function useBound<T extends FieldValues>(
  { name, label, optional, hint, className }: Bound<T>,
  options?: RegisterOptions<T, Path<T>>,
) {
  const { register, getValues } = useFormContext<T>();
  return {
    id: useId(),
    label,
    optional,
    hint,
    className,
    error: useFieldError(name),
    ...register(name, options),
    defaultValue: startingValue(getValues(name)),
  };
}

export function FormInput<T extends FieldValues>({
  name,
  label,
  optional,
  hint,
  className,
  ...props
}: Bound<T> & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  return <InputField {...props} {...useBound({ name, label, optional, hint, className })} />;
}

/** A number input whose value is a number, or null while it is empty (never NaN). */
export function FormNumber<T extends FieldValues>({
  name,
  label,
  optional,
  hint,
  className,
  ...props
}: Bound<T> & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type">) {
  const bound = useBound(
    { name, label, optional, hint, className },
    { setValueAs: (v: unknown) => (v === "" || v === null ? null : Number(v)) },
  );
  return <InputField type="number" inputMode="decimal" {...props} {...bound} />;
}

/**
 * A rupee amount (AmountBox: grouped as typed, 12,10,000): the form holds rupees, null while empty, NaN
 * for text that is not an amount (the schema says so). The box keeps the learner's own text while it
 * stands for the form's value, and shows the value when the form sets it (a reset, a suggestion).
 */
export function FormAmount<T extends FieldValues>({
  name,
  label,
  optional,
  hint,
  className,
  ...props
}: Bound<T> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type" | "value" | "defaultValue" | "onChange">) {
  const id = useId();
  const { control } = useFormContext<T>();
  const { field } = useController({ name, control });
  const error = useFieldError(name);
  const [typed, setTyped] = useState(() => amountText(field.value));
  const text = sameAmount(typed, field.value) ? typed : amountText(field.value);
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error} className={className}>
      <AmountBox
        {...props}
        id={id}
        ref={field.ref}
        name={field.name}
        value={text}
        onBlur={field.onBlur}
        onValueChange={(next) => {
          setTyped(next);
          field.onChange(readAmount(next));
        }}
        className={controlClasses}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}

export function FormTextarea<T extends FieldValues>({
  name,
  label,
  optional,
  hint,
  className,
  ...props
}: Bound<T> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">) {
  return <TextAreaField {...props} {...useBound({ name, label, optional, hint, className })} />;
}

export function FormSelect<T extends FieldValues>({
  name,
  label,
  optional,
  hint,
  className,
  children,
  ...props
}: Bound<T> & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name">) {
  return (
    <SelectField {...props} {...useBound({ name, label, optional, hint, className })}>
      {children}
    </SelectField>
  );
}

export function FormCheckbox<T extends FieldValues>({
  name,
  label,
  hint,
  className,
}: Omit<Bound<T>, "optional">) {
  const { register, getValues } = useFormContext<T>();
  const id = useId();
  const error = useFieldError(name);
  return (
    <div className={className}>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="checkbox"
          className={checkboxClasses}
          aria-invalid={error ? true : undefined}
          {...register(name)}
          defaultChecked={startingChecked(getValues(name))}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      {hint ? <p className="mt-1.5 text-sm text-slate-600">{hint}</p> : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The form-level message (a server failure not about one field), announced when it appears. */
export function FormRootError() {
  const { formState } = useFormContext();
  const message = (formState.errors.root?.server as { message?: string } | undefined)?.message;
  return message ? <FormMessage kind="error">{message}</FormMessage> : null;
}
