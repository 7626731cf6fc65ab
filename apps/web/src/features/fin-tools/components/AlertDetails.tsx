import type { ParsedAlert } from "../api";

const channels: Record<string, string> = { upi: "UPI", card: "card", neft: "NEFT", imps: "IMPS", atm: "ATM" };

/** What was read from a pasted alert, above the transaction it became. */
export function AlertDetails({ parsed }: { parsed: ParsedAlert }) {
  const { merchant, accountHint, channel, direction } = parsed.details;
  const parts = [
    direction === "debit" ? "Money out" : "Money in",
    channel ? `by ${channels[channel] ?? channel}` : null,
    merchant ? `${direction === "debit" ? "to" : "from"} ${merchant}` : null,
    accountHint ? `account ending ${accountHint}` : null,
  ].filter(Boolean);
  return (
    <p className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
      Read from your alert: {parts.join(", ")}. Check the details, then add it.
    </p>
  );
}
