import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { CalculatorIcon, ListIcon, WalletIcon } from "../components/icons";

/** The calculators (features/calculators), each on its own page, open to visitors too. */
const calculators = [
  { id: "fd", to: "/fin-tools/fd-calculator" },
  { id: "rd", to: "/fin-tools/rd-calculator" },
  { id: "ppf", to: "/fin-tools/ppf-calculator" },
  { id: "sip", to: "/fin-tools/sip-calculator" },
  { id: "emi", to: "/fin-tools/emi-calculator" },
  { id: "incomeTax", to: "/fin-tools/income-tax-calculator" },
] as const;

const tile = "flex h-full flex-col gap-3 rounded-2xl border p-5";

/** /fin-tools: the FinTracker tile, the savings catalogue and the calculators. RequireUser sends visitors to /. */
export function FinToolsPage() {
  const { t } = useTranslation("fintools");
  return (
    <Container>
      <PageHeading title={t("title")} subtitle={t("subtitle")} />
      <ul aria-label={t("tools")} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <Link
            to="/fin-tools/expensetracker"
            className={`${tile} group border-brand-200 bg-gradient-to-br from-brand-50 to-white shadow-sm transition-colors hover:border-brand-400`}
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
              <WalletIcon className="size-6" />
            </span>
            <span className="text-lg font-bold text-slate-900 group-hover:text-brand-800">
              {t("tracker.name")}
            </span>
            <span className="text-sm leading-relaxed text-slate-700">{t("tracker.about")}</span>
            <span className="mt-auto text-sm font-semibold text-brand-800">{t("tracker.open")}</span>
          </Link>
        </li>
        <li>
          <Link
            to="/savings"
            className={`${tile} group border-slate-200 bg-white shadow-sm transition-colors hover:border-brand-400`}
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <ListIcon className="size-6" />
            </span>
            <span className="text-lg font-bold text-slate-900 group-hover:text-brand-800">
              {t("savings.name")}
            </span>
            <span className="text-sm leading-relaxed text-slate-700">{t("savings.about")}</span>
            <span className="mt-auto text-sm font-semibold text-brand-800">{t("savings.open")}</span>
          </Link>
        </li>
        {calculators.map((tool) => (
          <li key={tool.id}>
            <Link
              to={tool.to}
              className={`${tile} group border-slate-200 bg-white shadow-sm transition-colors hover:border-brand-400`}
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <CalculatorIcon className="size-6" />
              </span>
              <span className="text-lg font-bold text-slate-900 group-hover:text-brand-800">
                {t(`calculators.${tool.id}.name`)}
              </span>
              <span className="text-sm leading-relaxed text-slate-700">
                {t(`calculators.${tool.id}.about`)}
              </span>
              <span className="mt-auto text-sm font-semibold text-brand-800">{t("open")}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}
