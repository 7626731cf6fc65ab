import { zodResolver } from "@hookform/resolvers/zod";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  useForm,
} from "react-hook-form";
import type { z } from "zod";

/** A form's errors with each message passed through `translate` (a field's DOM `ref` left alone). */
function translated(node: unknown, translate: (message: string) => string): unknown {
  if (!node || typeof node !== "object") return node;
  if (Array.isArray(node)) return node.map((item) => translated(item, translate));
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === "ref"
        ? value
        : key === "message" && typeof value === "string"
          ? translate(value)
          : translated(value, translate),
    ]),
  );
}

/**
 * react-hook-form validated by a schema from packages/contracts, the same one the server checks with.
 * Errors show on submit, then each clears as soon as its field is fixed (re-validated on change).
 * `translate` shows the schema's English messages in the interface's language (the tracker's forms).
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver" | "defaultValues"> = {},
  translate?: (message: string) => string,
) {
  const resolve = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  const resolver: typeof resolve = translate
    ? async (values, context, opts) => {
        const result = await resolve(values, context, opts);
        return {
          ...result,
          errors: translated(result.errors, translate) as FieldErrors<z.input<S>>,
        } as Awaited<ReturnType<typeof resolve>>;
      }
    : resolve;
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    ...options,
  });
}
