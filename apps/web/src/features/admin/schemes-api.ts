/** The admin Schemes area's calls: every product with its age, and an edit. Types only: no zod here. */
import type { adminBankProductSchema, BankProductEdit } from "@arthshala/contracts/schemes";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api";

/** GET /api/admin/schemes: a product as admins see it, flagged when older than 90 days. */
export type AdminBankProduct = z.infer<typeof adminBankProductSchema>;

export const adminSchemeKeys = { all: ["admin", "schemes"] as const };

const fetchAdminSchemes = (signal?: AbortSignal) => api<AdminBankProduct[]>("/api/admin/schemes", { signal });

export function useAdminSchemes() {
  return useQuery({ queryKey: adminSchemeKeys.all, queryFn: ({ signal }) => fetchAdminSchemes(signal) });
}

/** One product by id, from the same list (there is no single-product call; the list is small). */
export function useAdminScheme(id: number) {
  return useQuery({
    queryKey: adminSchemeKeys.all,
    queryFn: ({ signal }) => fetchAdminSchemes(signal),
    select: (products) => products.find((p) => p.id === id) ?? null,
    enabled: id > 0,
  });
}

export const updateScheme = (id: number, body: BankProductEdit) =>
  api<AdminBankProduct>(`/api/admin/schemes/${id}`, { method: "PUT", body });

/** The public lists and the learners' recommendations (features/schemes keys start with "schemes"). */
export const publicSchemesKey = ["schemes"] as const;
