import { certificatePath } from "@arthshala/contracts/certificate-rules";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { ShareIcon } from "../../../components/ui/icons";
import { Skeleton } from "../../../components/ui/Skeleton";
import { shareLink } from "../../../lib/share";
import { certificatesQuery, useWho } from "../api";

/**
 * "Your certificate" on a finished course's celebration: a way to it and to share its public link; a
 * revoked one is not offered for sharing. Before the course test is passed, the way to the test.
 */
export function CertificateOffer({ courseId }: { courseId: number }) {
  const { t } = useTranslation("certificates");
  const titleId = useId();
  const list = useQuery(certificatesQuery(useWho()));
  if (list.isPending) return <Skeleton className="h-32 rounded-2xl" />;
  const certificate = list.data?.find((c) => c.course_id === courseId && c.revoked_at === null);
  if (!certificate) {
    // Earned by passing the course test (issue 42): the way to it, unless one was issued and revoked.
    if (list.data?.some((c) => c.course_id === courseId)) return null;
    return (
      <section
        aria-labelledby={titleId}
        className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-left sm:p-5"
      >
        <h2 id={titleId} className="text-lg font-semibold text-amber-950">
          {t("offer.testTitle")}
        </h2>
        <p className="mt-1 text-sm text-amber-950">{t("offer.testText")}</p>
        <ButtonLink to={`/courses/course/${courseId}/test`} block className="mt-4">
          {t("offer.takeTest")}
        </ButtonLink>
      </section>
    );
  }
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-left sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-400"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 text-white" fill="currentColor">
            <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
          </svg>
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-amber-950">
            {t("offer.title")}
          </h2>
          <p className="mt-1 text-sm text-amber-950">{t("offer.text")}</p>
        </div>
      </div>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        <ButtonLink to={certificatePath(certificate.id)} block>
          {t("offer.view")}
        </ButtonLink>
        <Button
          variant="secondary"
          block
          onClick={() =>
            shareLink({
              title: certificate.course_title,
              text: t("actions.shareText", { course: certificate.course_title }),
              url: certificate.verify_url,
            })
          }
        >
          <ShareIcon />
          {t("offer.share")}
        </Button>
      </div>
    </section>
  );
}
