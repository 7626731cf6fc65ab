import type { InputHTMLAttributes } from "react";
import { useId } from "react";
import { type FieldValues, type Path, useFormContext } from "react-hook-form";
import { InputField } from "../../../components/form/fields";

interface QuietInputProps<T extends FieldValues> extends Omit<InputHTMLAttributes<HTMLInputElement>, "name"> {
  name: Path<T>;
  label: string;
  /** Messages the form says once for all fields: the field is marked invalid without repeating them. */
  formLevel: readonly string[];
  /** The id of the form-level message, read with the field while it is invalid. */
  summaryId: string;
}

/**
 * A bound text input (as FormInput) that leaves the spec's form-level messages to the form: an empty
 * field is marked invalid and points at the one message, while its own problems ("Enter a valid email
 * address.") still show beside it.
 */
export function QuietInput<T extends FieldValues>({
  name,
  label,
  formLevel,
  summaryId,
  ...props
}: QuietInputProps<T>) {
  const { register, formState, getFieldState } = useFormContext<T>();
  const id = useId();
  const message = getFieldState(name, formState).error?.message;
  const own = message && !formLevel.includes(message) ? message : undefined;
  return (
    <InputField
      id={id}
      label={label}
      error={own}
      {...props}
      {...register(name)}
      aria-invalid={message ? true : undefined}
      {...(message && !own ? { "aria-describedby": summaryId } : {})}
    />
  );
}
