import { useTranslation } from "react-i18next";
import type { ParsedAlert } from "../api";

/** How the money moved: names that read the same in both languages, and "card", which is translated. */
const channels: Record<string, string> = { upi: "UPI", neft: "NEFT", imps: "IMPS", atm: "ATM" };

/** What was read from a pasted alert, above the transaction it became. */
export function AlertDetails({ parsed }: { parsed: ParsedAlert }) {
  const { t } = useTranslation("tracker");
  const { merchant, accountHint, channel, direction } = parsed.details;
  const parts = [
    direction === "debit" ? t("alert.moneyOut") : t("alert.moneyIn"),
    channel
      ? t("alert.by", { channel: channel === "card" ? t("alert.card") : (channels[channel] ?? channel) })
      : null,
    merchant ? t(direction === "debit" ? "alert.to" : "alert.from", { merchant }) : null,
    accountHint ? t("alert.account", { hint: accountHint }) : null,
  ].filter(Boolean);
  return (
    <p className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
      {t("alert.details", { details: parts.join(", ") })}
    </p>
  );
}
