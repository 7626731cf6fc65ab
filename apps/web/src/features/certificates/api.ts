/** Certificates (issue 40): the learner's own and the public check, typed calls and their queries. */
import type { Certificate, Verification } from "@arthshala/contracts/certificates";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { useMe } from "../auth";

export type { Certificate, Verification };

/** Keys carry who asks: one learner's certificates never show to another in the same tab. */
export const certificateKeys = {
  all: (who: string) => ["certificates", who] as const,
  one: (who: string, id: string) => ["certificates", who, id] as const,
  check: (id: string) => ["certificates", "verify", id] as const,
};

const path = (id: string) => `/api/certificates/${encodeURIComponent(id)}`;

export const certificatesQuery = (who: string) =>
  queryOptions({
    queryKey: certificateKeys.all(who),
    queryFn: () => api<Certificate[]>("/api/certificates"),
    staleTime: 0,
  });

export const certificateQuery = (who: string, id: string) =>
  queryOptions({
    queryKey: certificateKeys.one(who, id),
    queryFn: () => api<Certificate>(path(id)),
    staleTime: 0,
  });

/** The public check: read again on each visit, since its holder may revoke it at any moment. */
export const verificationQuery = (id: string) =>
  queryOptions({
    queryKey: certificateKeys.check(id),
    queryFn: () => api<Verification>(`/api/verify/${encodeURIComponent(id)}`),
    staleTime: 0,
  });

export function useWho(): string {
  return useMe().user?.sub ?? "visitor";
}

function store(client: QueryClient, who: string, certificate: Certificate) {
  client.setQueryData(certificateKeys.one(who, certificate.id), certificate);
  void client.invalidateQueries({ queryKey: certificateKeys.all(who), exact: true });
  void client.invalidateQueries({ queryKey: certificateKeys.check(certificate.id) });
}

/** Revoke (true) or restore (false) one of the learner's certificates. */
export function useSetRevoked(id: string) {
  const client = useQueryClient();
  const who = useWho();
  return useMutation({
    mutationFn: (revoked: boolean) =>
      api<Certificate>(`${path(id)}/${revoked ? "revoke" : "restore"}`, { method: "POST" }),
    onSuccess: (certificate) => store(client, who, certificate),
  });
}
