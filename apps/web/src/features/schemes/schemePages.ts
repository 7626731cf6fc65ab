import { SCHEME_ROUTES } from "@arthshala/contracts/scheme-routes";

/**
 * The scheme pages: the spec's twenty (/fd, /taxsaverfd, … /moneyback) and /sbisavings, the home of the
 * spec's state-bank savings page that its "/" shadows. One per list of the catalogue. From the routes'
 * own list: the route table is in every page's first script, the catalogue is not.
 */
export const schemePages: { path: string }[] = SCHEME_ROUTES.map((route) => ({ path: route }));
