/**
 * The path of every scheme list's page, in the catalogue's order (schemes-catalog.ts's SCHEME_LISTS,
 * whose `route` must be one of these). On its own so the browser's route table, which is in every
 * page's first script, needs these few names and not the whole catalogue.
 */
export const SCHEME_ROUTES = [
  "sbisavings",
  "fd",
  "taxsaverfd",
  "rd",
  "ppf",
  "nps",
  "unnaticard",
  "simplysave",
  "kotaksavings",
  "kotakace",
  "hdfcsavings",
  "hdfcdigisavings",
  "hdfcmaxsavings",
  "hdfcfd",
  "hdfcrd",
  "icicisavings",
  "icicibasicsavings",
  "iciciyoungsavings",
  "icicifd",
  "icicird",
  "moneyback",
  "ssy",
  "scss",
  "nsc",
  "kvp",
  "pomis",
  "potd",
  "pord",
] as const;

export type SchemeRoute = (typeof SCHEME_ROUTES)[number];
