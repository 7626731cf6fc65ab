import { type Ref, useId } from "react";
import { useFormContext } from "react-hook-form";
import { FieldShell } from "../../../../components/form/fields";
import { cx } from "../../../../lib/cx";
import type { TransactionFormValues } from "../transactionForm";

/** "1,250.50" or "1250.5" as typed: rupees as a number, empty as null (the schema says what is wrong). */
export function parseAmount(typed: unknown): number | null {
  if (typeof typed === "number") return typed;
  const text = String(typed ?? "")
    .replace(/[,\s₹]/g, "")
    .trim();
  return text === "" ? null : Number(text);
}

/**
 * Quick add's first field: the amount, large, with the phone's number keypad (inputmode=decimal; a text
 * field, so a typed comma or ₹ is read rather than refused by a number field).
 */
export function AmountInput({ label, inputRef }: { label: string; inputRef?: Ref<HTMLInputElement> }) {
  const id = useId();
  const { register, getValues, getFieldState, formState } = useFormContext<TransactionFormValues>();
  const error = getFieldState("amount", formState).error?.message;
  const { ref, ...field } = register("amount", { setValueAs: parseAmount });
  const start = getValues("amount");
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-2xl font-semibold text-slate-500"
        >
          ₹
        </span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          placeholder="0"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          defaultValue={start === null || start === undefined ? "" : String(start)}
          {...field}
          ref={(node) => {
            ref(node);
            if (typeof inputRef === "function") inputRef(node);
            else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = node;
          }}
          className={cx(
            "block h-16 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-10 text-3xl font-bold text-slate-900 tabular-nums shadow-sm placeholder:text-slate-400 focus:border-brand-600",
            error && "border-red-600 ring-1 ring-red-600",
          )}
        />
      </div>
    </FieldShell>
  );
}
