/** Savings and loan calculators for the learning pages: pure, zod-free, recomputed as the learner types. */
export {
  type CalculatorOutcome,
  type FieldLabel,
  type FormulaSymbol,
  formatRupees,
  type GrowthResult,
  MAX_AMOUNT,
  MAX_RATE_PERCENT,
  MIN_RATE_PERCENT,
  roundToPaisa,
  type SavingsYearRow,
} from "./common.js";
export {
  calculateEmi,
  type EmiField,
  type EmiInput,
  type EmiResult,
  type EmiYearRow,
  emiAmount,
} from "./emi.js";
export {
  calculateFd,
  type FdCompounding,
  type FdField,
  type FdInput,
  type FdResult,
  type FdTenure,
} from "./fd.js";
export {
  CALCULATOR_PHRASES,
  type CalculatorPhraseKey,
  inEnglish,
  type Phrase,
  type PhraseParam,
} from "./phrases.js";
export {
  calculatePpf,
  PPF_MAX_DEPOSIT,
  PPF_MIN_DEPOSIT,
  type PpfField,
  type PpfInput,
  type PpfResult,
} from "./ppf.js";
export { calculateRd, type RdField, type RdInput, type RdResult } from "./rd.js";
export {
  calculateSip,
  MAX_STEP_UP_PERCENT,
  SIP_WARNING,
  type SipField,
  type SipInput,
  type SipResult,
} from "./sip.js";
export {
  type EmiInRupees,
  emiInRupees,
  type GrowthInRupees,
  growthInRupees,
  toWholeRupees,
} from "./whole-rupees.js";
