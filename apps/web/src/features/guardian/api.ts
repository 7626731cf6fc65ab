/** The guardian step's calls (issue 40): the learner's (resend, change the address) and the guardian's. */
import type { AgeBand } from "@arthshala/contracts/age-bands";
import type { GuardianLink } from "@arthshala/contracts/guardian";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

type Message = { message: string };

export const resendGuardianLink = () => api<Message>("/api/guardian/resend", { method: "POST" });
export const changeGuardianEmail = (guardian_email: string) =>
  api<Message>("/api/guardian/email", { method: "PUT", body: { guardian_email } });
/** The age band on arrival: under 18 names the guardian in the same call. */
export const saveAgeBandAndGuardian = (age_band: AgeBand, guardian_email?: string) =>
  api<unknown>("/api/account", {
    method: "PATCH",
    body: age_band === "under-18" ? { age_band, guardian_email } : { age_band },
  });

/** The guardian's page: the link's token goes in the body, never in an API address. */
export const readGuardianLink = (token: string) =>
  api<GuardianLink>("/api/guardian/link", { method: "POST", body: { token } });
export const answerGuardian = (token: string, consent: boolean) =>
  api<Message>("/api/guardian/answer", { method: "POST", body: { token, consent } });
export const revokeGuardian = (token: string) =>
  api<Message>("/api/guardian/revoke", { method: "POST", body: { token } });
export const askGuardianExport = (token: string) =>
  api<Message>("/api/guardian/export", { method: "POST", body: { token } });
export const deleteGuardianChild = (token: string) =>
  api<Message>("/api/guardian/delete", { method: "POST", body: { token, confirm: true } });

export const guardianLinkKey = (token: string) => ["guardian", "link", token] as const;

/** Read in the browser only (the page is not drawn on the server: its address carries the token). */
export const guardianLinkQuery = (token: string) =>
  queryOptions({
    queryKey: guardianLinkKey(token),
    queryFn: () => readGuardianLink(token),
    retry: false,
    staleTime: 0,
  });
