import { calculatePpf, PPF_MAX_DEPOSIT, PPF_MIN_DEPOSIT } from "@arthshala/contracts/calculators";
import { schemeListByRoute } from "@arthshala/contracts/schemes-catalog";
import { Link } from "react-router";
import { useSchemeList } from "../../schemes";
import { PpfRateLine } from "../components/PpfRateLine";
import { CalculatorLayout } from "../layout/CalculatorLayout";
import { defineCalculator } from "../layout/definition";
import { depositWords, savingsView } from "../layout/savingsView";
import { firstPercent, parseAmount } from "../parse";
import { rupees } from "../say";

const ppfList = schemeListByRoute("ppf")!;

interface PpfContext {
  /** The catalogue's PPF entry: its rate and the day it was notified. */
  product: { rate: string; as_of: string; freshness?: unknown } | undefined;
  failed: boolean;
}

/** A PPF account over 15 years (or extended), at the catalogue's rate unless the learner types another. */
export const ppfCalculator = defineCalculator({
  name: "ppf",
  initial: { yearlyDeposit: "1,50,000", ratePercent: "", years: "15" },
  intro: (t) => (
    <>
      {t("ppf.intro")}{" "}
      <Link to="/ppf" className="font-semibold text-brand-800 underline">
        {t("ppf.whatIsPpf")}
      </Link>
    </>
  ),
  inputs: (t, _values, context: PpfContext) => [
    {
      kind: "number",
      key: "yearlyDeposit",
      label: t("ppf.yearlyDeposit"),
      unit: "rupees",
      slider: { min: PPF_MIN_DEPOSIT, max: PPF_MAX_DEPOSIT, step: 500 },
      hint: t("ppf.depositHint", { min: rupees(PPF_MIN_DEPOSIT), max: rupees(PPF_MAX_DEPOSIT) }),
    },
    {
      kind: "number",
      key: "ratePercent",
      label: t("fields.interestRate"),
      unit: t("units.perYear"),
      slider: { min: 1, max: 12, step: 0.05 },
      hint: <PpfRateLine product={context.product} failed={context.failed} />,
    },
    {
      kind: "number",
      key: "years",
      label: t("fields.years"),
      unit: t("units.years"),
      slider: { min: 15, max: 50, step: 5 },
      hint: t("ppf.yearsHint"),
    },
  ],
  compute: (values) =>
    calculatePpf({
      yearlyDeposit: parseAmount(values.yearlyDeposit),
      ratePercent: parseAmount(values.ratePercent),
      years: parseAmount(values.years),
    }),
  view: (result, t) => savingsView(t, result, { ...depositWords(t), interest: t("ppf.interestTaxFree") }),
  problem: (t, context, waiting) =>
    waiting ? (context.failed ? t("ppf.couldNotLoad") : t("ppf.loadingPpfRate")) : t("ppf.problem"),
});

/**
 * /fin-tools/ppf-calculator: the rate box follows the catalogue's PPF rate (GET /api/sbi/ppf) until the
 * learner types one.
 */
export function PpfCalculatorPage() {
  const ppf = useSchemeList(ppfList);
  const product = ppf.data?.[0];
  const currentRate = product ? firstPercent(product.rate) : null;
  return (
    <CalculatorLayout
      definition={ppfCalculator}
      context={{ product, failed: ppf.isError }}
      follow={{ ratePercent: currentRate === null ? undefined : String(currentRate) }}
    />
  );
}
