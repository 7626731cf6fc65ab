import type { InputHTMLAttributes, Ref } from "react";
import { formatTypedAmount } from "./amountText";

type AmountBoxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type"> & {
  /** The box's text, as shown ("12,10,000"). */
  value: string;
  /** The new text after each edit, already grouped. */
  onValueChange: (text: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The one rupee amount input (calculators, income tax, tracker, goals, budgets): a text box with the
 * phone's decimal keypad that groups digits the Indian way as they are typed or pasted (12,10,000).
 * Text, not type=number, so commas, ₹ and a half-typed "1,250." are kept. The grouped text is written
 * into the box during the input event and the caret put back beside its digit; React then finds the
 * box already holding its new value and leaves the caret alone.
 */
export function AmountBox({ value, onValueChange, ref, ...props }: AmountBoxProps) {
  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      {...props}
      ref={ref}
      value={value}
      onChange={(event) => {
        const input = event.currentTarget;
        const next = formatTypedAmount(input.value, input.selectionStart ?? input.value.length, {
          previous: value,
          inputType: (event.nativeEvent as InputEvent).inputType,
        });
        if (next.text !== input.value) {
          input.value = next.text;
          if (input.ownerDocument.activeElement === input) input.setSelectionRange(next.caret, next.caret);
        }
        onValueChange(next.text);
      }}
    />
  );
}
