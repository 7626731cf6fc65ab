import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageHeading } from "../../../components/ui/PageHeading";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ApiError } from "../../../lib/api";
import { cx } from "../../../lib/cx";
import { formatDate } from "../../../lib/format";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe } from "../../auth";
import { certificateQuery, useWho } from "../api";
import { CertificateActions } from "../components/CertificateActions";
import { CertificateView } from "../components/CertificateView";

/**
 * /certificates/:id, the learner's own certificate (issue 40): drawn as the PDF draws it, with its
 * download, its public link to copy or share, and revoke (or its reverse). Anyone else's id is not found.
 */
export function CertificatePage() {
  const { t } = useTranslation("certificates");
  const id = useParams().id ?? "";
  const certificate = useQuery(certificateQuery(useWho(), id));
  const data = certificate.data;
  return (
    <Container className="max-w-4xl">
      <PageHeading title={t("title")} subtitle={data?.course_title} />
      {certificate.isPending ? (
        <div>
          <p role="status" className="sr-only">
            {t("loading")}
          </p>
          <Skeleton className="h-96 rounded-2xl" />
        </div>
      ) : certificate.isError ? (
        <div className="space-y-4">
          <FormMessage kind="error">
            {certificate.error instanceof ApiError && certificate.error.status === 404
              ? t("notYours")
              : t("loadFailed")}
          </FormMessage>
          <Button variant="secondary" onClick={() => void certificate.refetch()}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : (
        <div className="space-y-6">
          <p
            className={cx(
              "flex items-start gap-2 rounded-xl border px-4 py-3 font-medium",
              data!.revoked_at
                ? "border-red-200 bg-red-50 text-red-900"
                : "border-brand-200 bg-brand-50 text-brand-900",
            )}
          >
            <StatusIcon revoked={data!.revoked_at !== null} />
            <span data-testid="certificate-status">
              {data!.revoked_at
                ? t("status.revoked", { date: formatDate(new Date(data!.revoked_at), { dateStyle: "long" }) })
                : t("status.valid")}
            </span>
          </p>
          <CertificateView certificate={data!} revoked={data!.revoked_at !== null} />
          <CertificateActions certificate={data!} />
        </div>
      )}
      <p className="mt-8">
        <Link
          to="/account#certificates"
          className="font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          {t("allCertificates")}
        </Link>
      </p>
    </Container>
  );
}

/** A tick for a valid certificate, a cross for a revoked one. */
function StatusIcon({ revoked }: { revoked: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mt-0.5 size-5 shrink-0"
    >
      {revoked ? <path d="M7 7l10 10M17 7 7 17" /> : <path d="m5 12.5 4.5 4.5L19 7.5" />}
    </svg>
  );
}

/** The learner's certificate, read before the page is drawn. */
export const loader = pageLoader(async (client, { params }) => {
  const me = await ensureMe(client);
  if (!me || !params.id) return;
  await ensure(client, certificateQuery(me.sub, params.id));
});
