/** Who is signed in: the /me query every header, guard and page reads. */
import type { Me, Providers, Session } from "@arthshala/contracts/auth";
import { isAdmin } from "@arthshala/contracts/roles";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { createContext, createElement, type ReactNode, useContext, useMemo } from "react";
import { ApiError, api } from "../../lib/api";
import { clearOfflineData, recallUser, rememberUser } from "../../lib/offline/deviceSession";
import { isUnreachable } from "../../lib/offline/network";
import { ensure } from "../../lib/route-data";

export const meQueryKey = ["auth", "me"] as const;
export const providersQueryKey = ["auth", "providers"] as const;

/**
 * GET /api/auth/session answers 200 for a visitor too (user null), so public pages log no error in
 * the console (GET /api/auth/me's 401 did). Without a connection, the learner last signed in on this
 * device is still the one using it: their offline copies show.
 */
export async function fetchMe(): Promise<Me | null> {
  try {
    const { user } = await api<Session>("/api/auth/session");
    void rememberUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      void rememberUser(null);
      return null;
    }
    if (isUnreachable(error)) {
      const remembered = await recallUser<Me>();
      if (remembered) return remembered;
    }
    throw error;
  }
}

interface MeState {
  user: Me | null;
  isAdmin: boolean;
  /** An error (server down) counts as signed out once settled, so guards do not spin for ever. */
  isLoading: boolean;
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: fetchMe,
  staleTime: 5 * 60 * 1000,
  retry: 1,
  // Asked even offline: the answer then comes from the device (fetchMe), instead of waiting for ever.
  networkMode: "always",
});

/** For a loader: who is signed in (null for a visitor), read first, since their data's keys name them. */
export const ensureMe = (client: QueryClient): Promise<Me | null> => ensure(client, meQueryOptions);

/** Whose data a query holds: the learner's sub, or "visitor" (learning keys, courses/api.ts). */
export const whoOf = (user: Me | null): string => user?.sub ?? "visitor";

/** The one observer of the session query, shared (MeProvider). */
function useMeQuery(): MeState {
  const query = useQuery(meQueryOptions);
  const user = query.data ?? null;
  const isLoading = query.isPending;
  // The same object while nothing changed, so the readers of the context do not draw again.
  return useMemo(() => ({ user, isAdmin: isAdmin(user?.roles), isLoading }), [user, isLoading]);
}

const MeContext = createContext<MeState | null>(null);

/**
 * Who is signed in, asked once for the whole app: the header, its switches, guards and the pages'
 * queries each read it. As a query observer each (about ten on a page), they were a measured part of
 * the first render's task on a phone.
 */
export function MeProvider({ children }: { children: ReactNode }) {
  return createElement(MeContext.Provider, { value: useMeQuery() }, children);
}

export function useMe(): MeState {
  const me = useContext(MeContext);
  if (!me) throw new Error("useMe needs MeProvider (app/providers.tsx) above it");
  return me;
}

export const providersQueryOptions = queryOptions({
  queryKey: providersQueryKey,
  queryFn: () => api<Providers>("/api/auth/providers"),
  staleTime: 60 * 60 * 1000,
});

export function useProviders() {
  return useQuery(providersQueryOptions);
}

export function setSignedInUser(queryClient: QueryClient, user: Me): void {
  queryClient.setQueryData(meQueryKey, user);
}

/**
 * Sign out, forget every cached answer (in memory and on the device), and reload from the site origin
 * (the spec's forced reload).
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await api<void>("/api/auth/signout", { method: "POST" });
  } catch (error) {
    // 401: the session had already ended, which is what the user wants anyway.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  await clearOfflineData();
  queryClient.clear();
  window.location.assign(`${window.location.origin}/`);
}
