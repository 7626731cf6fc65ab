import { useTranslation } from "react-i18next";
import logoUrl from "../../../assets/logo.svg";
import { cx } from "../../../lib/cx";
import { formatLongDate } from "../../../lib/format";

export interface CertificateFace {
  id: string;
  learner_name: string;
  course_title: string;
  organisation_name: string | null;
  issued_on: string;
}

/**
 * The certificate as the PDF draws it (features/certificates/pdf.ts in the API), in HTML: the logo, the
 * learner's name large, the course, the organisation when it was done in a class, the date and the id.
 * A revoked one is drawn faded, with the word across it. It flows on a phone; wide, it is a landscape card.
 */
export function CertificateView({
  certificate,
  revoked = false,
}: {
  certificate: CertificateFace;
  revoked?: boolean;
}) {
  const { t } = useTranslation("certificates");
  return (
    <figure
      aria-label={t("card.label", { course: certificate.course_title, name: certificate.learner_name })}
      className="relative overflow-hidden rounded-2xl border-2 border-brand-700 bg-[#fbfdfc] p-1.5 shadow-sm"
    >
      <div
        className={cx(
          "relative rounded-xl border border-brand-200 px-5 pt-8 pb-6 text-center sm:px-12 sm:pt-10 sm:pb-8",
          revoked && "opacity-45 grayscale",
        )}
      >
        <Confetti />
        <img src={logoUrl} alt="Arthshala" width={164} height={40} className="mx-auto h-8 w-auto sm:h-10" />
        <p className="mt-5 text-xl font-bold text-brand-800 sm:mt-6 sm:text-3xl">{t("card.heading")}</p>
        <p className="mt-5 text-sm text-slate-600 sm:text-base">{t("card.certifies")}</p>
        <p
          className="mt-1 text-3xl leading-tight font-bold break-words text-slate-900 sm:text-5xl"
          data-testid="certificate-name"
        >
          {certificate.learner_name}
        </p>
        <div aria-hidden="true" className="mx-auto mt-3 h-0.5 w-40 bg-amber-400 sm:w-72" />
        <p className="mt-4 text-sm text-slate-600 sm:text-base">{t("card.completed")}</p>
        <p className="mt-1 text-xl leading-snug font-bold text-brand-800 sm:text-2xl">
          {certificate.course_title}
        </p>
        {certificate.organisation_name ? (
          <p className="mt-3 text-sm text-slate-700 sm:text-base">
            {t("card.organisation", { organisation: certificate.organisation_name })}
          </p>
        ) : null}
        <div className="mt-7 flex flex-wrap items-end justify-between gap-x-6 gap-y-4 text-left sm:mt-10">
          <dl className="space-y-2">
            <div>
              <dt className="text-xs text-slate-600">{t("card.issuedOn")}</dt>
              <dd className="font-semibold text-slate-900">{formatLongDate(certificate.issued_on)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{t("card.certificateId")}</dt>
              <dd
                lang="en"
                translate="no"
                className="font-mono text-sm font-semibold break-all text-slate-900"
              >
                {certificate.id}
              </dd>
            </div>
          </dl>
          <Seal />
        </div>
      </div>
      {revoked ? (
        <p className="absolute inset-x-0 top-1/2 -translate-y-1/2 -rotate-6 text-center">
          <span className="inline-block rounded-lg border-2 border-red-700 bg-white/90 px-4 py-1 text-2xl font-bold tracking-wide text-red-800 uppercase sm:text-4xl">
            {t("card.revoked")}
          </span>
        </p>
      ) : null}
    </figure>
  );
}

/** The celebration's colours scattered in two corners. */
function Confetti() {
  return (
    <div aria-hidden="true">
      <span className="absolute top-4 left-4 size-2.5 rounded-full bg-amber-400" />
      <span className="absolute top-9 left-9 size-1.5 rounded-full bg-brand-700" />
      <span className="absolute top-14 left-3 size-1.5 rounded-full bg-brand-200" />
      <span className="absolute top-4 right-4 size-2.5 rounded-full bg-brand-700" />
      <span className="absolute top-9 right-9 size-1.5 rounded-full bg-amber-400" />
      <span className="absolute top-14 right-3 size-1.5 rounded-full bg-brand-200" />
    </div>
  );
}

/** The PDF's rosette: a scalloped amber disc with a white star. */
function Seal() {
  const bumps = Array.from({ length: 18 }, (_, i) => (i / 18) * 2 * Math.PI);
  return (
    <svg aria-hidden="true" viewBox="0 0 100 100" className="size-16 shrink-0 sm:size-20">
      {bumps.map((a) => (
        <circle
          key={a}
          cx={(50 + Math.cos(a) * 38).toFixed(2)}
          cy={(50 + Math.sin(a) * 38).toFixed(2)}
          r="9"
          fill="#fbbf24"
        />
      ))}
      <circle cx="50" cy="50" r="39" fill="#fbbf24" />
      <circle cx="50" cy="50" r="32" fill="none" stroke="#b45309" strokeWidth="1.5" />
      <path
        transform="translate(50 50) scale(2.4) translate(-60 -48.5)"
        d="m60 40 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
        fill="#fff"
      />
    </svg>
  );
}
