import type { DefaultValues, FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { applyServerError } from "../../../../components/form/serverErrors";
import { useZodForm } from "../../../../components/form/useZodForm";
import { ApiError } from "../../../../lib/api";
import { planMessage } from "./planMessages";

/** useZodForm for the plans' forms, their contracts messages in the interface's language. */
export function usePlanForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useZodForm(schema, defaultValues, {}, planMessage);
}

/** A refusal next to the field the server named (under `prefix`), else the form's own message. */
export function showServerError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  prefix: string,
  fields: readonly string[],
  fallback: string,
): void {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const local = new ApiError(error.status, error.code, planMessage(error.fieldMessage), error.field);
    applyServerError(form, local, { prefix, fields });
    return;
  }
  form.setError("root.server" as Path<T>, { type: "server", message: fallback });
}
