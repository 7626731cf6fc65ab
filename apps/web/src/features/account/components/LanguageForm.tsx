import { LOCALE_NAMES, LOCALES } from "@arthshala/contracts/locales";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { FormProvider } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormRootError } from "../../../components/form/bound";
import { applyServerError } from "../../../components/form/serverErrors";
import { startingChecked } from "../../../components/form/startingValues";
import { useZodForm } from "../../../components/form/useZodForm";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { cx } from "../../../lib/cx";
import { activeI18n, changeLanguage, translate } from "../../../lib/i18n";
import { meQueryKey } from "../../auth";
import { type Account, savePreferences, storeAccount, useWho } from "../api";

const LANGUAGES = LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value], lang: value }));

const schema = z.object({
  language: z.enum(LOCALES, { error: () => translate("account:language.choose") }),
});

/**
 * The interface language the learner prefers, saved to their account: the app switches to it at once
 * (and follows it on every device they sign in on).
 */
export function LanguageForm({ account }: { account: Account }) {
  const { t } = useTranslation("account");
  const who = useWho();
  const client = useQueryClient();
  const legendId = useId();
  const form = useZodForm(schema, { language: account.language ?? "en" });
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: savePreferences,
    // A check of who is signed in already under way would answer with the old language after this save
    // and switch the interface back (LanguageSync): cancelled first, as TanStack Query's updates do.
    onMutate: () => client.cancelQueries({ queryKey: meQueryKey }),
    onSuccess: async (next) => {
      storeAccount(client, who, next);
      if (next.language) await changeLanguage(next.language);
      form.reset({ language: next.language ?? "en" });
      setSaved(true);
    },
    onError: (error) => applyServerError(form, error, { fields: ["language"] }),
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          setSaved(false);
          void form.handleSubmit((values) => save.mutate(values))(event);
        }}
        className="space-y-4"
      >
        <fieldset>
          <legend id={legendId} className="mb-2 text-sm font-semibold text-slate-800">
            {t("language.legend")}
          </legend>
          <div className="flex flex-wrap gap-3">
            {LANGUAGES.map((language) => (
              <label
                key={language.value}
                lang={language.lang}
                className={cx(
                  language.value === "hi" && activeI18n().language !== "hi" && "font-native",
                  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 font-medium text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700",
                )}
              >
                <input
                  type="radio"
                  value={language.value}
                  className="size-4 accent-brand-700"
                  {...form.register("language")}
                  defaultChecked={startingChecked(form.getValues("language"), language.value)}
                />
                {language.label}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="text-sm text-slate-600">
          {account.language ? (
            <>
              {t("language.saved")}{" "}
              <span
                lang={account.language}
                className={cx(
                  "font-semibold text-slate-900",
                  account.language === "hi" && activeI18n().language !== "hi" && "font-native",
                )}
              >
                {LANGUAGES.find((l) => l.value === account.language)?.label}
              </span>
              .
            </>
          ) : (
            t("language.notSaved")
          )}
        </p>
        <FormRootError />
        {saved ? <FormMessage kind="success">{t("language.savedMessage")}</FormMessage> : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("language.saving") : t("language.save")}
        </Button>
      </form>
    </FormProvider>
  );
}
