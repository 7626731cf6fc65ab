import type { BankProduct } from "@arthshala/contracts/schemes";
import type { SchemeTab } from "@arthshala/contracts/schemes-catalog";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { BankBadge } from "../../../components/schemes/BankBadge";
import { RateLine } from "../../../components/schemes/RateLine";
import { buttonClasses } from "../../../components/ui/Button";
import { Skeleton } from "../../../components/ui/Skeleton";
import { cx } from "../../../lib/cx";
import { lockInText, minimumText } from "../../../lib/scheme-figures";
import { ProductTabs } from "./ProductTabs";

const card = "overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm";
const external = { target: "_blank", rel: "noopener noreferrer" } as const;

/**
 * One product of a scheme page (spec section 2): its name and bank, what it is, the rate with the date
 * the figures were read ("last notified on …" once past their time), lock-in, minimum and tax, the tabs, the official page ("Go To Official Bank Page", also shown as
 * "Source: …") and every source the figures come from.
 */
export function ProductCard({ product, tabs }: { product: BankProduct; tabs: readonly SchemeTab[] }) {
  const { t } = useTranslation("schemes");
  const { t: s } = useTranslation("savings");
  const id = useId();
  return (
    <article aria-labelledby={`${id}-name`} className={card}>
      <div className="space-y-5 p-4 sm:p-6">
        <header className="flex items-start gap-4">
          <BankBadge bankKey={product.bank_key} bankName={product.bank_name} size={48} />
          <div className="min-w-0">
            <h2 id={`${id}-name`} className="text-xl font-bold leading-snug text-slate-900 sm:text-2xl">
              {product.product_name}
            </h2>
            <p className="mt-0.5 text-slate-600">{product.bank_name}</p>
          </div>
        </header>
        <p className="leading-relaxed text-slate-700">{product.description}</p>
        <dl className="grid gap-3 rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:grid-cols-3">
          <div className="sm:col-span-3">
            <dt className="text-sm font-semibold text-brand-900">{t("product.rate")}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">
              <RateLine facts={product} />
            </dd>
            {/* With a headline figure, the rate's own words say what it depends on. */}
            {product.rate_bps !== null ? (
              <dd className="mt-1 text-sm text-slate-700">{product.rate}</dd>
            ) : null}
          </div>
          <Fact label={s("facts.lockIn")}>{lockInText(s, product.lock_in_months)}</Fact>
          <Fact label={s("facts.minimum")}>{minimumText(s, product.min_amount_paise)}</Fact>
          <Fact label={s("facts.tax")}>{s(`taxWords.${product.tax}`)}</Fact>
        </dl>
        <ProductTabs product={product} tabs={tabs} />
      </div>
      <footer className="space-y-4 border-t border-slate-200 bg-slate-50/70 p-4 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
          <a
            href={product.source_url}
            {...external}
            className={cx(buttonClasses({ variant: "secondary" }), "shrink-0")}
          >
            {t("product.officialPage")}
            <span className="sr-only">{t("product.newTab")}</span>
          </a>
          <p className="min-w-0 text-sm text-slate-700">
            {t("product.source")}{" "}
            <a href={product.source_url} {...external} className="break-all text-brand-800 underline">
              {product.source_url}
            </a>
          </p>
        </div>
        {product.sources.length > 0 ? (
          <div>
            <h3 className="text-sm font-bold text-slate-900">{t("product.sources")}</h3>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm">
              {product.sources.map((source) => (
                <li key={source.url}>
                  {/* A source is cited by its title as published: marked English where it is, for screen readers. */}
                  <a
                    href={source.url}
                    {...external}
                    lang={/[\u0900-\u097F]/u.test(source.title) ? undefined : "en"}
                    className="break-words text-brand-800 underline"
                  >
                    {source.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </footer>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-brand-900">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-800">{children}</dd>
    </div>
  );
}

/** A product card's shape while the list loads. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className={card}>
      <div className="space-y-5 p-4 sm:p-6">
        <div className="flex items-start gap-4">
          <Skeleton className="size-12 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-7 w-3/4" />
            <Skeleton className="h-5 w-40" />
          </div>
        </div>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-20 w-full rounded-2xl" />
        <div className="md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-6">
          <div className="flex gap-2 md:flex-col">
            <Skeleton className="h-10 w-40 rounded-xl" />
            <Skeleton className="h-10 w-32 rounded-xl" />
            <Skeleton className="hidden h-10 w-28 rounded-xl md:block" />
          </div>
          <Skeleton className="mt-4 h-48 w-full rounded-2xl md:mt-0" />
        </div>
      </div>
      <div className="border-t border-slate-200 p-5 sm:p-6">
        <Skeleton className="h-11 w-60" />
      </div>
    </div>
  );
}
