import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";

/**
 * Shown when a page fails to render, most often because a new release replaced the page's code
 * chunk: reloading fetches the current one.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  // The tab says what happened too (the failed page's own title would otherwise stay).
  useDocumentTitle(`${t("routeError.title")} · Arthshala`);
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t("routeError.title")}</h1>
      <p className="mt-3 max-w-md text-slate-700">{t("routeError.text")}</p>
      <Button size="lg" className="mt-8" onClick={() => window.location.reload()}>
        {t("routeError.reload")}
      </Button>
    </Container>
  );
}
