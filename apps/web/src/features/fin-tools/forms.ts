import { zodResolver } from "@hookform/resolvers/zod";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../lib/api";
import { trackerMessage } from "./messages";

/** A form's errors with each message in the interface's language (a field's DOM `ref` is left alone). */
function translated(node: unknown): unknown {
  if (!node || typeof node !== "object") return node;
  if (Array.isArray(node)) return node.map(translated);
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === "ref"
        ? value
        : key === "message" && typeof value === "string"
          ? trackerMessage(value)
          : translated(value),
    ]),
  );
}

/**
 * useZodForm (components/form) for the tracker's forms: the same schema from packages/contracts, whose
 * messages are the spec's English, shown in the interface's language (trackerMessage).
 */
export function useTrackerForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const resolve = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) => {
    const result = await resolve(values, context, options);
    return { ...result, errors: translated(result.errors) as FieldErrors<z.input<S>> } as typeof result;
  };
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
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
