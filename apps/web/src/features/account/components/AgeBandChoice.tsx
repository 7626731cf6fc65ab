import { AGE_BANDS, type AgeBand } from "@arthshala/contracts/age-bands";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { saveAgeBand, storeAccount, useAccount, useWho } from "../api";

const CHOICES: ReadonlyArray<AgeBand | "none"> = [...AGE_BANDS, "none"];

/**
 * The learner's age band on /account (issue 39), the one the savings catalogue asks: optional, saved at
 * one tap, taken back with "I'd rather not say". The page's section list gives it its heading.
 */
export function AgeBandChoice() {
  const { t } = useTranslation("savings");
  const account = useAccount();
  const who = useWho();
  const client = useQueryClient();
  const name = useId();
  const save = useMutation({
    mutationFn: saveAgeBand,
    onSuccess: (next) => storeAccount(client, who, next),
  });
  if (!account.data) return null;
  const current = save.isPending ? (save.variables ?? "none") : (account.data.age_band ?? "none");
  return (
    <>
      <fieldset>
        <legend className="sr-only">{t("age.title")}</legend>
        <div className="flex flex-wrap gap-2">
          {CHOICES.map((choice) => (
            <label key={choice} className="relative cursor-pointer">
              <input
                type="radio"
                name={name}
                className="peer sr-only"
                checked={current === choice}
                disabled={save.isPending}
                onChange={() => save.mutate(choice === "none" ? null : choice)}
              />
              <span className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700">
                {choice === "none" ? t("age.none") : t(`age.bands.${choice}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p role="status" className="text-sm text-slate-700">
        {save.isSuccess ? t("age.saved") : save.isError ? t("age.saveFailed") : ""}
      </p>
    </>
  );
}
