import { type Ref, useId, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { AmountBox } from "../../../../components/form/AmountBox";
import { amountText, readAmount, sameAmount } from "../../../../components/form/amountText";
import { FieldShell } from "../../../../components/form/fields";
import { cx } from "../../../../lib/cx";
import type { TransactionFormValues } from "../transactionForm";

/** "1,250.50" or "1250.5" as typed: rupees as a number, empty as null (the schema says what is wrong). */
export const parseAmount = readAmount;

/**
 * Quick add's first field: the amount, large, in the one amount box every rupee field uses (AmountBox:
 * the phone's decimal keypad, grouped as typed, 12,10,000).
 */
export function AmountInput({ label, inputRef }: { label: string; inputRef?: Ref<HTMLInputElement> }) {
  const id = useId();
  const { control, getFieldState, formState } = useFormContext<TransactionFormValues>();
  const { field } = useController({ name: "amount", control });
  const error = getFieldState("amount", formState).error?.message;
  const [typed, setTyped] = useState(() => amountText(field.value));
  // A reset after "save and add another" empties the form's value: the box follows it.
  const text = sameAmount(typed, field.value) ? typed : amountText(field.value);
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-2xl font-semibold text-slate-500"
        >
          ₹
        </span>
        <AmountBox
          id={id}
          enterKeyHint="done"
          placeholder="0"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          name={field.name}
          value={text}
          onBlur={field.onBlur}
          onValueChange={(next) => {
            setTyped(next);
            field.onChange(readAmount(next));
          }}
          ref={(node) => {
            field.ref(node);
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
