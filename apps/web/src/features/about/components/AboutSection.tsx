import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/ui/Button";
import { MarkdownText } from "../../../components/ui/MarkdownText";
import { isInstitutionsPitch, isMeetArthi, type PageSection } from "../sections";

/** Where /content/ serves content/images: Arthi, drawn for Arthshala. */
const MASCOT = "/content/mascot.svg";

/** One section of about.md; the institutions' pitch gets its call to action, Arthi's its picture. */
export function AboutSection({ section }: { section: PageSection }) {
  const { t } = useTranslation("pages");
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
      {section.heading}
    </h2>
  );

  if (isInstitutionsPitch(section.heading)) {
    return (
      <section
        aria-labelledby={headingId}
        className="rounded-2xl bg-brand-900 p-6 text-brand-50 shadow-lg sm:p-8"
      >
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-white">
          {section.heading}
        </h2>
        <MarkdownText tone="inverse" className="mt-4">
          {section.body}
        </MarkdownText>
        <ButtonLink to="/contact" variant="inverse" size="lg" className="mt-6">
          {t("about.buildCourse")}
        </ButtonLink>
      </section>
    );
  }

  if (isMeetArthi(section.heading)) {
    return (
      <section
        aria-labelledby={headingId}
        className="grid items-center gap-6 rounded-2xl border border-brand-100 bg-brand-50/60 p-6 sm:grid-cols-[10rem_1fr] sm:p-8"
      >
        <img src={MASCOT} alt={t("about.mascotAlt")} width={160} height={160} className="mx-auto size-40" />
        <div>
          {heading}
          <MarkdownText className="mt-4">{section.body}</MarkdownText>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      {heading}
      <MarkdownText className="mt-4">{section.body}</MarkdownText>
    </section>
  );
}
