/** The five calculators (beyond the spec), each on its own page under /fin-tools, open to visitors. */
export const calculatorLinks = [
  { to: "/fin-tools/fd-calculator", name: "FD calculator" },
  { to: "/fin-tools/rd-calculator", name: "RD calculator" },
  { to: "/fin-tools/ppf-calculator", name: "PPF calculator" },
  { to: "/fin-tools/sip-calculator", name: "SIP calculator" },
  { to: "/fin-tools/emi-calculator", name: "Loan EMI calculator" },
] as const;
