import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center text-center">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <div className="mt-4">
        <PageHeading title={t("notFound.title")} centered />
      </div>
      <p className="mt-3 max-w-md text-slate-700">{t("notFound.text")}</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        {t("notFound.home")}
      </ButtonLink>
    </Container>
  );
}
