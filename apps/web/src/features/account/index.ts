/** What the account feature offers the rest of the app; nothing else of it is imported from outside. */
export { accountQuery, saveAgeBand, savePreferences, storeAccount, useWho } from "./api";
