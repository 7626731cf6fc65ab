import { openableFirst } from "@arthshala/contracts/scheme-age";
import {
  type CatalogueSearch,
  COMPARE_MAX,
  catalogueQueryString,
  EMPTY_CATALOGUE_SEARCH,
  isFiltered,
  readCatalogueSearch,
} from "@arthshala/contracts/scheme-catalogue-search";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ensure, pageLoader } from "../../../lib/route-data";
import { accountQuery } from "../../account";
import { ensureMe } from "../../auth";
import { useAgeBand } from "../ageBand";
import { catalogueQuery, useCatalogue } from "../api";
import { AgeQuestion } from "../components/AgeQuestion";
import { CatalogueFilters } from "../components/CatalogueFilters";
import { CatalogueRow } from "../components/CatalogueRow";
import { CompareBar } from "../components/CompareBar";
import { FilterSheet } from "../components/FilterSheet";

/**
 * /savings (issue 28): every scheme product with its type, rate and date, lock-in, minimum and tax,
 * filtered and sorted through the page's address (so the server draws a filtered list as it is, and a
 * filtered list is a link), each row linking to its page, and up to three chosen for the comparison.
 * Open to visitors. With an age band (asked once, optional), what the learner can open comes first and
 * the rest is marked; on a phone the filters open in a sheet (issue 39).
 */
export function SavingsCataloguePage() {
  const { t } = useTranslation(["savings", "schemes"]);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = readCatalogueSearch(params);
  const query = useCatalogue(catalogueQueryString(search));
  const [chosen, setChosen] = useState<number[]>([]);

  // The address is the search: the list follows it, and Back returns to the previous filters.
  const show = (next: CatalogueSearch) => {
    const qs = catalogueQueryString(next);
    void navigate({ search: qs ? `?${qs}` : "" }, { preventScrollReset: true });
  };
  const toggle = (id: number) =>
    setChosen((ids) =>
      ids.includes(id) ? ids.filter((x) => x !== id) : ids.length < COMPARE_MAX ? [...ids, id] : ids,
    );
  const full = chosen.length >= COMPARE_MAX;
  // "Clear filters" keeps the order the learner chose.
  const unfiltered = catalogueQueryString({ ...EMPTY_CATALOGUE_SEARCH, sort: search.sort });
  const clearTo = unfiltered ? `/savings?${unfiltered}` : "/savings";
  const age = useAgeBand();
  const products = query.data ? openableFirst(query.data.products, age.band) : undefined;
  const forYou = age.band !== null;
  const filteredBy =
    search.types.length +
    search.providers.length +
    search.tax.length +
    (search.maxLockInMonths === null ? 0 : 1);

  return (
    <Container className="max-w-5xl">
      {/* On a phone the list starts on the first screen: the introduction is for wider ones. */}
      <PageHeading title={t("title")} subtitle={<span className="hidden sm:inline">{t("subtitle")}</span>} />
      <p
        role="note"
        className="mb-3 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-950 sm:text-sm md:mb-6 md:p-4"
      >
        {t("schemes:spec.disclaimer")}
      </p>
      <CatalogueFilters search={search} onChange={show} forYou={forYou} className="mb-6 hidden md:block" />
      <FilterSheet search={search} onChange={show} forYou={forYou} filtered={filteredBy} />
      {age.ask ? (
        <AgeQuestion onChoose={age.choose} onDismiss={age.dismiss} busy={age.saving} failed={age.failed} />
      ) : null}

      {products ? (
        <>
          <div className="mt-3 mb-2 flex flex-wrap items-baseline justify-between gap-2 md:mb-3">
            <p role="status" className="font-semibold text-slate-900">
              {t("count", { count: products.length })}
            </p>
            {isFiltered(search) ? (
              <Link to={clearTo} className="text-sm font-semibold text-brand-800 underline">
                {t("filters.clear")}
              </Link>
            ) : null}
          </div>
          {full ? <p className="mb-3 text-sm text-slate-700">{t("compare.limit")}</p> : null}
          {products.length > 0 ? (
            <ul aria-label={t("list")} className="space-y-2">
              {products.map((entry) => (
                <li key={entry.id}>
                  <CatalogueRow
                    entry={entry}
                    chosen={chosen.includes(entry.id)}
                    full={full}
                    onToggle={toggle}
                    band={age.band}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
              <p>{t("empty")}</p>
              <Link to={clearTo} className="mt-3 inline-block font-semibold text-brand-800 underline">
                {t("filters.clear")}
              </Link>
            </div>
          )}
        </>
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
            {t("loading")}
          </p>
          <div aria-hidden="true" className="space-y-3">
            {["a", "b", "c", "d"].map((key) => (
              <Skeleton key={key} className="h-24 w-full rounded-xl" />
            ))}
          </div>
        </>
      )}
      <CompareBar ids={chosen} onClear={() => setChosen([])} />
    </Container>
  );
}

/** The catalogue for the address's search, and a signed-in learner's account (their age band orders it). */
export const loader = pageLoader(async (client, { request }) => {
  const query = catalogueQueryString(readCatalogueSearch(new URL(request.url).searchParams));
  const [me] = await Promise.all([ensureMe(client), ensure(client, catalogueQuery(query))]);
  if (me) await ensure(client, accountQuery(me.sub));
});
