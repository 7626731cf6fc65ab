import { useEffect } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import { Skeleton } from "../../../components/ui/Skeleton";
import { formatDateTime } from "../../../lib/format";
import { useFinScoreLog } from "../../progress";
import { historyLine } from "../historyLine";
import { FinScoreChange } from "./FinScoreChange";

interface FinScoreHistoryModalProps {
  open: boolean;
  onClose: () => void;
}

/** The learner's FinScore changes, newest first, 20 at a time. Loads each time it opens. */
export function FinScoreHistoryModal({ open, onClose }: FinScoreHistoryModalProps) {
  const { t } = useTranslation("home");
  return (
    <Modal open={open} onClose={onClose} title={t("history.title")} className="max-w-lg">
      <HistoryList />
    </Modal>
  );
}

function HistoryList() {
  const { t } = useTranslation("home");
  const log = useFinScoreLog();
  const entries = log.data?.pages.flat() ?? [];
  const empty = log.isSuccess && entries.length === 0;

  useEffect(() => {
    if (log.error) toast.error(t("messages.historyFailed"), { id: "finscore-history" });
  }, [log.error, t]);
  useEffect(() => {
    if (empty) toast(t("messages.historyEmpty"), { id: "finscore-history" });
  }, [empty, t]);

  if (log.isPending) {
    return (
      <>
        <p role="status" className="sr-only">
          {t("history.loading")}
        </p>
        <div aria-hidden="true" className="divide-y divide-slate-100">
          {[0, 1, 2, 3, 4].map((n) => (
            <div key={n} className="flex items-center justify-between gap-4 py-3">
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-32" />
              </div>
              <Skeleton className="h-5 w-10" />
            </div>
          ))}
        </div>
      </>
    );
  }
  if (entries.length === 0) {
    return (
      <div className="rounded-xl bg-slate-50 p-4 text-slate-700">
        <p>{log.isError ? t("messages.historyFailed") : t("messages.historyEmpty")}</p>
        {log.isError ? (
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void log.refetch()}>
            {t("tryAgain")}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <ol aria-label={t("history.listLabel")} className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <li
            // Rows carry no id; one event never repeats at the same moment with the same words.
            key={`${entry.created_at}|${entry.change}|${entry.description}`}
            className="flex items-start justify-between gap-4 py-3"
          >
            <div className="min-w-0">
              <p className="break-words text-slate-800">{historyLine(t, entry)}</p>
              <time dateTime={entry.created_at} className="text-xs text-slate-600">
                {formatDateTime(entry.created_at)}
              </time>
            </div>
            <FinScoreChange change={entry.change} className="shrink-0" />
          </li>
        ))}
      </ol>
      {log.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            size="sm"
            disabled={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {log.isFetchingNextPage ? t("history.loadingMore") : t("history.loadMore")}
          </Button>
        </div>
      ) : null}
    </>
  );
}
