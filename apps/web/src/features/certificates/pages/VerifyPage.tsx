import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ApiError } from "../../../lib/api";
import { ensure, pageLoader } from "../../../lib/route-data";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { verificationQuery } from "../api";
import { CertificateView } from "../components/CertificateView";

/**
 * /verify/:id, the public check of a certificate (issue 40): "Valid certificate" with what the
 * certificate shows, or that its holder revoked it, or that there is no such certificate. Drawn by the
 * server for every visit and never kept (the API's page renderer), so a revoke shows on the next load.
 */
export function VerifyPage() {
  const { t } = useTranslation("certificates");
  const id = useParams().id ?? "";
  const check = useQuery(verificationQuery(id));
  useDocumentTitle(`${t("verify.documentTitle")} · Arthshala`);
  const data = check.data;
  const missing = check.error instanceof ApiError && check.error.status === 404;
  return (
    <Container className="max-w-4xl">
      {check.isPending ? (
        <div>
          <p role="status" className="sr-only">
            {t("verify.loading")}
          </p>
          <Skeleton className="mb-6 h-24 rounded-2xl" />
          <Skeleton className="h-96 rounded-2xl" />
        </div>
      ) : check.isError ? (
        <Verdict tone="muted" title={missing ? t("verify.notFound") : t("verify.loadFailed")}>
          {missing ? (
            <p>{t("verify.notFoundText")}</p>
          ) : (
            <Button variant="secondary" onClick={() => void check.refetch()}>
              {t("tryAgain")}
            </Button>
          )}
        </Verdict>
      ) : data!.status === "revoked" ? (
        <Verdict tone="revoked" title={t("verify.revoked")}>
          <p>{t("verify.revokedText")}</p>
        </Verdict>
      ) : (
        <div className="space-y-6">
          <Verdict tone="valid" title={t("verify.valid")}>
            <p>{t("verify.validText")}</p>
          </Verdict>
          <CertificateView certificate={data!} />
        </div>
      )}
      <div className="mt-10 flex flex-col items-start gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">{t("verify.about")}</p>
        <ButtonLink to="/" variant="secondary" size="sm">
          {t("verify.explore")}
        </ButtonLink>
      </div>
    </Container>
  );
}

const TONES = {
  valid: { box: "border-brand-300 bg-brand-50 text-brand-950", icon: "bg-brand-700" },
  revoked: { box: "border-red-200 bg-red-50 text-red-950", icon: "bg-red-700" },
  muted: { box: "border-slate-200 bg-slate-50 text-slate-900", icon: "bg-slate-500" },
};

/** The page's answer, first and in words: its h1 says whether the certificate stands. */
function Verdict({
  tone,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={`flex gap-4 rounded-2xl border p-5 sm:p-6 ${TONES[tone].box}`}>
      <span
        aria-hidden="true"
        className={`flex size-10 shrink-0 items-center justify-center rounded-full text-white ${TONES[tone].icon}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          className="size-6"
        >
          {tone === "valid" ? (
            <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          ) : tone === "revoked" ? (
            <path d="M7 7l10 10M17 7 7 17" strokeLinecap="round" />
          ) : (
            <path d="M12 7v6m0 4h.01" strokeLinecap="round" />
          )}
        </svg>
      </span>
      <div className="min-w-0 space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <div className="text-sm sm:text-base">{children}</div>
      </div>
    </section>
  );
}

/** The public check, read before the page is drawn (a 404 is left for the browser to say). */
export const loader = pageLoader(async (client, { params }) => {
  if (params.id) await ensure(client, verificationQuery(params.id));
});
