import { useId } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MailIcon, StarIcon } from "../../../components/ui/icons";
import { useSiteSettings } from "../../../lib/site";
import { ClockIcon } from "./icons";
import { OperatorItem } from "./OperatorItem";

const linkClasses = "font-semibold text-brand-800 underline-offset-2 hover:underline break-all";

/** "Reach Us" (spec section 2): the support email when the operator set one, the feedback form, the reply time. */
export function ReachUsPanel() {
  const { t } = useTranslation("forms");
  const headingId = useId();
  const { data } = useSiteSettings();
  const email = data?.support_email;
  return (
    <aside aria-labelledby={headingId} className="rounded-2xl bg-brand-900 p-6 text-white shadow-lg sm:p-8">
      <h2 id={headingId} className="text-xl font-bold">
        {t("contact.reachUs")}
      </h2>
      <ul className="mt-6 space-y-5 text-brand-50">
        {email ? (
          <li className="flex gap-3">
            <MailIcon className="mt-0.5 size-6 shrink-0 text-brand-200" />
            <span>
              <span className="block text-sm text-brand-200">{t("contact.emailLabel")}</span>
              <a href={`mailto:${email}`} className={`${linkClasses} text-white`}>
                {email}
              </a>
            </span>
          </li>
        ) : null}
        <li className="flex gap-3">
          <StarIcon className="mt-0.5 size-6 shrink-0 text-brand-200" />
          <span>
            <span className="block text-sm text-brand-200">{t("contact.feedbackLabel")}</span>
            <Trans
              t={t}
              i18nKey="contact.feedbackText"
              components={{ feedback: <Link to="/feedback" className={`${linkClasses} text-white`} /> }}
            />
          </span>
        </li>
        <OperatorItem settings={data} />
        <li className="flex gap-3">
          <ClockIcon className="mt-0.5 size-6 shrink-0 text-brand-200" />
          <span>
            <span className="block text-sm text-brand-200">{t("contact.responseLabel")}</span>
            {t("contact.reply", { time: t("contact.responseTime") })}
          </span>
        </li>
      </ul>
    </aside>
  );
}
