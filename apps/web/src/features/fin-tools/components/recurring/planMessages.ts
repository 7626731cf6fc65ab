import {
  GOAL_NAME_MAX,
  GOALS_MAX,
  plansMessages,
  RECURRING_RULES_MAX,
} from "@arthshala/contracts/tracker-plans-rules";
import { translateKey } from "../../../../lib/i18n";
import { trackerMessage } from "../../messages";

type Key = keyof typeof plansMessages;
const MAX: Partial<Record<Key, number>> = {
  tooManyRules: RECURRING_RULES_MAX,
  tooManyGoals: GOALS_MAX,
  goalNameTooLong: GOAL_NAME_MAX,
};
const byEnglish = new Map<string, Key>(
  Object.entries(plansMessages).map(([key, text]) => [text, key as Key]),
);

/**
 * A message the plans' schemas or the server wrote in English (contracts' plansMessages, or the
 * tracker's own) in the interface's language; anything else as it came (the server's own Hindi).
 */
export function planMessage(message: string): string {
  const key = byEnglish.get(message);
  if (!key) return trackerMessage(message);
  return translateKey(`plans:errors.${key}`, { max: MAX[key] });
}
