import type { MonthName } from "@arthshala/contracts/tracker-rules";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Skeleton } from "../../../components/ui/Skeleton";
import { exportHref, type Transaction, useMonthTransactions } from "../api";
import { monthLabel, monthNameLabel } from "../months";
import { DownloadIcon, ListIcon } from "./icons";
import { Panel, PanelNote } from "./Panel";
import { TransactionRow } from "./TransactionRow";

interface RecentTransactionsPanelProps {
  year: number;
  /** The page's month. */
  month: MonthName;
  onEdit: (t: Transaction) => void;
  onDelete: (t: Transaction) => void;
  onViewAll: () => void;
  className?: string;
}

const exportLink =
  "inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:bg-brand-50 hover:underline";

/** The chosen month's transactions, newest first, with All Transactions and the CSV downloads. */
export function RecentTransactionsPanel({
  year,
  month,
  onEdit,
  onDelete,
  onViewAll,
  className,
}: RecentTransactionsPanelProps) {
  const { t } = useTranslation("tracker");
  const list = useMonthTransactions(month, year);
  const items = list.data ?? [];

  return (
    <Panel title={t("recent.title")} className={className}>
      {list.isPending ? (
        <div aria-hidden="true" className="space-y-4 py-2">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-11 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <PanelNote className="min-h-40">{t("recent.failed")}</PanelNote>
      ) : items.length === 0 ? (
        <PanelNote className="min-h-40">{t("empty.month")}</PanelNote>
      ) : (
        <ul
          aria-label={t("recent.listLabel", { month: monthLabel(month, year) })}
          className="-my-1 max-h-[28rem] divide-y divide-slate-100 overflow-y-auto"
        >
          {items.map((t) => (
            <TransactionRow key={t.id} transaction={t} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <Button variant="secondary" size="sm" onClick={onViewAll} aria-haspopup="dialog">
          <ListIcon className="size-4" />
          {t("recent.viewAll")}
        </Button>
        <div className="flex flex-wrap items-center gap-1">
          <a href={exportHref({ month, year })} download className={exportLink}>
            <DownloadIcon className="size-4" />
            <span className="sr-only">{t("recent.download")}</span>
            {t("recent.monthCsv", { month: monthNameLabel(month) })}
          </a>
          <a href={exportHref()} download className={exportLink}>
            <DownloadIcon className="size-4" />
            <span className="sr-only">{t("recent.download")}</span>
            {t("recent.allCsv")}
          </a>
        </div>
      </div>
    </Panel>
  );
}
