/** The calculators (beyond the spec), each on its own page under /fin-tools, open to visitors. */
export const calculatorLinks = [
  { to: "/fin-tools/fd-calculator", name: "fd" },
  { to: "/fin-tools/rd-calculator", name: "rd" },
  { to: "/fin-tools/ppf-calculator", name: "ppf" },
  { to: "/fin-tools/sip-calculator", name: "sip" },
  { to: "/fin-tools/emi-calculator", name: "emi" },
  { to: "/fin-tools/income-tax-calculator", name: "incomeTax" },
] as const;
