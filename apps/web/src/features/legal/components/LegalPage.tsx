import { useTranslation } from "react-i18next";
import { ContentLanguageNote } from "../../../components/i18n/ContentLanguageNote";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { Markdown } from "../../../components/ui/Markdown";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { formatLongDate } from "../../../lib/format";
import { type StaticPageName, useStaticPage } from "../../../lib/site";

interface LegalPageProps {
  name: StaticPageName;
  /** The heading until the page's own title arrives (and the tab's name meanwhile). */
  title: string;
}

/**
 * A policy page: its Markdown from content/pages (the operator's details filled in by the server),
 * under the dates it took effect and last changed (spec section 9: effective July 21, 2025).
 */
export function LegalPage({ name, title }: LegalPageProps) {
  const { t } = useTranslation("pages");
  const page = useStaticPage(name);
  const data = page.data;
  return (
    <Container className="max-w-3xl">
      <PageHeading
        title={data?.title || title}
        subtitle={
          data?.effective ? (
            <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <span>{t("legal.effective", { date: formatLongDate(data.effective) })}</span>
              {data.updated ? (
                <span>{t("legal.updated", { date: formatLongDate(data.updated) })}</span>
              ) : null}
            </span>
          ) : null
        }
      />
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
        <>
          <ContentLanguageNote language={data?.language} className="mb-6" />
          <Markdown html={data?.html ?? ""} />
        </>
      )}
    </Container>
  );
}
