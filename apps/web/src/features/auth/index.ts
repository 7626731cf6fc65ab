/** What the auth feature offers the rest of the app; nothing else of it is imported from outside. */
export { AuthPopupListener } from "./components/AuthPopupListener";
export { ConfirmEmailBanner } from "./components/ConfirmEmailBanner";
export { RedirectSignedIn, RequireAdmin, RequireUser } from "./components/guards";
export { SignInButton } from "./components/SignInButton";
export { openSignInPopup } from "./popup";
export { ensureMe, MeProvider, meQueryKey, signOut, useMe, whoOf } from "./session";
