/** Rewards (issue 41): the learner's perks, redemptions and ledger, and the operators' calls. */
import type {
  AdminPerk,
  AdminRedemption,
  FinStarsLedger,
  Perk,
  PerkBody,
  Redemption,
  RewardsPage,
} from "@arthshala/contracts/rewards";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { useMe } from "../auth";

export type { AdminPerk, AdminRedemption, FinStarsLedger, Perk, PerkBody, Redemption, RewardsPage };

/** Keys carry who asks: one learner's rewards never show to another in the same tab. */
export const rewardKeys = {
  page: (who: string) => ["rewards", who, "page"] as const,
  mine: (who: string) => ["rewards", who, "mine"] as const,
  ledger: (who: string) => ["rewards", who, "ledger"] as const,
  admin: (base: string) => ["rewards", "operator", base] as const,
  review: () => ["rewards", "review"] as const,
};

export const rewardsQuery = (who: string) =>
  queryOptions({
    queryKey: rewardKeys.page(who),
    queryFn: () => api<RewardsPage>("/api/rewards"),
    staleTime: 0,
  });

export const myRewardsQuery = (who: string) =>
  queryOptions({
    queryKey: rewardKeys.mine(who),
    queryFn: async () => (await api<{ redemptions: Redemption[] }>("/api/rewards/redemptions")).redemptions,
    staleTime: 0,
  });

export const ledgerQuery = (who: string) =>
  queryOptions({
    queryKey: rewardKeys.ledger(who),
    queryFn: () => api<FinStarsLedger>("/api/rewards/ledger"),
    staleTime: 0,
  });

export function useWho(): string {
  return useMe().user?.sub ?? "visitor";
}

/** A fresh key per attempt: a retry of the same attempt (a lost answer) sends the same one. */
export const newIdempotencyKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export function useRedeem() {
  const client = useQueryClient();
  const who = useWho();
  return useMutation({
    mutationFn: ({ perkId, key }: { perkId: number; key: string }) =>
      api<Redemption>(`/api/rewards/perks/${perkId}/redeem`, {
        method: "POST",
        headers: { "Idempotency-Key": key },
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ["rewards", who] });
      // The balance on /home moves too.
      void client.invalidateQueries({ queryKey: ["home"] });
    },
  });
}

/** Operators' calls under a base: /api/admin/rewards or /api/organisations/:id/rewards. */
export const operatorPerksQuery = (base: string) =>
  queryOptions({
    queryKey: rewardKeys.admin(base),
    queryFn: async () => (await api<{ perks: AdminPerk[] }>(`${base}/perks`)).perks,
    staleTime: 0,
  });

export const perkRedemptionsQuery = (base: string, id: number) =>
  queryOptions({
    queryKey: [...rewardKeys.admin(base), id, "redemptions"] as const,
    queryFn: async () =>
      (await api<{ redemptions: AdminRedemption[] }>(`${base}/perks/${id}/redemptions`)).redemptions,
    staleTime: 0,
  });

export const reviewQueueQuery = () =>
  queryOptions({
    queryKey: rewardKeys.review(),
    queryFn: async () =>
      (await api<{ redemptions: AdminRedemption[] }>("/api/admin/rewards/review")).redemptions,
    staleTime: 0,
  });

export function useOperatorAction<V, R>(base: string, call: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ["rewards"] });
      void client.invalidateQueries({ queryKey: rewardKeys.admin(base) });
    },
  });
}
