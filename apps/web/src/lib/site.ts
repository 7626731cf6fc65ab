/**
 * The site's public data (GET /api/site, /api/team, /api/pages/:name): the footer, the contact panel,
 * /about and the legal pages read it. Types only from contracts: no zod on the first screen.
 */
import type { SiteSettings, TeamMember } from "@arthshala/contracts/forms";
import type { StaticPage, StaticPageName } from "@arthshala/contracts/pages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api";

export type { SiteSettings, StaticPage, StaticPageName, TeamMember };

export const siteKeys = {
  settings: ["site", "settings"] as const,
  team: ["site", "team"] as const,
  page: (name: StaticPageName) => ["site", "page", name] as const,
};

/** The operator's contacts and social links; rarely change, so kept for 10 minutes. */
export const siteSettingsQuery = queryOptions({
  queryKey: siteKeys.settings,
  queryFn: ({ signal }) => api<SiteSettings>("/api/site", { signal }),
  staleTime: 10 * 60 * 1000,
  retry: false,
});

export const teamQuery = queryOptions({
  queryKey: siteKeys.team,
  queryFn: ({ signal }) => api<TeamMember[]>("/api/team", { signal }),
  staleTime: 60 * 1000,
});

export const staticPageQuery = (name: StaticPageName) =>
  queryOptions({
    queryKey: siteKeys.page(name),
    queryFn: ({ signal }) => api<StaticPage>(`/api/pages/${name}`, { signal }),
    staleTime: 10 * 60 * 1000,
  });

export const useSiteSettings = () => useQuery(siteSettingsQuery);
export const useTeam = () => useQuery(teamQuery);
export const useStaticPage = (name: StaticPageName) => useQuery(staticPageQuery(name));
