import type { AgeBand } from "@arthshala/contracts/age-bands";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AgeBandFields, ageBandProblem } from "../../../components/form/AgeBandFields";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import { meQueryKey, useMe } from "../../auth";
import { saveAgeBand, storeAccount, useAccount, useWho } from "../api";

/**
 * The learner's age band on /account (issues 39 and 40): one of four, changed at one tap. Choosing
 * "Under 18" names the parent or guardian, who is mailed a link to agree; once one has been asked the
 * band is no longer the learner's to change (it would skip the consent), and the section says whom to
 * write to instead. The page's section list gives it its heading.
 */
export function AgeBandChoice() {
  const { t } = useTranslation("guardian");
  const account = useAccount();
  const { user } = useMe();
  const who = useWho();
  const client = useQueryClient();
  const [picked, setPicked] = useState<AgeBand | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: ({ band, guardianEmail }: { band: AgeBand; guardianEmail?: string }) =>
      saveAgeBand(band, guardianEmail),
    onSuccess: (next) => {
      storeAccount(client, who, next);
      setPicked(null);
      // The profile carries the band and the guardian's state: the banners read it.
      void client.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (error) =>
      setProblem(
        error instanceof ApiError && error.field ? error.fieldMessage : error.message || t("account.failed"),
      ),
  });
  if (!account.data || !user) return null;
  const saved = account.data.age_band;

  if (saved === "under-18" && user.guardian && user.guardian.status !== "needed") {
    return (
      <div className="space-y-2">
        <p className="font-semibold text-slate-900">{t("age.bands.under-18")}</p>
        <p className="text-sm text-slate-700">
          {t("account.locked")}{" "}
          <Link to="/contact" className="font-semibold text-brand-800 underline underline-offset-2">
            {t("account.contact")}
          </Link>
        </p>
      </div>
    );
  }

  const band = picked ?? saved;
  const choose = (next: AgeBand) => {
    setProblem(null);
    // Saying "under 18" waits for the guardian's address; any other band is saved at once.
    if (next === "under-18" && saved !== "under-18") setPicked(next);
    else {
      setPicked(null);
      if (next !== saved) save.mutate({ band: next });
    }
  };
  const onAsk = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const guardianEmail = String(new FormData(event.currentTarget).get("guardian_email") ?? "").trim();
    const wrong = ageBandProblem("under-18", guardianEmail, user.email);
    if (wrong) {
      setProblem(t(wrong));
      return;
    }
    save.mutate({ band: "under-18", guardianEmail });
  };

  return (
    <form noValidate onSubmit={onAsk} className="space-y-3">
      <AgeBandFields band={band} onBand={choose} disabled={save.isPending} />
      {picked === "under-18" ? (
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? t("account.asking") : t("account.ask")}
        </Button>
      ) : null}
      <p role="status" className={problem ? "text-sm text-red-800" : "text-sm text-slate-700"}>
        {problem ?? (save.isSuccess ? t("account.saved") : "")}
      </p>
    </form>
  );
}
