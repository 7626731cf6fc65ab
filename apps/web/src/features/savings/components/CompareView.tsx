import type { ComparedProduct } from "@arthshala/contracts/scheme-catalogue-api";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BankBadge } from "../../../components/schemes/BankBadge";
import { SchemeDetail } from "../../../components/schemes/SchemeDetail";
import { FreshnessNote } from "./FreshnessNote";
import { lockInText, minimumText, rateText } from "./facts";

type Row = { key: string; label: string; value: (p: ComparedProduct) => ReactNode };

/** The comparison's rows, in the order a learner weighs them. */
function useRows(): Row[] {
  const { t } = useTranslation(["savings", "schemes"]);
  return [
    {
      key: "rate",
      label: t("facts.rate"),
      value: (p) => (
        <>
          <span className="block font-bold text-slate-900">{rateText(t, p.rate_bps)}</span>
          <span className="mt-0.5 block text-sm text-slate-700">{p.rate_note ?? p.rate}</span>
        </>
      ),
    },
    { key: "asOf", label: t("facts.asOf"), value: (p) => <FreshnessNote entry={p} /> },
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
      <BankBadge bankKey={product.provider_key} bankName="" size={40} />
      <div className="min-w-0">
        <p className="text-xs font-semibold text-brand-800">{t(`types.${product.type}`)}</p>
        <Link
          to={`/${product.route}`}
          className="block text-base leading-snug font-bold text-slate-900 hover:text-brand-800 hover:underline"
        >
          {product.product_name}
        </Link>
        <p className="text-sm font-normal text-slate-600">{product.provider_name}</p>
      </div>
    </div>
  );
}

/** Side by side on a wide screen: one column per product, one row per fact. */
export function CompareTable({ products }: { products: ComparedProduct[] }) {
  const { t } = useTranslation("savings");
  const rows = useRows();
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full table-fixed border-collapse text-left align-top">
        <caption className="sr-only">{t("compare.title")}</caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50">
            <th scope="col" className="w-40 p-4 text-sm font-semibold text-slate-600">
              {t("compare.product")}
            </th>
            {products.map((p) => (
              <th key={p.id} scope="col" className="p-4 align-top">
                <ProductName product={p} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="p-4 align-top text-sm font-semibold text-slate-900">
                {row.label}
              </th>
              {products.map((p) => (
                <td key={p.id} className="p-4 align-top text-slate-800">
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

/** On a phone: one card per product, stacked, each with the same facts in the same order. */
export function CompareCards({ products }: { products: ComparedProduct[] }) {
  const rows = useRows();
  return (
    <ul className="space-y-4 md:hidden">
      {products.map((p) => (
        <li key={p.id}>
          <article
            aria-label={p.product_name}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <ProductName product={p} />
            <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
              {rows.map((row) => (
                <div key={row.key} className="py-3">
                  <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {row.label}
                  </dt>
                  <dd className="mt-1 text-slate-800">{row.value(p)}</dd>
                </div>
              ))}
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
