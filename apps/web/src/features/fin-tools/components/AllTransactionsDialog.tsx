import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import { Skeleton } from "../../../components/ui/Skeleton";
import { type Transaction, useAllTransactions } from "../api";
import { useInfiniteScroll } from "../hooks/useInfiniteScroll";
import { trackerTexts } from "../messages";
import { TransactionRow } from "./TransactionRow";

interface AllTransactionsDialogProps {
  open: boolean;
  onClose: () => void;
  onEdit: (t: Transaction) => void;
  onDelete: (t: Transaction) => void;
}

/** Every transaction, newest first, loaded 30 at a time as the list scrolls (spec sections 4 and 9). */
export function AllTransactionsDialog({ open, onClose, onEdit, onDelete }: AllTransactionsDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="All Transactions" className="sm:max-w-2xl">
      <AllTransactionsList onEdit={onEdit} onDelete={onDelete} />
    </Modal>
  );
}

function AllTransactionsList({ onEdit, onDelete }: Omit<AllTransactionsDialogProps, "open" | "onClose">) {
  const list = useAllTransactions(true);
  const items = list.data?.pages.flat() ?? [];
  const { ref, onScroll } = useInfiniteScroll<HTMLElement>({
    hasMore: list.hasNextPage,
    loading: list.isPending || list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
  });

  const count = `${items.length} ${items.length === 1 ? "transaction" : "transactions"}`;
  const status = list.isPending
    ? "Loading transactions"
    : list.isError && items.length === 0
      ? "Couldn't load your transactions."
      : items.length === 0
        ? trackerTexts.noRecords
        : list.isFetchingNextPage
          ? `Showing ${count}. Loading more…`
          : list.hasNextPage
            ? `Showing ${count}. Scroll for more.`
            : `All ${count} shown.`;

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
            Try again
          </Button>
        ) : null
      ) : (
        <section
          ref={ref}
          onScroll={onScroll}
          data-testid="all-transactions-scroll"
          aria-label="All transactions, newest first"
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
