import { useEffect } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import {
  RecommendationItem,
  RecommendationItemSkeleton,
  skeletonKeys,
  useRecommendations,
} from "../../schemes";

/** The panel shows the top three; /policies shows them all. */
const PANEL_SIZE = 3;

/**
 * Home's bank-scheme recommendations panel (spec section 2): the top three with their reasons, "View All"
 * to /policies (with ?courseId= when the page has one), the empty text, and the failure toast. Three
 * skeleton rows hold its place while it loads.
 */
export function SchemeRecommendationsSlot({ courseId }: { courseId: number | null }) {
  const { t } = useTranslation("home");
  const query = useRecommendations(courseId);

  useEffect(() => {
    if (query.isError) toast.error(t("schemes.loadFailed"), { id: "recommendations" });
  }, [query.isError, t]);

  const viewAll = courseId ? `/policies?courseId=${courseId}` : "/policies";
  const list = query.data;
  return (
    <section aria-labelledby="scheme-recommendations-heading">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id="scheme-recommendations-heading" className="text-xl font-bold text-slate-900">
          {t("schemes.title")}
        </h2>
        <Link to={viewAll} className="shrink-0 text-sm font-semibold text-brand-800 hover:underline">
          {t("schemes.viewAll")}
        </Link>
      </div>
      {list && list.length > 0 ? (
        <ul className="space-y-3">
          {list.slice(0, PANEL_SIZE).map((rec) => (
            <li key={`${rec.short_name ?? ""}:${rec.scheme_name}`}>
              <RecommendationItem rec={rec} compact />
            </li>
          ))}
        </ul>
      ) : list ? (
        <p className="rounded-2xl border border-slate-200 bg-slate-50 p-5 text-slate-700">
          {t("schemes.empty")}
        </p>
      ) : query.isError ? (
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5 text-slate-700">
          <p>{t("schemes.loadFailed")}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : (
        <>
          <p role="status" className="sr-only">
            {t("schemes.loading")}
          </p>
          <div className="space-y-3">
            {skeletonKeys(PANEL_SIZE).map((key) => (
              <RecommendationItemSkeleton key={key} compact />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
