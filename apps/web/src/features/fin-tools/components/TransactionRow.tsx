import { useTranslation } from "react-i18next";
import { cx } from "../../../lib/cx";
import type { Transaction } from "../api";
import { rupees } from "../format";
import { categoryLabel, titleLabel } from "../messages";
import { formatDay } from "../months";
import { MailIcon, PencilIcon, TrashIcon } from "./icons";

const amountStyle = {
  income: "text-brand-800",
  expense: "text-slate-900",
  investment: "text-sky-800",
  saving: "text-amber-800",
} as const;

/** "+₹15,000" for money in, "−₹120" for money spent, plain for money put aside. */
export function signedAmount(t: Pick<Transaction, "type" | "amount">): string {
  if (t.type === "income") return `+${rupees(t.amount)}`;
  if (t.type === "expense") return rupees(-t.amount);
  return rupees(t.amount);
}

interface TransactionRowProps {
  transaction: Transaction;
  onEdit: (t: Transaction) => void;
  onDelete: (t: Transaction) => void;
}

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100";

/**
 * One transaction: title, category, date and type, the amount, and its Edit and Delete buttons. An
 * imported row's title is its payee ("Swiggy"); the bank's own text is one tap away beneath it.
 */
export function TransactionRow({ transaction: t, onEdit, onDelete }: TransactionRowProps) {
  const { t: tr } = useTranslation("tracker");
  const title = titleLabel(tr, t.title);
  return (
    <li className="flex items-center gap-2 py-3 sm:gap-3">
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          {/* Two lines before it is cut: a payee's name ("Quickhire Staffing") is what tells rows apart. */}
          <p className="line-clamp-2 min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900">{title}</p>
          <p className={cx("shrink-0 text-sm font-semibold tabular-nums sm:text-base", amountStyle[t.type])}>
            {signedAmount(t)}
          </p>
        </div>
        <p className="truncate text-xs text-slate-600">
          {categoryLabel(tr, t.category)} · {formatDay(t.date)} · {tr(`types.${t.type}`)}
          {t.source === "email" ? (
            <>
              {" · "}
              <span className="inline-flex items-center gap-1 font-medium text-brand-800">
                <MailIcon aria-hidden="true" className="size-3.5" />
                {tr("row.byMail")}
              </span>
            </>
          ) : null}
        </p>
        {t.narration ? (
          <details className="group mt-0.5 text-xs">
            <summary className="inline-flex min-h-6 cursor-pointer list-none items-center gap-1 rounded font-medium text-brand-800 underline-offset-2 hover:underline [&::-webkit-details-marker]:hidden">
              <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
                ›
              </span>
              {tr("row.bankText")}
            </summary>
            <p className="mt-1 rounded-lg bg-slate-50 px-2 py-1.5 font-mono break-all whitespace-pre-wrap text-slate-700">
              {t.narration}
            </p>
          </details>
        ) : null}
      </div>
      <div className="flex shrink-0">
        <button
          type="button"
          aria-label={tr("row.edit", { title })}
          aria-haspopup="dialog"
          onClick={() => onEdit(t)}
          className={cx(iconButton, "hover:text-brand-800")}
        >
          <PencilIcon className="size-[1.125rem]" />
        </button>
        <button
          type="button"
          aria-label={tr("row.delete", { title })}
          aria-haspopup="dialog"
          onClick={() => onDelete(t)}
          className={cx(iconButton, "hover:text-red-700")}
        >
          <TrashIcon className="size-[1.125rem]" />
        </button>
      </div>
    </li>
  );
}
