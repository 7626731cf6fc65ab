import { providerName, schemeListTitle } from "@arthshala/contracts/scheme-list-titles-hi";
import { PROVIDERS, schemeListByRoute } from "@arthshala/contracts/schemes-catalog";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { BankBadge } from "../../../components/schemes/BankBadge";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { ensure, pageLoader } from "../../../lib/route-data";
import { schemeListQuery, useSchemeList } from "../api";
import { ProductCard, ProductCardSkeleton } from "../components/ProductCard";

/**
 * A scheme page (spec section 2: /fd, /ppf, … and /sbisavings): the list's products as cards with their
 * tabs, and the disclaimer. Open to visitors. A failed load is logged (spec section 8) and, rather than
 * an empty page, says so with a way to try again.
 */
export function SchemePage({ route }: { route: string }) {
  const { t, i18n } = useTranslation("schemes");
  const list = schemeListByRoute(route);
  if (!list) throw new Error(`No scheme list for /${route}`);
  const title = schemeListTitle(list, i18n.language);
  const query = useSchemeList(list);

  useEffect(() => {
    if (query.error) console.error(`Failed to load ${list.api}`, query.error);
  }, [query.error, list.api]);

  const bank = PROVIDERS[list.bank];
  return (
    <Container className="max-w-5xl">
      <PageHeading
        title={title}
        subtitle={
          <span className="flex items-center gap-2">
            <BankBadge bankKey={list.bank} bankName="" size={32} />
            {providerName(list.bank, bank.name, i18n.language)}
          </span>
        }
      />
      <p
        role="note"
        className="mb-8 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
      >
        {t("spec.disclaimer")}
      </p>
      {query.data ? (
        query.data.length > 0 ? (
          <div className="space-y-8">
            {query.data.map((product) => (
              <ProductCard key={product.id} product={product} tabs={list.tabs} />
            ))}
          </div>
        ) : (
          <p className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
            {t("noProducts")}
          </p>
        )
      ) : query.isError ? (
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
          <p>{t("loadFailed")}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : (
        <>
          <p role="status" className="sr-only">
            {t("loading", { title })}
          </p>
          <ProductCardSkeleton />
        </>
      )}
    </Container>
  );
}

/** A scheme list's loader: its products, told which list by its route. */
export const schemeListLoader = (route: string) =>
  pageLoader(async (client) => {
    const list = schemeListByRoute(route);
    if (list) await ensure(client, schemeListQuery(list));
  });
