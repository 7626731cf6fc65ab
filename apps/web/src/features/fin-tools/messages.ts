import { CASH_CATEGORY, FIXED_PAYEES, UNNAMED_TITLES } from "@arthshala/contracts/payee-names";
import { PREDEFINED_CATEGORIES, type PredefinedCategory } from "@arthshala/contracts/tracker-rules";
import type { TFunction } from "i18next";
import { activeI18n, translateKey } from "../../lib/i18n";
import type english from "../../lib/i18n/locales/en/tracker";

type ErrorKey = keyof (typeof english)["errors"];
type CategoryKey = keyof (typeof english)["categories"];
type PayeeKey = keyof (typeof english)["payees"];

/** The built-in categories' keys in the `tracker` namespace (their names stay the data: English). */
const CATEGORY_KEYS: Record<PredefinedCategory, CategoryKey> = {
  Food: "food",
  Travel: "travel",
  Rent: "rent",
  Apparel: "apparel",
  Health: "health",
  Education: "education",
  Transportation: "transportation",
  "Bills & Utilities": "billsUtilities",
  Shopping: "shopping",
  Entertainment: "entertainment",
  Investments: "investments",
  Savings: "savings",
  Salary: "salary",
};

const isPredefined = (name: string): name is PredefinedCategory =>
  (PREDEFINED_CATEGORIES as readonly string[]).includes(name);

/**
 * A category as the learner reads it: a built-in one in the interface's language, their own as they
 * typed it. The value sent to the server stays the name itself.
 */
export function categoryLabel(t: TFunction<"tracker">, name: string): string {
  if (isPredefined(name)) return t(`categories.${CATEGORY_KEYS[name]}`);
  // The "Cash" an import made for ATM withdrawals is the app's word, so it is said in the learner's language.
  return name === CASH_CATEGORY ? t("categories.cash") : name;
}

/** The payees an import names itself ("Cash withdrawal"), by their stored English, and their keys. */
const PAYEE_KEYS = new Map<string, PayeeKey>(
  Object.entries({ ...FIXED_PAYEES, ...UNNAMED_TITLES }).map(([key, english]) => [english, key as PayeeKey]),
);

/**
 * A transaction's title as the learner reads it: one the import named itself ("Cash withdrawal",
 * "UPI payment") in the interface's language; a merchant's or a person's name, or their own title, as is.
 */
export function titleLabel(t: TFunction<"tracker">, title: string): string {
  const key = PAYEE_KEYS.get(title);
  return key ? t(`payees.${key}`) : title;
}

interface Matcher {
  key: ErrorKey;
  pattern: RegExp;
}

let matchers: { from: unknown; list: Matcher[] } | null = null;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each English message of `tracker:errors` as a pattern, its {{placeholders}} as named groups. */
function englishMatchers(): Matcher[] {
  const errors = activeI18n().getResource("en", "tracker", "errors") as Record<ErrorKey, string> | undefined;
  if (!errors) return [];
  if (matchers?.from !== errors) {
    const list = (Object.entries(errors) as Array<[ErrorKey, string]>).map(([key, text]) => ({
      key,
      pattern: new RegExp(
        `^${text
          .split(/(\{\{\w+\}\})/)
          .map((part) => {
            const slot = /^\{\{(\w+)\}\}$/.exec(part);
            return slot ? `(?<${slot[1]}>.+?)` : escapeRegExp(part);
          })
          .join("")}$`,
      ),
    }));
    matchers = { from: errors, list };
  }
  return matchers.list;
}

/**
 * A message written in English by the shared schemas or the server (contracts' trackerMessages and
 * the like) in the interface's language: the `tracker:errors` text whose English it is, with the same
 * values filled in. A message we don't know is shown as it came, which includes the server's own
 * Hindi (it answers in the language api() asks for).
 */
export function trackerMessage(message: string): string {
  for (const { key, pattern } of englishMatchers()) {
    const match = pattern.exec(message);
    if (match) return translateKey(`tracker:errors.${key}`, { ...match.groups });
  }
  return message;
}
