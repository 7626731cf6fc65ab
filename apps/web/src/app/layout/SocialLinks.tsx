import { useTranslation } from "react-i18next";
import { InstagramIcon, LinkedInIcon } from "../../components/ui/icons";
import { useSiteSettings } from "../../lib/site";

/** Known networks get their icon; any other link shows its label. */
function iconFor(label: string) {
  if (/instagram/i.test(label)) return InstagramIcon;
  if (/linked\s*in/i.test(label)) return LinkedInIcon;
  return null;
}

/**
 * The footer's social-profile links (spec section 2), as the operator set them in admin Settings.
 * None set, none shown: the footer never points at a profile that does not exist.
 */
export function SocialLinks() {
  const { t } = useTranslation();
  const { data } = useSiteSettings();
  const links = data?.social_links ?? [];
  if (links.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("footer.elsewhere")}>
      {links.map(({ label, url }) => {
        const Icon = iconFor(label);
        return (
          <li key={url}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("footer.opensInNewTab", { label })}
              className="inline-flex min-h-10 items-center gap-2 rounded-lg p-2 text-sm font-medium text-slate-700 hover:bg-white hover:text-brand-800"
            >
              {Icon ? <Icon /> : label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
