import type { Me } from "@arthshala/contracts/auth";
import { LOCALE_NAMES, LOCALES, type Locale } from "@arthshala/contracts/locales";
import { useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { savePreferences, storeAccount } from "../../features/account";
import { meQueryKey, useMe } from "../../features/auth";
import { cx } from "../../lib/cx";
import { changeLanguage } from "../../lib/i18n";

const LOCALE_SHORT: Record<Locale, string> = { en: "EN", hi: "हिं" };

/**
 * The header's "EN | हिं" switch, for everyone. It changes the interface at once (and remembers it on
 * this device); for a signed-in learner it also saves the choice to their account.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useMe();
  const client = useQueryClient();
  const current = i18n.language;

  const choose = async (language: Locale) => {
    if (language === current) return;
    if (user) {
      // TanStack Query's optimistic update: a check of who is signed in already under way answers with
      // the language from before this choice, and LanguageSync would switch back to it (a loaded CI
      // machine met that): it is cancelled, and the account says the new language at once.
      await client.cancelQueries({ queryKey: meQueryKey });
      client.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, language } : me));
    }
    await changeLanguage(language);
    if (!user) return;
    try {
      storeAccount(client, user.sub, await savePreferences({ language }));
    } catch {
      toast.error(t("language.saveFailed"), { id: "language-save" });
    }
  };

  return (
    <fieldset
      aria-label={t("language.label")}
      className={cx("m-0 inline-flex min-w-0 rounded-lg border border-slate-300 p-0.5 text-sm", className)}
    >
      {LOCALES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-label={LOCALE_NAMES[language]}
          aria-pressed={current === language}
          onClick={() => void choose(language)}
          className={cx(
            "min-h-9 min-w-9 rounded-md px-2 font-semibold",
            // On an English page, the device's font: the self-hosted face would be fetched for these letters
            // and, swapping in, shift the header. A Hindi page has that face for all its text anyway.
            language === "hi" && current !== "hi" && "font-native",
            current === language ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          {LOCALE_SHORT[language]}
        </button>
      ))}
    </fieldset>
  );
}
