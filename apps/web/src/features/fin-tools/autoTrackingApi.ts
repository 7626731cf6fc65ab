/**
 * Automatic tracking's calls (issue 41, /api/fin-tools/auto-tracking) and their hooks. Types only from
 * contracts (import type): the calls carry no zod.
 */
import type { AutoTrackingStatus } from "@arthshala/contracts/auto-tracking";
import { CONSENT_VERSION } from "@arthshala/contracts/auto-tracking-rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "../../lib/api";
import { useWho } from "./api";
import { trackerKeys } from "./keys";

export type { AutoTrackingStatus };

const AUTO_TRACKING_API = "/api/fin-tools/auto-tracking";
/** While the dialog shows a live address, how often it asks whether a forward has arrived. */
const WATCH_MS = 15_000;

const autoTrackingKey = (who: string) => [...trackerKeys.all(who), "auto-tracking"] as const;

export const fetchAutoTracking = () => api<AutoTrackingStatus>(AUTO_TRACKING_API);

/** The learner's state; `watch` asks again now and then, and refreshes the tracker when mail added something. */
export function useAutoTracking({ watch = false }: { watch?: boolean } = {}) {
  const { who, enabled } = useWho();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: autoTrackingKey(who),
    queryFn: fetchAutoTracking,
    enabled,
    refetchInterval: (q) => (watch && q.state.data?.enabled ? WATCH_MS : false),
  });
  const added = query.data?.counts.added;
  const seen = useRef(added);
  useEffect(() => {
    if (added !== undefined && seen.current !== undefined && added > seen.current) {
      void client.invalidateQueries({ queryKey: trackerKeys.all(who) });
    }
    seen.current = added;
  }, [added, client, who]);
  return query;
}

function useChange(path: "enable" | "disable") {
  const { who } = useWho();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<AutoTrackingStatus>(`${AUTO_TRACKING_API}/${path}`, {
        method: "POST",
        // Turning off takes no body.
        body: path === "enable" ? { consent: true, consentVersion: CONSENT_VERSION } : undefined,
      }),
    onSuccess: (status) => client.setQueryData(autoTrackingKey(who), status),
  });
}

export const useEnableAutoTracking = () => useChange("enable");
export const useDisableAutoTracking = () => useChange("disable");
