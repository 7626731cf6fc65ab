import {
  type CalculatorPhraseKey,
  type Phrase,
  type PhraseParam,
  toWholeRupees,
} from "@arthshala/contracts/calculators";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../lib/format";

/**
 * A calculator amount in the interface's locale, in whole rupees (issue 28: ₹40,68,209, not
 * ₹40,68,209.22); contracts' figures stay exact to the paisa, and are rounded only here.
 */
export function rupees(amount: number): string {
  return formatRupees(toWholeRupees(amount), false);
}

/**
 * The calculators' phrases (messages, symbol meanings, notes) in the interface's language: each
 * result carries its texts as keys and parameters; amounts among them follow the locale too.
 */
export function useSay() {
  const { t } = useTranslation("calculators");
  // Keys come from contracts (CalculatorPhraseKey, the keys of en's `phrases`); each phrase brings its own
  // parameters, which the typed t cannot pair with a key known only at run time.
  const phraseText = t as unknown as (
    key: `phrases.${CalculatorPhraseKey}`,
    params: Record<string, string>,
  ) => string;
  const param = (value: PhraseParam): string => {
    if (typeof value === "string") return value;
    if ("rupees" in value) return rupees(value.rupees);
    return say(value);
  };
  const say = (p: Phrase): string => {
    const params = Object.fromEntries(Object.entries(p.params ?? {}).map(([slot, v]) => [slot, param(v)]));
    return phraseText(`phrases.${p.key}`, params);
  };
  return { say, param };
}
