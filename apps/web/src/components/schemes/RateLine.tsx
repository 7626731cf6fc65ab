import { useTranslation } from "react-i18next";
import { cx } from "../../lib/cx";
import { freshnessDay, freshnessText, type RateFacts, rateFigureText } from "../../lib/scheme-figures";

/**
 * A rate with the date it was read, wherever a rate is shown to learners: "7.1% a year · as of
 * 1 October 2026". Figures past their time (freshnessOf) say "last notified on …" in amber, so a
 * learner sees at a glance that the rate may have changed since. A rate that is another product's says
 * whose and of what date: "6.45% a year (as HDFC Bank Fixed Deposit, 15 October 2026)".
 */
export function RateLine({ facts, className }: { facts: RateFacts; className?: string }) {
  const { t } = useTranslation("savings");
  const stale = facts.freshness.state === "stale";
  // A rate that follows another product's carries that product's date already.
  if (facts.rate_bps === null && facts.rate_follows) {
    return <span className={className}>{rateFigureText(t, facts)}</span>;
  }
  return (
    <span className={className}>
      <span>{rateFigureText(t, facts)}</span>
      <span className={cx(stale ? "font-medium text-amber-800" : "text-slate-600")}>
        {" · "}
        <time dateTime={freshnessDay(facts)}>{freshnessText(t, facts)}</time>
      </span>
    </span>
  );
}
