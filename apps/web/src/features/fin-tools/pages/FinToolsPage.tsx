import { Link } from "react-router";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { CalculatorIcon, WalletIcon } from "../components/icons";

/** The calculators (features/calculators), each on its own page, open to visitors too. */
const calculators = [
  { name: "FD calculator", to: "/fin-tools/fd-calculator", about: "See what a fixed deposit grows to." },
  { name: "RD calculator", to: "/fin-tools/rd-calculator", about: "Plan a monthly recurring deposit." },
  { name: "PPF calculator", to: "/fin-tools/ppf-calculator", about: "Watch a 15-year PPF account build up." },
  { name: "SIP calculator", to: "/fin-tools/sip-calculator", about: "Estimate a monthly mutual-fund SIP." },
  {
    name: "Loan EMI calculator",
    to: "/fin-tools/emi-calculator",
    about: "Work out a loan's monthly instalment.",
  },
];

const tile = "flex h-full flex-col gap-3 rounded-2xl border p-5";

/** /fin-tools: the FinTracker tile and the calculators. RequireUser sends visitors to /. */
export function FinToolsPage() {
  return (
    <Container>
      <PageHeading title="FinTools" subtitle="Simple tools to plan, track and grow your money." />
      <ul aria-label="Tools" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <Link
            to="/fin-tools/expensetracker"
            className={`${tile} group border-brand-200 bg-gradient-to-br from-brand-50 to-white shadow-sm transition-colors hover:border-brand-400`}
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
              <WalletIcon className="size-6" />
            </span>
            <span className="text-lg font-bold text-slate-900 group-hover:text-brand-800">FinTracker</span>
            <span className="text-sm leading-relaxed text-slate-700">
              Track your monthly expenses, set budgets and visualise your spending habits.
            </span>
            <span className="mt-auto text-sm font-semibold text-brand-800">Open FinTracker →</span>
          </Link>
        </li>
        {calculators.map((tool) => (
          <li key={tool.name}>
            <Link
              to={tool.to}
              className={`${tile} group border-slate-200 bg-white shadow-sm transition-colors hover:border-brand-400`}
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <CalculatorIcon className="size-6" />
              </span>
              <span className="text-lg font-bold text-slate-900 group-hover:text-brand-800">{tool.name}</span>
              <span className="text-sm leading-relaxed text-slate-700">{tool.about}</span>
              <span className="mt-auto text-sm font-semibold text-brand-800">Open →</span>
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}
