import type { ComponentType, SVGProps } from "react";
import { useTranslation } from "react-i18next";
import { BankIcon, BookIcon, StarIcon, WalletIcon } from "../../../components/ui/icons";

interface Benefit {
  /** Keys in the landing namespace's "benefits" group. */
  title: "coursesTitle" | "rewardsTitle" | "trackerTitle" | "schemesTitle";
  text: "coursesText" | "rewardsText" | "trackerText" | "schemesText";
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const benefits: Benefit[] = [
  {
    title: "coursesTitle",
    text: "coursesText",
    Icon: BookIcon,
  },
  {
    title: "rewardsTitle",
    text: "rewardsText",
    Icon: StarIcon,
  },
  {
    title: "trackerTitle",
    text: "trackerText",
    Icon: WalletIcon,
  },
  {
    title: "schemesTitle",
    text: "schemesText",
    Icon: BankIcon,
  },
];

export function Benefits() {
  const { t } = useTranslation("landing");
  return (
    <section
      aria-labelledby="benefits-heading"
      className="below-fold mx-auto max-w-6xl px-4 py-16 [--fold-size:82rem] sm:px-6 sm:[--fold-size:47rem] lg:[--fold-size:33rem]"
    >
      <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t("benefits.title")}
      </h2>
      <p className="mt-3 max-w-2xl text-slate-700">{t("benefits.text")}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`benefits.${title}`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{t(`benefits.${text}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
