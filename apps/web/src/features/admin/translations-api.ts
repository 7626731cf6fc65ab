import type { TranslatableEntity } from "@arthshala/contracts/locales";
import type { TranslationFields } from "@arthshala/contracts/translations";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** GET/PUT/DELETE /api/admin/translations/:entity/:id/hi: the Hindi fields and the English beside them. */
export interface AdminTranslation {
  entity: string;
  id: number;
  locale: "hi";
  /** Empty until an admin writes some. */
  fields: TranslationFields;
  /** null while the item has no Hindi version. */
  updated_at: string | null;
  /** The item's English fields, as learners see them without a translation. */
  english: Record<string, unknown>;
}

export const translationKey = (entity: TranslatableEntity, id: number) =>
  ["admin", "translation", entity, id, "hi"] as const;

/**
 * What learners read goes stale when a translation changes: the course and card queries
 * (features/courses keys start with "learning"), the articles', home's featured article, and the scheme
 * lists and recommendations (features/schemes keys start with "schemes": a product's description).
 */
export const learnerContentKeys = [["learning"], ["articles"], ["home"], ["schemes"]] as const;

const path = (entity: TranslatableEntity, id: number) => `/api/admin/translations/${entity}/${id}/hi`;

export function useAdminTranslation(entity: TranslatableEntity, id: number) {
  return useQuery({
    queryKey: translationKey(entity, id),
    queryFn: ({ signal }) => api<AdminTranslation>(path(entity, id), { signal }),
    enabled: id > 0,
  });
}

export const saveTranslation = (entity: TranslatableEntity, id: number, fields: TranslationFields) =>
  api<AdminTranslation>(path(entity, id), { method: "PUT", body: fields });

export const removeTranslation = (entity: TranslatableEntity, id: number) =>
  api<AdminTranslation>(path(entity, id), { method: "DELETE" });
