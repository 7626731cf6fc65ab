import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError, errorMessage } from "../../lib/api";

/**
 * Puts a failed submit's message where a person will see it: next to the field the server named
 * (its `field`, relative to `prefix`, e.g. "transaction."), else as the form's own error.
 */
export function applyServerError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  options: { prefix?: string; fields?: readonly string[] } = {},
): void {
  if (error instanceof ApiError && error.field) {
    const name =
      options.prefix && error.field.startsWith(options.prefix)
        ? error.field.slice(options.prefix.length)
        : error.field;
    if (!options.fields || options.fields.includes(name)) {
      form.setError(name as Path<T>, { type: "server", message: error.fieldMessage }, { shouldFocus: true });
      return;
    }
  }
  form.setError("root.server" as Path<T>, { type: "server", message: errorMessage(error) });
}
