import { readCompareIds } from "@arthshala/contracts/scheme-catalogue-search";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { ArrowLeftIcon } from "../../../components/ui/icons";
import { PageHeading } from "../../../components/ui/PageHeading";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ApiError } from "../../../lib/api";
import { useComparison } from "../api";
import { CompareTable } from "../components/CompareView";

/**
 * /savings/compare?ids=4,9 (issues 28, 39): two or three products as columns, on a phone too (the table
 * scrolls sideways in its own box). An address that names no valid comparison, or a product that no longer exists,
 * says so with the way back to the list.
 */
export function SavingsComparePage() {
  const { t } = useTranslation(["savings", "schemes"]);
  const [params] = useSearchParams();
  const ids = readCompareIds(params.get("ids"));
  const query = useComparison(ids);
  const refused = ids === null || (query.error instanceof ApiError && query.error.status === 400);
  const unknown = query.error instanceof ApiError && query.error.status === 404;

  return (
    <Container className="max-w-6xl">
      <Link
        to="/savings"
        className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeftIcon className="size-4" />
        {t("compare.back")}
      </Link>
      {refused || unknown ? (
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
          <PageHeading title={t("compare.pickTitle")} />
          <p className="-mt-4 max-w-2xl text-slate-700">
            {t(unknown ? "compare.unknownText" : "compare.pickText")}
          </p>
          <Link to="/savings" className={`${buttonClasses({ variant: "primary" })} mt-6`}>
            {t("compare.pick")}
          </Link>
        </div>
      ) : (
        <>
          <PageHeading title={t("compare.title")} />
          <p
            role="note"
            className="mb-3 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-950 sm:text-sm md:mb-6 md:p-4"
          >
            {t("schemes:spec.disclaimer")}
          </p>
          {query.data ? (
            <CompareTable products={query.data.products} />
          ) : query.isError ? (
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
              <p>{t("loadFailed")}</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
                {t("tryAgain")}
              </Button>
            </div>
          ) : (
            <>
              <p role="status" className="sr-only">
                {t("compare.loading")}
              </p>
              <Skeleton className="h-96 w-full rounded-2xl" />
            </>
          )}
        </>
      )}
    </Container>
  );
}
