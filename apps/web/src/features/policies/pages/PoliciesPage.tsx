import { MAX_RECOMMENDATIONS } from "@arthshala/contracts/schemes-catalog";
import { useEffect } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { ArrowLeftIcon } from "../../../components/ui/icons";
import { PageHeading } from "../../../components/ui/PageHeading";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe } from "../../auth";
import {
  RecommendationItem,
  RecommendationItemSkeleton,
  readCourseId,
  recommendationsQuery,
  skeletonKeys,
  useRecommendations,
} from "../../schemes";

/**
 * /policies (spec section 2): "Discover Best Schemes For You", how the list is made, the disclaimer, and
 * the ranked schemes with their reasons. ?courseId= recommends from that course only.
 */
export function PoliciesPage() {
  const { t } = useTranslation("schemes");
  const [params] = useSearchParams();
  const courseId = readCourseId(params.get("courseId"));
  const query = useRecommendations(courseId);

  useEffect(() => {
    if (query.isError) toast.error(t("spec.loadFailed"), { id: "recommendations" });
  }, [query.isError, t]);

  const list = query.data;
  return (
    <Container className="max-w-3xl">
      <Link
        to="/home"
        className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeftIcon className="size-4" />
        {t("policies.backToHome")}
      </Link>
      <PageHeading title={t("policies.title")} subtitle={t("policies.subtitle")}>
        {/* These are at most five picks: the catalogue has every scheme, to browse and compare. */}
        <Link to="/savings" className={buttonClasses({ variant: "secondary" })}>
          {t("policies.browseAll")}
        </Link>
      </PageHeading>
      <p
        role="note"
        className="mb-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
      >
        {t("spec.disclaimer")}
      </p>

      {list && list.length > 0 ? (
        <ol aria-label={t("policies.list")} className="space-y-3">
          {list.map((rec, index) => (
            <li key={`${rec.short_name ?? ""}:${rec.scheme_name}`}>
              <RecommendationItem rec={rec} rank={index + 1} />
            </li>
          ))}
        </ol>
      ) : list ? (
        <p className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
          {t("spec.emptyRecommendations")}
        </p>
      ) : query.isError ? (
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
          <p>{t("spec.loadFailed")}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : (
        <>
          <p role="status" className="sr-only">
            {t("policies.loading")}
          </p>
          <div className="space-y-3">
            {skeletonKeys(MAX_RECOMMENDATIONS).map((key) => (
              <RecommendationItemSkeleton key={key} rank />
            ))}
          </div>
        </>
      )}
    </Container>
  );
}

/** The learner's ranked schemes (from one course, with ?courseId=). */
export const loader = pageLoader(async (client, { request }) => {
  const me = await ensureMe(client);
  const courseId = readCourseId(new URL(request.url).searchParams.get("courseId"));
  if (me) await ensure(client, recommendationsQuery(me.sub, courseId));
});
