import { balanceOf, type MonthTotals, percentOfIncome } from "@arthshala/contracts/tracker-rules";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../components/ui/Skeleton";
import { cx } from "../../../lib/cx";
import { rupees } from "../format";
import { ChangeBadge } from "./ChangeBadge";

const ZERO: MonthTotals = { income: 0, expense: 0, investment: 0, saving: 0 };
const shares = [
  { key: "expense", bar: "bg-rose-500", riseIsGood: false },
  { key: "investment", bar: "bg-sky-500", riseIsGood: true },
  { key: "saving", bar: "bg-amber-500", riseIsGood: true },
] as const;

/** A percentage as shown on the bars: at most one decimal. */
export const formatPercent = (value: number) => `${Math.round(value * 10) / 10}%`;

interface SummaryCardProps {
  /** This month's totals, and last month's for the change; undefined while they load. */
  current: MonthTotals | undefined;
  previous: MonthTotals | undefined;
  monthLabel: string;
  previousLabel: string;
  /** The totals could not be read (offline with no copy of this month): said, not a skeleton forever. */
  failed?: boolean;
}

const card = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5";

/**
 * Income, expense, investment, saving and balance of the current month (spec section 2). Each bar is
 * the amount as a percent of income, clamped to 0..100; each figure shows its change from last month.
 * A month with no income has no bars: the card says in words that there is no income to share out
 * (issue 39: "₹0 0%" beside "100% of income" read as nonsense).
 */
export function SummaryCard({ current, previous, monthLabel, previousLabel, failed }: SummaryCardProps) {
  const { t } = useTranslation("tracker");
  if (!current && failed) {
    return (
      <section aria-labelledby="summary-heading" className={card}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="summary-heading" className="text-lg font-bold text-slate-900">
            {t("summary.title")}
          </h2>
          <p className="text-sm text-slate-600">{monthLabel}</p>
        </div>
        <p className="mt-4 rounded-xl bg-slate-50 p-6 text-center text-slate-700">{t("summary.failed")}</p>
      </section>
    );
  }
  if (!current) return <SummaryCardSkeleton monthLabel={monthLabel} />;
  const before = previous ?? ZERO;
  const balance = balanceOf(current);
  // No income: a share of it means nothing ("100% of income" of ₹0), so the card says so in words.
  const noIncome = current.income === 0;
  return (
    <section aria-labelledby="summary-heading" className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="summary-heading" className="text-lg font-bold text-slate-900">
          {t("summary.title")}
        </h2>
        <p className="text-sm text-slate-600">{monthLabel}</p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-brand-50 p-3">
          <dt className="text-sm font-medium text-brand-900">{t("summary.income")}</dt>
          <dd className="mt-1 flex flex-wrap items-baseline gap-x-2">
            <span
              data-testid="summary-income"
              className="text-xl font-bold text-slate-900 tabular-nums sm:text-2xl"
            >
              {rupees(current.income)}
            </span>
            {noIncome ? (
              <span className="text-xs font-medium text-slate-700">{t("summary.noIncome")}</span>
            ) : (
              <ChangeBadge
                kind="income"
                current={current.income}
                previous={before.income}
                since={previousLabel}
                riseIsGood
              />
            )}
          </dd>
        </div>
        <div className={cx("rounded-xl p-3", balance < 0 ? "bg-red-50" : "bg-slate-50")}>
          <dt className={cx("text-sm font-medium", balance < 0 ? "text-red-800" : "text-slate-700")}>
            {t("summary.balance")}
          </dt>
          <dd
            data-testid="summary-balance"
            className={cx(
              "mt-1 text-xl font-bold tabular-nums sm:text-2xl",
              balance < 0 ? "text-red-800" : "text-slate-900",
            )}
          >
            {rupees(balance)}
          </dd>
        </div>
      </dl>
      <dl className="mt-4 space-y-3">
        {shares.map(({ key, bar, riseIsGood }) => {
          const percent = percentOfIncome(current[key], current.income);
          return (
            <div
              key={key}
              data-testid={`summary-${key}`}
              className="grid grid-cols-[1fr_auto] items-baseline gap-x-3"
            >
              <dt className="text-sm font-medium text-slate-700">{t(`types.${key}`)}</dt>
              <dd className="flex flex-wrap items-baseline justify-end gap-x-2">
                <span className="font-semibold text-slate-900 tabular-nums">{rupees(current[key])}</span>
                <ChangeBadge
                  kind={key}
                  current={current[key]}
                  previous={before[key]}
                  since={previousLabel}
                  riseIsGood={riseIsGood}
                />
              </dd>
              {noIncome ? null : (
                <dd className="col-span-2 mt-1 flex items-center gap-3">
                  <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
                    <span className={cx("block h-full rounded-full", bar)} style={{ width: `${percent}%` }} />
                  </span>
                  <span
                    data-testid="summary-percent"
                    className="w-28 shrink-0 text-right text-xs text-slate-600 tabular-nums"
                  >
                    {t("summary.ofIncome", { percent: formatPercent(percent) })}
                  </span>
                </dd>
              )}
            </div>
          );
        })}
      </dl>
      {noIncome ? (
        <p data-testid="summary-no-income" className="mt-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          {t("summary.noIncomeShares")}
        </p>
      ) : null}
    </section>
  );
}

/** The card's final size while the month totals load. */
export function SummaryCardSkeleton({ monthLabel }: { monthLabel: string }) {
  const { t } = useTranslation("tracker");
  return (
    <section aria-labelledby="summary-heading" aria-busy="true" className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="summary-heading" className="text-lg font-bold text-slate-900">
          {t("summary.title")}
        </h2>
        <p className="text-sm text-slate-600">{monthLabel}</p>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Skeleton className="h-[4.5rem] rounded-xl sm:h-20" />
        <Skeleton className="h-[4.5rem] rounded-xl sm:h-20" />
      </div>
      <div className="mt-4 space-y-3">
        {shares.map(({ key }) => (
          <div key={key} className="space-y-2">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-3 w-full" />
          </div>
        ))}
      </div>
    </section>
  );
}
