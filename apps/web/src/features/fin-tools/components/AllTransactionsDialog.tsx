import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import { Skeleton } from "../../../components/ui/Skeleton";
import { type Transaction, useAllTransactions } from "../api";
import { useInfiniteScroll } from "../hooks/useInfiniteScroll";
import { TransactionRow } from "./TransactionRow";

interface AllTransactionsDialogProps {
  open: boolean;
  onClose: () => void;
  onEdit: (t: Transaction) => void;
  onDelete: (t: Transaction) => void;
}

/** Every transaction, newest first, loaded 30 at a time as the list scrolls (spec sections 4 and 9). */
export function AllTransactionsDialog({ open, onClose, onEdit, onDelete }: AllTransactionsDialogProps) {
  const { t } = useTranslation("tracker");
  return (
    <Modal open={open} onClose={onClose} title={t("all.title")} className="sm:max-w-2xl">
      <AllTransactionsList onEdit={onEdit} onDelete={onDelete} />
    </Modal>
  );
}

function AllTransactionsList({ onEdit, onDelete }: Omit<AllTransactionsDialogProps, "open" | "onClose">) {
  const { t } = useTranslation("tracker");
  const list = useAllTransactions(true);
  const items = list.data?.pages.flat() ?? [];
  const { ref, onScroll } = useInfiniteScroll<HTMLElement>({
    hasMore: list.hasNextPage,
    loading: list.isPending || list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
  });

  const shown = t("all.count", { count: items.length });
  const status = list.isPending
    ? t("all.loading")
    : list.isError && items.length === 0
      ? t("all.failed")
      : items.length === 0
        ? t("empty.records")
        : list.isFetchingNextPage
          ? t("all.loadingMore", { shown })
          : list.hasNextPage
            ? t("all.scrollForMore", { shown })
            : t("all.allShown", { shown });

  return (
    <>
      <p role="status" className="mb-3 text-sm text-slate-600">
        {status}
      </p>
      {list.isPending ? (
        <div aria-hidden="true" className="space-y-4">
          {[0, 1, 2, 3, 4, 5].map((n) => (
            <Skeleton key={n} className="h-11 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        list.isError ? (
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {t("tryAgain")}
          </Button>
        ) : null
      ) : (
        <section
          ref={ref}
          onScroll={onScroll}
          data-testid="all-transactions-scroll"
          aria-label={t("all.listLabel")}
          className="-mx-2 max-h-[60dvh] overflow-y-auto px-2"
        >
          <ul className="divide-y divide-slate-100">
            {items.map((t) => (
              <TransactionRow key={t.id} transaction={t} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </ul>
          {list.isFetchingNextPage ? (
            <div aria-hidden="true" className="space-y-3 py-3">
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-11 w-full" />
            </div>
          ) : null}
        </section>
      )}
    </>
  );
}
