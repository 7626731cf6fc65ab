/** Organisations, classes and joining: typed calls and their queries. Types only from contracts. */
import type {
  AccountClass,
  ClassBody,
  ClassDetail,
  ClassMembers,
  ClassPatch,
  ClassSummary,
  Facilitator,
  JoinLookup,
  JoinResult,
  LeftClass,
  Organisation,
  OrganisationKind,
  OrganisationPerson,
} from "@arthshala/contracts/classes";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

export type {
  AccountClass,
  ClassDetail,
  ClassMembers,
  ClassSummary,
  Facilitator,
  JoinLookup,
  Organisation,
  OrganisationKind,
  OrganisationPerson,
};

/** Keys carry who asks: one person's classes never show to another in the same tab. */
export const classKeys = {
  all: (who: string) => ["classes", who] as const,
  organisations: (who: string) => ["classes", who, "organisations"] as const,
  people: (who: string, organisationId: number) => ["classes", who, "people", organisationId] as const,
  detail: (who: string, classId: number) => ["classes", who, "class", classId] as const,
  members: (who: string, classId: number) => ["classes", who, "members", classId] as const,
  lookup: (who: string, code: string) => ["classes", who, "lookup", code] as const,
  mine: (who: string) => ["classes", who, "mine"] as const,
  facilitators: (who: string) => ["classes", who, "facilitators"] as const,
};

const json = (method: "POST" | "PATCH" | "DELETE", body?: unknown) => ({ method, body });

// ── Facilitators' calls ─────────────────────────────────────────────────────

export const organisationsQuery = (who: string) =>
  queryOptions({
    queryKey: classKeys.organisations(who),
    queryFn: () => api<{ organisations: Organisation[] }>("/api/organisations"),
    staleTime: 0,
  });
export const createOrganisation = (body: { name: string; kind: OrganisationKind }) =>
  api<Organisation>("/api/organisations", json("POST", body));
export const renameOrganisation = (id: number, name: string) =>
  api<Organisation>(`/api/organisations/${id}`, json("PATCH", { name }));

export const peopleQuery = (who: string, organisationId: number) =>
  queryOptions({
    queryKey: classKeys.people(who, organisationId),
    queryFn: () => api<{ people: OrganisationPerson[] }>(`/api/organisations/${organisationId}/facilitators`),
    staleTime: 0,
  });
export const addPerson = (organisationId: number, email: string) =>
  api<{ people: OrganisationPerson[] }>(
    `/api/organisations/${organisationId}/facilitators`,
    json("POST", { email }),
  );
export const removePerson = (organisationId: number, userId: string) =>
  api<{ people: OrganisationPerson[] }>(
    `/api/organisations/${organisationId}/facilitators/${userId}`,
    json("DELETE"),
  );

export const createClass = (organisationId: number, body: ClassBody) =>
  api<ClassDetail>(`/api/organisations/${organisationId}/classes`, json("POST", body));

export const classQuery = (who: string, classId: number) =>
  queryOptions({
    queryKey: classKeys.detail(who, classId),
    queryFn: () => api<ClassDetail>(`/api/classes/${classId}`),
    staleTime: 0,
  });
export const updateClass = (classId: number, body: ClassPatch) =>
  api<ClassDetail>(`/api/classes/${classId}`, json("PATCH", body));
export const rotateCode = (classId: number) => api<ClassDetail>(`/api/classes/${classId}/code`, json("POST"));

export const membersQuery = (who: string, classId: number) =>
  queryOptions({
    queryKey: classKeys.members(who, classId),
    queryFn: () => api<ClassMembers>(`/api/classes/${classId}/members`),
    staleTime: 0,
  });
export const removeMember = (classId: number, userId: string) =>
  api<ClassMembers>(`/api/classes/${classId}/members/${userId}`, json("DELETE"));

/** The QR drawings: the code in the address, so a new code is a new image, never a cached old one. */
export const qrSvgUrl = (c: Pick<ClassDetail, "id" | "join_code">) =>
  `/api/classes/${c.id}/qr.svg?code=${encodeURIComponent(c.join_code)}`;
export const qrPngUrl = (c: Pick<ClassDetail, "id" | "join_code">) =>
  `/api/classes/${c.id}/qr.png?code=${encodeURIComponent(c.join_code)}`;

// ── Joining ─────────────────────────────────────────────────────────────────

export const joinLookupQuery = (who: string, code: string) =>
  queryOptions({
    queryKey: classKeys.lookup(who, code),
    queryFn: () => api<JoinLookup>(`/api/classes/join/${encodeURIComponent(code)}`),
    staleTime: 0,
    // An unknown code or a malformed one is an answer, not a hiccup to retry.
    retry: false,
  });
export const joinClass = (body: { code: string; share_email?: boolean }) =>
  api<JoinResult>("/api/classes/join", json("POST", body));

// ── The learner's own classes (/account) ────────────────────────────────────

export const accountClassesQuery = (who: string) =>
  queryOptions({
    queryKey: classKeys.mine(who),
    queryFn: () => api<{ classes: AccountClass[] }>("/api/account/classes"),
    staleTime: 0,
  });
export const setShareEmail = (classId: number, share_email: boolean) =>
  api<{ classes: AccountClass[] }>(`/api/account/classes/${classId}`, json("PATCH", { share_email }));
export const leaveClass = (classId: number) =>
  api<LeftClass>(`/api/account/classes/${classId}`, json("DELETE"));

// ── Admin ───────────────────────────────────────────────────────────────────

export const facilitatorsQuery = (who: string) =>
  queryOptions({
    queryKey: classKeys.facilitators(who),
    queryFn: () => api<{ facilitators: Facilitator[] }>("/api/admin/facilitators"),
    staleTime: 0,
  });
export const grantFacilitator = (email: string) =>
  api<{ facilitators: Facilitator[] }>("/api/admin/facilitators", json("POST", { email }));
export const revokeFacilitator = (userId: string) =>
  api<{ facilitators: Facilitator[] }>(`/api/admin/facilitators/${userId}`, json("DELETE"));
