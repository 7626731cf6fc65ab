import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useId } from "react";
import { type FieldValues, type Path, useFormContext } from "react-hook-form";
import { InputField, TextAreaField } from "./fields";
import { useFormMessage } from "./formMessages";
import { startingValue } from "./startingValues";

interface QuietProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  /** Messages the form says once for all fields: the field is marked invalid without repeating them. */
  formLevel?: readonly string[];
  /** The id of the form-level message, read with the field while it is invalid. */
  summaryId?: string;
}

/** The field's error, and the part of it the field says itself (in the interface's language). */
export function useQuietError<T extends FieldValues>(name: Path<T>, formLevel: readonly string[]) {
  const { formState, getFieldState } = useFormContext<T>();
  const say = useFormMessage();
  const message = getFieldState(name, formState).error?.message;
  const own = message && !formLevel.includes(message) ? say(message) : undefined;
  return { message, own };
}

/**
 * A bound text input (as FormInput) that leaves the spec's form-level messages to the form: an empty
 * field is marked invalid and points at the one message, while its own problems ("Enter a valid email
 * address.") still show beside it. Without `formLevel` it says every message itself, as FormInput does.
 */
export function QuietInput<T extends FieldValues>({
  name,
  label,
  formLevel = [],
  summaryId,
  ...props
}: QuietProps<T> & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  const { register, getValues } = useFormContext<T>();
  const id = useId();
  const { message, own } = useQuietError(name, formLevel);
  return (
    <InputField
      id={id}
      label={label}
      error={own}
      {...props}
      {...register(name)}
      defaultValue={startingValue(getValues(name))}
      aria-invalid={message ? true : undefined}
      {...(message && !own && summaryId ? { "aria-describedby": summaryId } : {})}
    />
  );
}

/** A bound textarea (as FormTextarea) whose message is said in the interface's language. */
export function QuietTextarea<T extends FieldValues>({
  name,
  label,
  optional,
  ...props
}: Pick<QuietProps<T>, "name" | "label"> & { optional?: boolean } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    "name"
  >) {
  const { register, getValues } = useFormContext<T>();
  const id = useId();
  const { own } = useQuietError(name, []);
  return (
    <TextAreaField
      id={id}
      label={label}
      optional={optional}
      error={own}
      {...props}
      {...register(name)}
      defaultValue={startingValue(getValues(name))}
    />
  );
}
