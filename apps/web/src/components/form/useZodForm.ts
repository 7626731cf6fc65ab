import { zodResolver } from "@hookform/resolvers/zod";
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  useForm,
} from "react-hook-form";
import type { z } from "zod";

/**
 * react-hook-form validated by a schema from packages/contracts, the same one the server checks with.
 * Errors show on submit, then each clears as soon as its field is fixed (re-validated on change).
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver" | "defaultValues"> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    ...options,
  });
}
