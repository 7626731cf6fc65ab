import { useState } from "react";

/**
 * The text of each input, kept as typed (so "1,50,000" and a half-typed "7." survive), with one setter
 * per field for the boxes' onChange. A box in `follow` shows that outside value (PPF's current rate)
 * until the learner changes it; while the value is unknown, it shows what the box holds.
 */
export function useCalculatorInputs<F extends string>(
  initial: Record<F, string>,
  follow?: Partial<Record<F, string | undefined>>,
) {
  const [typed, setTyped] = useState(initial);
  const [changed, setChanged] = useState<Partial<Record<F, true>>>({});
  const values = { ...typed };
  /** Boxes still waiting for their outside value (not known yet, nothing typed). */
  const waiting: F[] = [];
  for (const field of Object.keys(follow ?? {}) as F[]) {
    if (changed[field]) continue;
    const outside = follow?.[field];
    if (outside === undefined) waiting.push(field);
    else values[field] = outside;
  }
  const set = (field: F) => (value: string) => {
    setChanged((current) => (current[field] ? current : { ...current, [field]: true }));
    setTyped((current) => ({ ...current, [field]: value }));
  };
  return { values, set, waiting };
}
