/**
 * The learner's age band on the catalogue (issue 39): a signed-in learner's is kept on their account
 * (GET/PATCH /api/account), a visitor's lives in the page only. Asked once: "Not now" is remembered on
 * this device, read after the page is drawn so the server's page and the first render agree.
 */
import type { AgeBand } from "@arthshala/contracts/age-bands";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { accountQuery, saveAgeBand, storeAccount, useWho } from "../account";
import { useMe } from "../auth";

const DISMISSED_KEY = "arthshala.ageBandAsked";

export function useAgeBand() {
  const { user } = useMe();
  const who = useWho();
  const client = useQueryClient();
  const account = useQuery({ ...accountQuery(who), enabled: user !== null });
  const [visitorBand, setVisitorBand] = useState<AgeBand | null>(null);
  const [dismissed, setDismissed] = useState(true);
  useEffect(() => {
    try {
      setDismissed(window.localStorage.getItem(DISMISSED_KEY) === "1");
    } catch {
      setDismissed(false);
    }
  }, []);
  const save = useMutation({
    mutationFn: (next: AgeBand) => saveAgeBand(next),
    onSuccess: (saved) => storeAccount(client, who, saved),
  });

  const signedIn = Boolean(user);
  const band: AgeBand | null = signedIn ? (account.data?.age_band ?? null) : visitorBand;
  return {
    band,
    /**
     * Ask a visitor only, when nothing is known and they have not said "Not now" here: a signed-in
     * account without a band is asked on arrival, with its guardian step (features/guardian).
     */
    ask: !dismissed && band === null && !signedIn,
    saving: save.isPending,
    failed: save.isError,
    choose: (next: AgeBand) => {
      if (signedIn) save.mutate(next);
      else setVisitorBand(next);
    },
    dismiss: () => {
      setDismissed(true);
      try {
        window.localStorage.setItem(DISMISSED_KEY, "1");
      } catch {
        // Private windows may refuse storage: it is asked again next time, nothing worse.
      }
    },
  };
}
