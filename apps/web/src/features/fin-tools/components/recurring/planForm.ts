import { zodResolver } from "@hookform/resolvers/zod";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { applyServerError } from "../../../../components/form/serverErrors";
import { ApiError } from "../../../../lib/api";
import { planMessage } from "./planMessages";

/** A form's errors with each message in the interface's language (a field's DOM `ref` left alone). */
function translated(node: unknown): unknown {
  if (!node || typeof node !== "object") return node;
  if (Array.isArray(node)) return node.map(translated);
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === "ref"
        ? value
        : key === "message" && typeof value === "string"
          ? planMessage(value)
          : translated(value),
    ]),
  );
}

/** react-hook-form on a contracts schema (what the server checks), its messages in the interface's language. */
export function usePlanForm<S extends z.ZodType<FieldValues, FieldValues>>(
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
