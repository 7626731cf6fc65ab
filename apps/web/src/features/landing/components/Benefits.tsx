import type { ComponentType, SVGProps } from "react";
import { BankIcon, BookIcon, StarIcon, WalletIcon } from "../../../components/ui/icons";

interface Benefit {
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const benefits: Benefit[] = [
  {
    title: "Bite-sized courses",
    text: "Each course is split into modules of short cards you can finish on the bus. Quick questions check what stuck.",
    Icon: BookIcon,
  },
  {
    title: "FinStars and FinScore",
    text: "Earn FinStars for every card you complete, build a daily streak, and watch your FinScore (0 to 1000) grow as your habits do.",
    Icon: StarIcon,
  },
  {
    title: "Expense tracker",
    text: "Log income, spending, savings and investments, set monthly budgets, and see where your money goes with simple charts.",
    Icon: WalletIcon,
  },
  {
    title: "Schemes that fit you",
    text: "Get educational suggestions of savings accounts, deposits, PPF and NPS from four banks, explained in plain words. We are not affiliated with any bank.",
    Icon: BankIcon,
  },
];

export function Benefits() {
  return (
    <section aria-labelledby="benefits-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Everything you need to get good with money
      </h2>
      <p className="mt-3 max-w-2xl text-slate-700">
        Arthshala turns financial literacy into a habit: learn a little, practise with your own numbers, and
        get rewarded for showing up.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
