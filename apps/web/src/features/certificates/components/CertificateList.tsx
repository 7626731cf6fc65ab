import { certificatePath } from "@arthshala/contracts/certificate-rules";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { Skeleton } from "../../../components/ui/Skeleton";
import { formatLongDate } from "../../../lib/format";
import { certificatesQuery, useWho } from "../api";

/** The learner's certificates on /account, newest first, each opening its own page. */
export function CertificateList() {
  const { t } = useTranslation("certificates");
  const list = useQuery(certificatesQuery(useWho()));
  if (list.isPending) {
    return (
      <div>
        <p role="status" className="sr-only">
          {t("list.loading")}
        </p>
        <Skeleton className="h-16 rounded-xl" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="space-y-3">
        <FormMessage kind="error">{t("list.loadFailed")}</FormMessage>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  }
  if (list.data.length === 0) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">{t("list.empty")}</p>
        <ButtonLink to="/courses" variant="secondary" size="sm">
          {t("list.browse")}
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {list.data.map((c) => (
        <li key={c.id} className="flex items-center gap-3 p-3 sm:p-4">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 text-amber-600" fill="currentColor">
              <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
            </svg>
          </span>
          <div className="min-w-0 flex-1">
            <Link
              to={certificatePath(c.id)}
              className="font-semibold break-words text-slate-900 underline-offset-2 hover:underline"
            >
              {c.course_title}
            </Link>
            <p className="text-sm text-slate-600">
              {t("list.issued", { date: formatLongDate(c.issued_on) })}
              {c.revoked_at ? (
                <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800">
                  {t("list.revoked")}
                </span>
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
