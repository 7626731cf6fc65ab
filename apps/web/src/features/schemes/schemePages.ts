import { SCHEME_LISTS } from "@arthshala/contracts/schemes-catalog";

/**
 * The scheme pages: the spec's twenty (/fd, /taxsaverfd, … /moneyback) and /sbisavings, the home of the
 * spec's state-bank savings page that its "/" shadows. One per list of the catalogue.
 */
export const schemePages: { path: string }[] = SCHEME_LISTS.map((list) => ({ path: list.route }));
