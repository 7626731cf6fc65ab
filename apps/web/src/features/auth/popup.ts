/** The spec's popup sign-in: open it, and understand what it reports back. */

import type { Providers } from "@arthshala/contracts/auth";
import { AUTH_CHANNEL, type AuthPopupMessage } from "@arthshala/contracts/auth-client";
import type { QueryClient } from "@tanstack/react-query";
import { providersQueryKey, providersQueryOptions } from "./session";

// Set when this tab opened a popup, so only that tab navigates or toasts when the answer comes.
let awaitingPopup = false;

export function takeAwaitingPopup(): boolean {
  const was = awaitingPopup;
  awaitingPopup = false;
  return was;
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

export async function openSignInPopup(queryClient: QueryClient): Promise<void> {
  const { oidc } = await loadProviders(queryClient);
  const url = oidc ? "/api/auth/oidc/login?popup=1" : "/signin?popup=1";
  const popup = window.open(url, "arthshala-signin", "popup,width=480,height=640");
  if (!popup) {
    // Popup blocked: do the same sign-in in this tab instead.
    window.location.assign(oidc ? "/api/auth/oidc/login" : "/signin");
    return;
  }
  awaitingPopup = true;
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
