import { toWholeRupees } from "@arthshala/contracts/calculators";
import { indiaDay } from "@arthshala/contracts/india-time";
import { goalPrefillHref } from "@arthshala/contracts/tracker-plans-rules";
import { addMonths } from "@arthshala/contracts/tracker-rules";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * "Make this a savings goal": the tracker's new-goal form, filled in with a name, the result in whole
 * rupees and the month the plan ends (this India month plus its length). The tracker checks all three.
 */
export function SavingsGoalLink({ name, amount, months }: { name: string; amount: number; months: number }) {
  const { t } = useTranslation("calculators");
  const today = indiaDay();
  const end = addMonths(Number(today.slice(0, 4)), Number(today.slice(5, 7)), months);
  const by = `${end.year}-${String(end.month).padStart(2, "0")}`;
  return (
    <Link
      to={goalPrefillHref({ name, amount: toWholeRupees(amount), by })}
      className="mt-5 inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-brand-500"
    >
      {t("goal.make")}
    </Link>
  );
}
