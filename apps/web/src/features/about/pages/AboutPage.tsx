import { useTranslation } from "react-i18next";
import { ContentLanguageNote } from "../../../components/i18n/ContentLanguageNote";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { MarkdownText } from "../../../components/ui/MarkdownText";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { ensure, pageLoader } from "../../../lib/route-data";
import { staticPageQuery, teamQuery, useStaticPage } from "../../../lib/site";
import { AboutSection } from "../components/AboutSection";
import { TeamSection } from "../components/TeamSection";
import { splitSections } from "../sections";

/** /about: the sections of content/pages/about.md, then the team the operator introduced. */
export function AboutPage() {
  const { t } = useTranslation("pages");
  const page = useStaticPage("about");
  const { intro, sections } = splitSections(page.data?.markdown ?? "");
  return (
    <Container className="max-w-4xl">
      <PageHeading title={t("about.title")} subtitle={t("about.subtitle")} />
      {page.isPending ? (
        <PageSpinner label={t("loading")} />
      ) : page.isError ? (
        <div className="space-y-4">
          <FormMessage kind="error">{errorMessage(page.error)}</FormMessage>
          <Button variant="secondary" onClick={() => void page.refetch()}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : (
        <div className="space-y-12">
          {intro ? <MarkdownText>{intro}</MarkdownText> : null}
          <ContentLanguageNote language={page.data?.language} />
          {sections.map((section) => (
            <AboutSection key={section.heading} section={section} />
          ))}
        </div>
      )}
      <TeamSection />
    </Container>
  );
}

/** The about text and the team. */
export const loader = pageLoader((client) =>
  Promise.all([ensure(client, staticPageQuery("about")), ensure(client, teamQuery)]),
);
