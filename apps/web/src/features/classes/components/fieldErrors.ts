import { useState } from "react";
import { ApiError, errorMessage } from "../../../lib/api";

/**
 * A small form's failed submit, placed where a person looks: next to the field the server named (its
 * message without the "field: " prefix), else as the form's own line. The server's messages come in the
 * interface's language, so the forms need no copy of its rules.
 */
export function useServerErrors<Field extends string>(fields: readonly Field[]) {
  const [errors, setErrors] = useState<Partial<Record<Field | "form", string>>>({});
  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.field && (fields as readonly string[]).includes(error.field)) {
      setErrors({ [error.field]: error.fieldMessage } as Partial<Record<Field | "form", string>>);
    } else {
      setErrors({ form: errorMessage(error) } as Partial<Record<Field | "form", string>>);
    }
  };
  return { errors, fail, clear: () => setErrors({}) };
}
