import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Switch } from "../../../components/ui/Switch";
import { errorMessage } from "../../../lib/api";
import { type Account, savePreferences, storeAccount, useWho } from "../api";
import { NewsletterPreference } from "./NewsletterPreference";

/** The newsletter subscription and product mail (emails about the learner's own activity). */
export function MailPreferences({ account }: { account: Account }) {
  const { t } = useTranslation("account");
  const who = useWho();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (product_mail: boolean) => savePreferences({ product_mail }),
    onSuccess: (next) => storeAccount(client, who, next),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const on = save.isPending ? (save.variables ?? account.product_mail) : account.product_mail;
  return (
    <>
      <NewsletterPreference who={who} email={account.email} />
      <div className="rounded-xl border border-slate-200 p-4">
        <Switch
          label={t("mail.activity")}
          hint={on ? t("mail.activityOn") : t("mail.activityOff")}
          checked={on}
          disabled={save.isPending}
          onChange={(next) => save.mutate(next)}
        />
      </div>
    </>
  );
}
