import { useTranslation } from "react-i18next";
import { useHydrated } from "../../../components/ssr/useHydrated";
import { canObserve } from "../../../components/ssr/useOnVisible";
import { Button } from "../../../components/ui/Button";

interface ArticlesListEndProps {
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  onRetry: () => void;
  onLoadMore: () => void;
}

/**
 * Under the article list: what loading more is doing, and "Load more" where no observer loads it by
 * itself (on the server, so its page offers the button; hydrated as drawn, then the observer takes
 * over). Its own component: the turn of useHydrated after the takeover redraws this line only, where in
 * the page it redrew every card in one task React cannot split.
 */
export function ArticlesListEnd({
  isFetchingNextPage,
  hasNextPage,
  isFetchNextPageError,
  onRetry,
  onLoadMore,
}: ArticlesListEndProps) {
  const { t } = useTranslation("articles");
  const observing = useHydrated(canObserve());
  return (
    <div className="mt-8 flex min-h-12 flex-col items-center justify-center gap-3 text-center">
      <p role="status" className="text-sm font-medium text-slate-600">
        {isFetchingNextPage
          ? t("messages.loadingMore")
          : hasNextPage || isFetchNextPageError
            ? ""
            : t("messages.caughtUp")}
      </p>
      {isFetchNextPageError && !isFetchingNextPage ? (
        <Button variant="secondary" onClick={onRetry}>
          {t("tryAgain")}
        </Button>
      ) : !observing && hasNextPage && !isFetchingNextPage ? (
        <Button variant="secondary" onClick={onLoadMore}>
          {t("loadMore")}
        </Button>
      ) : null}
    </div>
  );
}
