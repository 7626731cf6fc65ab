import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { useZodForm } from "../../components/form/useZodForm";
import { ApiError } from "../../lib/api";
import { trackerMessage } from "./messages";

/**
 * useZodForm for the tracker's forms: the same schema from packages/contracts, whose messages are the
 * spec's English, shown in the interface's language (trackerMessage).
 */
export function useTrackerForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useZodForm(schema, defaultValues, {}, trackerMessage);
}

/** A server refusal with its message in the interface's language (for applyServerError and the like). */
export function localized(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const prefix =
    error.field && error.message.endsWith(error.fieldMessage)
      ? error.message.slice(0, -error.fieldMessage.length)
      : "";
  return new ApiError(
    error.status,
    error.code,
    `${prefix}${trackerMessage(error.fieldMessage)}`,
    error.field,
  );
}
