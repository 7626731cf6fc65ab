/**
 * The site's public data (GET /api/site, /api/team, /api/pages/:name): the footer, the contact panel,
 * /about and the legal pages read it. Types only from contracts: no zod on the first screen.
 */
import type { SiteSettings, TeamMember } from "@arthshala/contracts/forms";
import type { StaticPage, StaticPageName } from "@arthshala/contracts/pages";
import { api } from "./api";
import { useQuery } from "./query";

export type { SiteSettings, StaticPage, StaticPageName, TeamMember };

export const siteKeys = {
  settings: ["site", "settings"] as const,
  team: ["site", "team"] as const,
  page: (name: StaticPageName) => ["site", "page", name] as const,
};

/** The operator's contacts and social links; rarely change, so kept for 10 minutes. */
export function useSiteSettings() {
  return useQuery({
    queryKey: siteKeys.settings,
    queryFn: ({ signal }) => api<SiteSettings>("/api/site", { signal }),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}

export function useTeam() {
  return useQuery({
    queryKey: siteKeys.team,
    queryFn: ({ signal }) => api<TeamMember[]>("/api/team", { signal }),
    staleTime: 60 * 1000,
  });
}

export function useStaticPage(name: StaticPageName) {
  return useQuery({
    queryKey: siteKeys.page(name),
    queryFn: ({ signal }) => api<StaticPage>(`/api/pages/${name}`, { signal }),
    staleTime: 10 * 60 * 1000,
  });
}
