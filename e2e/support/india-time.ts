/** The tracker's days and months are India time: what a test expects to see is computed the same way. */
/** The month names the tracker writes (contracts' own list, as mobile-scheme-tabs reads SCHEME_LISTS). */
export { MONTH_NAMES as MONTHS } from "../../packages/contracts/src/tracker-rules.js";

/** Today in India, as YYYY-MM-DD. */
export const indiaToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
