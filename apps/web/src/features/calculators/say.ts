import {
  type CalculatorPhraseKey,
  type Phrase,
  type PhraseParam,
  roundToPaisa,
} from "@arthshala/contracts/calculators";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../lib/format";

/**
 * A calculator amount in the interface's locale, rounded to the paisa first (as contracts' English
 * does), paise shown only when there are any: ₹40,68,209.22, ₹22,50,000.
 */
export function rupees(amount: number): string {
  // + 0 turns -0 (float dust rounded away) into 0, so it never prints as "-₹0".
  return formatRupees(roundToPaisa(amount) + 0);
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
