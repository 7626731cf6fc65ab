import { useTranslation } from "react-i18next";
import { cx } from "../../lib/cx";

/**
 * Hindi is laid over English where a translation exists: when the interface is in Hindi but this
 * content came back in English, say so in a small note.
 */
export function ContentLanguageNote({
  language,
  className,
}: {
  /** The `language` of the content's answer. */
  language: string | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  if (!language || i18n.language === "en" || language === i18n.language) return null;
  return (
    <p
      data-testid="content-language-note"
      className={cx("rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950", className)}
    >
      {t("language.contentInEnglish")}
    </p>
  );
}
