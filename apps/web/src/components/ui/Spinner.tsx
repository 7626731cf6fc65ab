import { useTranslation } from "react-i18next";
import { cx } from "../../lib/cx";

interface SpinnerProps {
  label?: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cx("inline-flex items-center", className)}>
      <svg
        className="size-6 animate-spin text-brand-700"
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label ?? t("ui.loading")}</span>
    </span>
  );
}

/** Centred spinner for a page whose data (or code) is still on its way. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
