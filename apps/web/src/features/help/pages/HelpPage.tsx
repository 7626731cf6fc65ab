import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { FaqItem } from "../components/FaqItem";
import { helpSections, liveRules } from "../faq";

/** Help & Support (spec section 2): the FAQ sections, written from the same rules the server uses. */
export function HelpPage() {
  const { t, i18n } = useTranslation("pages");
  const sections = helpSections(liveRules, t, i18n.language);
  return (
    <Container className="max-w-3xl">
      <PageHeading title={t("help.title")} subtitle={t("help.subtitle")} />
      <nav aria-label={t("help.topics")} className="mb-10">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-800"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-10">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-title`} className="mb-4 text-xl font-bold text-slate-900">
              {section.title}
            </h2>
            <div className="space-y-3">
              {section.faqs.map((faq) => (
                <FaqItem key={faq.question} faq={faq} />
              ))}
            </div>
          </section>
        ))}
      </div>
      <aside className="mt-12 rounded-2xl border border-brand-100 bg-brand-50/60 p-6 text-center">
        <p className="font-semibold text-slate-900">{t("help.comingSoon")}</p>
        <p className="mt-1 text-slate-700">{t("help.cantFind")}</p>
        <ButtonLink to="/contact" className="mt-4">
          {t("help.contactUs")}
        </ButtonLink>
      </aside>
    </Container>
  );
}
