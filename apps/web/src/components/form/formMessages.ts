/**
 * The forms' checks come from the server's own schema (packages/contracts), worded in English; these
 * say them in the interface's language at render time. A message the forms namespace does not know
 * (a server's own words) is shown as it came.
 */
import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../lib/format";
import en from "../../lib/i18n/locales/en/forms";

type FormsT = TFunction<"forms">;
type Check = keyof typeof en.validation;

const KNOWN = new Map<string, Check>(
  (Object.entries(en.validation) as Array<[Check, string]>)
    .filter(([, text]) => !text.includes("{{"))
    .map(([check, text]) => [text, check]),
);
const TOO_LONG = /^Please keep it under ([\d,]+) characters\.$/;
const TOO_MANY = /^You've sent a few messages in a short time\. Please try again in (\d+) minutes?\.$/;

export function translateFormMessage(t: FormsT, message: string): string {
  const check = KNOWN.get(message);
  if (check) return t(`validation.${check}` as `validation.required`);
  const long = TOO_LONG.exec(message);
  if (long) return t("validation.tooLong", { max: formatNumber(Number(long[1]!.replace(/,/g, ""))) });
  const many = TOO_MANY.exec(message);
  if (many) return t("validation.tooMany", { count: Number(many[1]) });
  return message;
}

/** `say(message)`: a form's message in the interface's language. */
export function useFormMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation("forms");
  return useCallback((message) => (message ? translateFormMessage(t, message) : message), [t]);
}
