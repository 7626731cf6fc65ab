/** Typed home calls (spec section 7) and their query hooks. Types only from contracts/home: no zod here. */
import type { FinScoreLogEntry, HomeData, Leaderboard } from "@arthshala/contracts/home";
import type { LeaderboardKind } from "@arthshala/contracts/leaderboard-rules";
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { readThrough } from "../../lib/offline/copies";
import { deviceCopyQuery } from "../../lib/offline/network";
import { useMe } from "../auth";
import { homeKeys } from "./keys";

export type { FinScoreLogEntry, HomeData, Leaderboard };

import { FINSCORE_LOG_PAGE } from "@arthshala/contracts/finscore-rules";

export const fetchHomeData = () => api<HomeData>("/api/home/getdata", { method: "POST", body: {} });
export const fetchFinScoreLog = (offset: number) =>
  api<FinScoreLogEntry[]>("/api/home/finscorelog", {
    method: "POST",
    body: { limit: FINSCORE_LOG_PAGE, offset },
  });
export const fetchLeaderboard = (board: LeaderboardKind) =>
  api<Leaderboard>(`/api/home/leaderboard?board=${board}`);
export const setLeaderboardVisibility = (hidden: boolean) =>
  api<{ hidden: boolean }>("/api/home/leaderboard/visibility", { method: "POST", body: { hidden } });
export const dismissFeedback = () =>
  api<{ ok: true }>("/api/home/feedback/dismiss", { method: "POST", body: {} });

function useWho() {
  const { user, isLoading } = useMe();
  return { who: user?.sub ?? "visitor", enabled: !isLoading && user !== null };
}

/**
 * Everything /home shows, in one call. Always refetched when the page mounts (staleTime 0): reading an
 * article or finishing a card elsewhere moves the streak and scores, and the call is cheap.
 */
export const homeDataQuery = (who: string) =>
  queryOptions({
    queryKey: homeKeys.data(who),
    // Kept on the device too: the app opened offline starts here (lib/offline).
    queryFn: () => readThrough(homeKeys.data(who), fetchHomeData),
    staleTime: 0,
    ...deviceCopyQuery,
  });

export function useHomeData() {
  const { who, enabled } = useWho();
  return useQuery({ ...homeDataQuery(who), enabled });
}

/** The FinScore history, 20 at a time; a page shorter than that is the last. Loaded when mounted. */
export function useFinScoreLog() {
  const { who, enabled } = useWho();
  return useInfiniteQuery({
    queryKey: homeKeys.finScoreLog(who),
    queryFn: ({ pageParam }) => fetchFinScoreLog(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < FINSCORE_LOG_PAGE ? undefined : pages.length * FINSCORE_LOG_PAGE,
    enabled,
    staleTime: 0,
  });
}

/** One board, fresh each time the modal shows it (the cached one stays on screen meanwhile). */
export function useLeaderboard(board: LeaderboardKind) {
  const { who, enabled } = useWho();
  return useQuery({
    queryKey: homeKeys.leaderboard(who, board),
    queryFn: () => fetchLeaderboard(board),
    enabled,
    staleTime: 0,
  });
}

/** The "Show me on the leaderboard" switch: saves, then refetches the boards and the home data. */
export function useLeaderboardVisibility() {
  const client = useQueryClient();
  const { who } = useWho();
  return useMutation({
    mutationFn: setLeaderboardVisibility,
    onSuccess: ({ hidden }) => {
      client.setQueryData<HomeData>(homeKeys.data(who), (data) =>
        data ? { ...data, userData: { ...data.userData, leaderboard_hidden: hidden } } : data,
      );
      void client.invalidateQueries({ queryKey: homeKeys.leaderboards(who) });
    },
  });
}

/** Cancel on the feedback prompt: the server keeps it away; the cached answer says so at once. */
export function useDismissFeedback() {
  const client = useQueryClient();
  const { who } = useWho();
  return useMutation({
    mutationFn: dismissFeedback,
    onMutate: () => {
      client.setQueryData<HomeData>(homeKeys.data(who), (data) =>
        data ? { ...data, showFeedback: false } : data,
      );
    },
  });
}
