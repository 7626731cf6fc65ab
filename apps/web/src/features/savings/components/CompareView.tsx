import type { ComparedProduct } from "@arthshala/contracts/scheme-catalogue-api";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BankBadge } from "../../../components/schemes/BankBadge";
import { SchemeDetail } from "../../../components/schemes/SchemeDetail";
import { rateText } from "../../../lib/scheme-figures";
import { AgeMark } from "./AgeMark";
import { FreshnessNote } from "./FreshnessNote";
import { lockInText, minimumText } from "./facts";

type Row = { key: string; label: string; value: (p: ComparedProduct) => ReactNode };

/** The comparison's rows, in the order a learner weighs them. */
function useRows(): Row[] {
  const { t } = useTranslation(["savings", "schemes"]);
  return [
    {
      key: "rate",
      label: t("facts.rate"),
      value: (p) => {
        const follows = p.rate_bps === null ? p.rate_follows : null;
        return (
          <>
            <span className="block font-bold text-slate-900">
              {follows ? t("rate.upTo", { rate: rateText(t, follows.rate_bps) }) : rateText(t, p.rate_bps)}
            </span>
            {follows ? (
              <span className="block text-xs font-semibold text-slate-800 md:text-sm">
                {t("rate.as", { name: follows.product_name })}
              </span>
            ) : null}
            <span className="mt-0.5 block text-xs text-slate-700 md:text-sm">{p.rate_note ?? p.rate}</span>
          </>
        );
      },
    },
    {
      key: "asOf",
      label: t("facts.asOf"),
      // A followed rate is as of the followed product's date.
      value: (p) => <FreshnessNote entry={(p.rate_bps === null && p.rate_follows) || p} />,
    },
    { key: "lockIn", label: t("facts.lockIn"), value: (p) => lockInText(t, p.lock_in_months) },
    { key: "minimum", label: t("facts.minimum"), value: (p) => minimumText(t, p.min_amount_paise) },
    {
      key: "tax",
      label: t("facts.tax"),
      value: (p) => <span className="text-sm leading-relaxed">{t(`taxWords.${p.tax}`)}</span>,
    },
    {
      key: "eligibility",
      label: t("facts.eligibility"),
      value: (p) => (
        <div className="text-sm">
          <AgeMark entry={p} band={null} className="mb-1" />
          <SchemeDetail detail={p.eligibility} empty={t("schemes:product.nothingListed")} />
        </div>
      ),
    },
    {
      key: "features",
      label: t("facts.features"),
      value: (p) => (
        <div className="text-sm">
          <SchemeDetail detail={p.features} empty={t("schemes:product.nothingListed")} />
        </div>
      ),
    },
  ];
}

function ProductName({ product }: { product: ComparedProduct }) {
  const { t } = useTranslation("savings");
  return (
    <div className="flex items-start gap-3">
      <BankBadge bankKey={product.provider_key} bankName="" size={40} className="hidden md:block" />
      <div className="min-w-0">
        <p className="text-xs font-semibold text-brand-800">{t(`types.${product.type}`)}</p>
        <Link
          to={`/${product.route}`}
          className="block text-sm leading-snug font-bold text-slate-900 hover:text-brand-800 hover:underline md:text-base"
        >
          {product.product_name}
        </Link>
        <p className="text-xs font-normal text-slate-600 md:text-sm">{product.provider_name}</p>
      </div>
    </div>
  );
}

/**
 * Two or three products as columns, one row per fact (issue 39). On a phone the table scrolls inside its
 * own box, sideways for the third product and down for the long rows, with the products' names kept at
 * the top and the facts' names at the left, so every rate is on the first screen.
 */
export function CompareTable({ products }: { products: ComparedProduct[] }) {
  const { t } = useTranslation("savings");
  const rows = useRows();
  return (
    <div className="max-h-[calc(100svh-5rem)] overflow-auto overscroll-x-contain rounded-2xl border border-slate-200 bg-white shadow-sm md:max-h-none">
      <table className="w-full min-w-max border-separate border-spacing-0 text-left align-top md:min-w-0 md:table-fixed">
        <caption className="sr-only">{t("compare.title")}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky top-0 left-0 z-20 w-20 border-b border-slate-200 bg-slate-50 p-3 align-top text-xs font-semibold text-slate-600 md:static md:w-40 md:p-4 md:text-sm"
            >
              {t("compare.product")}
            </th>
            {products.map((p) => (
              <th
                key={p.id}
                scope="col"
                className="sticky top-0 z-10 w-40 max-w-40 border-b border-slate-200 bg-slate-50 p-3 align-top md:static md:w-auto md:max-w-none md:p-4"
              >
                <ProductName product={p} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th
                scope="row"
                className="sticky left-0 z-[5] w-20 border-b border-slate-100 bg-white p-3 align-top text-xs font-semibold text-slate-900 md:static md:w-40 md:p-4 md:text-sm"
              >
                {row.label}
              </th>
              {products.map((p) => (
                <td
                  key={p.id}
                  className="w-40 max-w-40 border-b border-slate-100 p-3 align-top text-sm text-slate-800 md:w-auto md:max-w-none md:p-4 md:text-base"
                >
                  {row.value(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
