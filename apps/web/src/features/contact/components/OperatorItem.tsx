import { addressOnOneLine, operatorPublished } from "@arthshala/contracts/site-operator";
import { Trans, useTranslation } from "react-i18next";
import { BankIcon } from "../../../components/ui/icons";
import { nameLang } from "../../../lib/i18n/nameLang";
import type { SiteSettings } from "../../../lib/site";

const linkClasses = "font-semibold text-white underline-offset-2 hover:underline [overflow-wrap:anywhere]";

/**
 * "Who runs Arthshala" in the Reach Us panel (India's DPDP Rules): the operator, its address and the
 * grievance officer once the admin has published them; until then a plain notice
 * that they are not yet published.
 */
export function OperatorItem({ settings }: { settings: SiteSettings | undefined }) {
  const { t } = useTranslation("pages");
  if (!settings) return null;
  return (
    <li className="flex gap-3">
      <BankIcon className="mt-0.5 size-6 shrink-0 text-brand-200" />
      <span>
        <span className="block text-sm text-brand-200">{t("operator.label")}</span>
        {operatorPublished(settings) ? (
          <>
            <span lang={nameLang(settings.operator_name)} className="block font-semibold text-white">
              {settings.operator_name}
            </span>
            <span className="block">
              {t("operator.address", { address: addressOnOneLine(settings.operator_address) })}
            </span>
            <span className="mt-1 block">
              <Trans
                t={t}
                i18nKey="operator.grievance"
                values={{ name: settings.grievance_officer_name, email: settings.grievance_email }}
                components={{
                  email: (
                    // biome-ignore lint/a11y/useAnchorContent: Trans puts the address inside.
                    <a href={`mailto:${settings.grievance_email}`} className={linkClasses} />
                  ),
                }}
              />
            </span>
          </>
        ) : (
          t("operator.notice")
        )}
      </span>
    </li>
  );
}
