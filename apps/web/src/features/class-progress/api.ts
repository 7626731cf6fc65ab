/** The class dashboard's and class leaderboard's calls (issue 40). Types only from contracts: no zod here. */
import type { ClassLeaderboard, ClassProgress } from "@arthshala/contracts/class-progress";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { useMe } from "../auth";

export type { ClassLeaderboard, ClassProgress };

/** Keys carry the reader's sub: a shared device never shows one person's class to another. */
export const classProgressKeys = {
  progress: (who: string, classId: number) => ["class-progress", who, classId] as const,
  leaderboard: (who: string, classId: number) => ["class-leaderboard", who, classId] as const,
};

export const classProgressPath = (classId: number | string) => `/teach/classes/${classId}/progress`;
export const classLeaderboardPath = (classId: number | string) => `/classes/${classId}/leaderboard`;
/** The CSV download: a plain link, in the page's language. */
export const classProgressCsvUrl = (classId: number, language: string) =>
  `/api/classes/${classId}/progress.csv?lang=${language === "hi" ? "hi" : "en"}`;

export const classProgressQuery = (who: string, classId: number) =>
  queryOptions({
    queryKey: classProgressKeys.progress(who, classId),
    queryFn: () => api<ClassProgress>(`/api/classes/${classId}/progress`),
    staleTime: 30_000,
  });

export const classLeaderboardQuery = (who: string, classId: number) =>
  queryOptions({
    queryKey: classProgressKeys.leaderboard(who, classId),
    queryFn: () => api<ClassLeaderboard>(`/api/classes/${classId}/leaderboard`),
    staleTime: 0,
  });

function useWho() {
  const { user, isLoading } = useMe();
  return { who: user?.sub ?? "visitor", enabled: !isLoading && user !== null };
}

export function useClassProgress(classId: number) {
  const { who, enabled } = useWho();
  return useQuery({ ...classProgressQuery(who, classId), enabled: enabled && classId > 0 });
}

export function useClassLeaderboard(classId: number) {
  const { who, enabled } = useWho();
  return useQuery({ ...classLeaderboardQuery(who, classId), enabled: enabled && classId > 0 });
}
