/** Admin Settings: the operator's contacts and social links, and the team shown on /about. */
import type { SiteSettings, TeamMember } from "@arthshala/contracts/forms";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { siteKeys } from "../../lib/site";

export { siteKeys };

export const saveSiteSettings = (settings: SiteSettings) =>
  api<SiteSettings>("/api/admin/settings", { method: "PUT", body: settings });

/** Multipart: name, role, sector, sort_order, optional photo, remove_image. */
export const addTeamMember = (form: FormData) =>
  api<TeamMember>("/api/admin/team", { method: "POST", body: form });
export const updateTeamMember = (id: number, form: FormData) =>
  api<TeamMember>(`/api/admin/team/${id}`, { method: "PUT", body: form });
export const deleteTeamMember = (id: number) =>
  api<{ id: number }>(`/api/admin/team/${id}`, { method: "DELETE" });

/** Fresh on every visit to Settings (the public pages may keep theirs a while). */
export function useAdminSiteSettings() {
  return useQuery({
    queryKey: siteKeys.settings,
    queryFn: ({ signal }) => api<SiteSettings>("/api/site", { signal }),
    staleTime: 0,
  });
}

export function useAdminTeam() {
  return useQuery({
    queryKey: siteKeys.team,
    queryFn: ({ signal }) => api<TeamMember[]>("/api/team", { signal }),
    staleTime: 0,
  });
}
