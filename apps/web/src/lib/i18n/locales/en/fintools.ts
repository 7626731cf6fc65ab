/** /fin-tools: the FinTracker tile and the calculators' tiles. */
export default {
  title: "FinTools",
  subtitle: "Simple tools to plan, track and grow your money.",
  tools: "Tools",
  tracker: {
    name: "FinTracker",
    about: "Track your monthly expenses, set budgets and visualise your spending habits.",
    open: "Open FinTracker →",
  },
  open: "Open →",
  savings: {
    name: "Savings schemes",
    about: "Compare the rate, lock-in, minimum and tax of every savings scheme we cover.",
    open: "Browse schemes →",
  },
  calculators: {
    fd: { name: "FD calculator", about: "See what a fixed deposit grows to." },
    rd: { name: "RD calculator", about: "Plan a monthly recurring deposit." },
    ppf: { name: "PPF calculator", about: "Watch a 15-year PPF account build up." },
    sip: { name: "SIP calculator", about: "Estimate a monthly mutual-fund SIP." },
    emi: { name: "Loan EMI calculator", about: "Work out a loan's monthly instalment." },
    incomeTax: { name: "Income-tax calculator", about: "Tax on your salary: new or old regime?" },
  },
} as const;
