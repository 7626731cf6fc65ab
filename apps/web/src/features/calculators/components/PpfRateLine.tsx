import { indiaDay } from "@arthshala/contracts/india-time";
import { type Freshness, freshnessOf } from "@arthshala/contracts/scheme-catalogue";
import { Trans, useTranslation } from "react-i18next";
import { formatLongDate, formatNumber } from "../../../lib/format";
import { firstPercent } from "../parse";

/**
 * The PPF rate's line under the rate box. "Current" is computed, never written (issue 28): a rate
 * notified before this quarter says "last notified on …" with its date. The catalogue answer's own
 * `freshness` (judged by the server for the request's India day) is used when it has one.
 */
export function PpfRateLine({
  product,
  failed,
}: {
  product: { rate: string; as_of: string; freshness?: unknown } | undefined;
  failed: boolean;
}) {
  const { t } = useTranslation("calculators");
  if (!product) {
    return <>{failed ? t("ppf.rateLoadFailed") : t("ppf.loadingRate")}</>;
  }
  const rate = firstPercent(product.rate);
  if (rate === null) return null;
  const freshness =
    (product.freshness as Freshness | undefined) ??
    freshnessOf({ type: "small_savings", as_of: product.as_of }, indiaDay());
  const values = { rate: formatNumber(rate), date: formatLongDate(product.as_of) };
  const components = { date: <time dateTime={product.as_of} /> };
  return freshness.state === "current" ? (
    <Trans t={t} i18nKey="ppf.currentRate" values={values} components={components} />
  ) : (
    <Trans t={t} i18nKey="ppf.lastNotified" values={values} components={components} />
  );
}
