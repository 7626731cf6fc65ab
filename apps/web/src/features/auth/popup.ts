/**
 * The spec's popup sign-in: open it, and understand what it reports back; on phones and where popups are
 * blocked, the same sign-in on the same page, returning to where the learner was.
 */

import type { Providers } from "@arthshala/contracts/auth";
import { AUTH_CHANNEL, type AuthPopupMessage, safeReturnPath } from "@arthshala/contracts/auth-client";
import type { QueryClient } from "@tanstack/react-query";
import { providersQueryKey, providersQueryOptions } from "./session";

// Set when this tab opened a popup: where to go when it reports a sign-in, so only that tab navigates or
// toasts when the answer comes.
let awaitingPopup: string | null = null;

/** Where the popup this tab opened should take it (null: this tab opened none). Asked once. */
export function takeAwaitingPopup(): string | null {
  const to = awaitingPopup;
  awaitingPopup = null;
  return to;
}

/**
 * Screens where a popup is the wrong tool: below the header's `md` breakpoint (48rem, where its
 * hamburger shows), or where the main pointer is a finger. Mobile browsers open a "popup" as a whole new
 * tab that closes by itself when done; these sign in on the same page instead.
 */
export const NARROW_SCREEN_QUERY = "(max-width: 47.99rem)";
export const TOUCH_SCREEN_QUERY = "(pointer: coarse)";

export function prefersSamePageSignIn(): boolean {
  if (typeof window.matchMedia !== "function") return false;
  return window.matchMedia(NARROW_SCREEN_QUERY).matches || window.matchMedia(TOUCH_SCREEN_QUERY).matches;
}

/** The sign-in page for the same-page flow, returning to `next` (home when there is none). */
export function signInPagePath(next: string | null, page: "/signin" | "/signup" = "/signin"): string {
  const back = safeReturnPath(next);
  return back && back !== "/home" ? `${page}?next=${encodeURIComponent(back)}` : page;
}

/** The identity provider's sign-in in this tab, returning to `next`. */
export function providerSignInPath(next: string | null): string {
  const back = safeReturnPath(next);
  return back && back !== "/home" ? `${OIDC_LOGIN}?next=${encodeURIComponent(back)}` : OIDC_LOGIN;
}

const OIDC_LOGIN = "/api/auth/oidc/login";

/** Where the learner is now, to come back to: on a sign-in page, the place it already returns to. */
export function currentReturnPath(location: { pathname: string; search: string }): string | null {
  return (
    safeReturnPath(`${location.pathname}${location.search}`) ??
    safeReturnPath(new URLSearchParams(location.search).get("next"))
  );
}

export function isAuthPopupMessage(data: unknown): data is AuthPopupMessage {
  if (!data || typeof data !== "object") return false;
  const { type, message } = data as { type?: unknown; message?: unknown };
  return (
    type === "arthshala:signed-in" || (type === "arthshala:sign-in-failed" && typeof message === "string")
  );
}

async function loadProviders(queryClient: QueryClient): Promise<Providers> {
  // Cached answer first, synchronously: an await before window.open can cost the click's popup permission.
  const cached = queryClient.getQueryData<Providers>(providersQueryKey);
  if (cached) return cached;
  try {
    return await queryClient.fetchQuery(providersQueryOptions);
  } catch {
    return { oidc: false };
  }
}

export function prefetchProviders(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(providersQueryOptions);
}

export interface SignInStart {
  /** Where to come back to after signing in on the same page (null: home; left out: where this tab is). */
  next?: string | null;
  /** Goes to an app page in this tab (the router's navigate); without it, a full page load. */
  navigate?: (to: string) => void;
  /**
   * Where the popup's sign-in takes this tab: home (the header's button, as before), or `next` when the
   * learner is already on the sign-in page with a place to return to.
   */
  afterPopup?: string;
  /** Already on the sign-in page: the same-page way is the identity provider itself, not that page again. */
  onSignInPage?: boolean;
}

/**
 * "Sign up / Login": a popup on a desktop (the spec's way), the same page on a phone or where popups are
 * blocked (window.open gives null, or a window that is closed at once): the sign-in page, or on it the
 * identity provider, each returning to `next`.
 */
export async function openSignInPopup(queryClient: QueryClient, start: SignInStart = {}): Promise<void> {
  const next = start.next === undefined ? currentReturnPath(window.location) : start.next;
  const samePage = () => {
    if (start.onSignInPage) window.location.assign(providerSignInPath(next));
    else if (start.navigate) start.navigate(signInPagePath(next));
    else window.location.assign(signInPagePath(next));
  };
  if (prefersSamePageSignIn()) {
    samePage();
    return;
  }
  const { oidc } = await loadProviders(queryClient);
  const url = oidc ? `${OIDC_LOGIN}?popup=1` : "/signin?popup=1";
  const popup = window.open(url, "arthshala-signin", "popup,width=480,height=640");
  if (!popup || popup.closed) {
    samePage();
    return;
  }
  awaitingPopup = safeReturnPath(start.afterPopup) ?? "/home";
  popup.focus();
}

/** Tells whoever opened this popup (and other tabs) how sign-in ended. */
export function announceSignInResult(message: AuthPopupMessage): void {
  const opener = sameOriginOpener();
  opener?.postMessage(message, window.location.origin);
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.postMessage(message);
    channel.close();
  }
}

export function sameOriginOpener(): Window | null {
  const opener: unknown = window.opener;
  if (!opener || opener === window) return null;
  try {
    // Reading a cross-origin window's location throws: that opener is not ours.
    return (opener as Window).location.origin === window.location.origin ? (opener as Window) : null;
  } catch {
    return null;
  }
}
