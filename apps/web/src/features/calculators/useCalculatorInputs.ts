import { useState } from "react";

/**
 * The text of each input, kept as typed (so "1,50,000" and a half-typed "7." survive), with one setter
 * per field for the boxes' onChange.
 */
export function useCalculatorInputs<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const set = (field: F) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  return { values, set, setValues };
}
