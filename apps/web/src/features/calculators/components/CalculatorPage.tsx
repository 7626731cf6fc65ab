import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { Container } from "../../../components/ui/Container";
import { ArrowLeftIcon } from "../../../components/ui/icons";
import { PageHeading } from "../../../components/ui/PageHeading";
import { cx } from "../../../lib/cx";
import { calculatorLinks } from "../links";

interface CalculatorPageProps {
  title: string;
  intro: ReactNode;
  /** The inputs; results follow as the learner types. */
  inputs: ReactNode;
  /** The summary beside the inputs. */
  summary: ReactNode;
  /** Kept in view on a phone while the inputs are used (StickyResult): drawn after inputs and summary. */
  sticky?: ReactNode;
  /** Formula, notes, chart and the year-by-year table, below. */
  children?: ReactNode;
}

/** The frame every calculator shares: back to FinTools, the inputs beside the results, the other calculators. */
export function CalculatorPage({ title, intro, inputs, summary, sticky, children }: CalculatorPageProps) {
  const { t } = useTranslation("calculators");
  return (
    <Container className="max-w-5xl">
      <Link
        to="/fin-tools"
        className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeftIcon className="size-4" />
        {t("backToFinTools")}
      </Link>
      <PageHeading title={title} subtitle={intro} />
      <div>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <form
            aria-label={t("yourNumbers", { title })}
            onSubmit={(event) => event.preventDefault()}
            className="space-y-5 self-start rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            {inputs}
          </form>
          <div className="min-w-0">{summary}</div>
        </div>
        {sticky}
      </div>
      {children ? <div className="mt-8 space-y-8">{children}</div> : null}
      <nav aria-label={t("otherCalculators")} className="mt-12 border-t border-slate-200 pt-6">
        <h2 className="mb-3 text-sm font-bold text-slate-900">{t("moreCalculators")}</h2>
        <ul className="flex flex-wrap gap-2">
          {calculatorLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  cx(
                    "inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-semibold",
                    isActive
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-slate-300 text-slate-800 hover:border-brand-400 hover:text-brand-800",
                  )
                }
              >
                {t(`names.${link.name}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
