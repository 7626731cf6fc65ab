import {
  ANALYTICS_MAX_DAYS,
  ANALYTICS_PRESETS,
  type Period,
  periodDays,
} from "@arthshala/contracts/analytics-rules";
import { type FormEvent, useState } from "react";
import { Form, Link } from "react-router";
import { buttonClasses } from "../../../components/ui/Button";
import { cx } from "../../../lib/cx";
import { type PeriodAsk, viewSearch } from "../period";
import { useAnalyticsText } from "../text";

const DEFAULT_PRESET = 30;

/**
 * The period: the last 7, 30 or 90 days (links, so each is an address), or two days of one's own (a GET
 * form: the address again). The days shown are the server's answer, the India days it counted.
 */
export function PeriodPicker({
  asked,
  shown,
  courseId,
}: {
  asked: PeriodAsk;
  shown: (Period & { days: number }) | undefined;
  courseId: number | null;
}) {
  const { t, day, lang } = useAnalyticsText();
  const custom = "from" in asked;
  const activeDays = "days" in asked ? asked.days : custom ? null : DEFAULT_PRESET;
  const [problem, setProblem] = useState<string | null>(null);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const from = String(data.get("from") ?? "");
    const to = String(data.get("to") ?? "");
    const wrong =
      !from || !to
        ? t("period.missing")
        : from > to
          ? t("period.startAfterEnd")
          : periodDays({ from, to }) > ANALYTICS_MAX_DAYS
            ? t("period.tooLong", { max: ANALYTICS_MAX_DAYS })
            : null;
    setProblem(wrong);
    if (wrong) event.preventDefault();
  };

  return (
    <section
      aria-label={t("period.label")}
      lang={lang}
      className="mb-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <p className="mb-3 min-h-6 font-semibold text-slate-900" data-testid="analytics-period">
        {shown ? t("period.range", { from: day(shown.from), to: day(shown.to), count: shown.days }) : null}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {ANALYTICS_PRESETS.map((days) => (
          <Link
            key={days}
            to={{ search: viewSearch({ days }, courseId) }}
            aria-current={activeDays === days ? "true" : undefined}
            className={cx(
              buttonClasses({ variant: activeDays === days ? "primary" : "secondary", size: "sm" }),
              "rounded-full",
            )}
          >
            {t("period.days", { count: days })}
          </Link>
        ))}
      </div>
      <details open={custom} className="mt-3 group">
        <summary className="inline-flex min-h-9 cursor-pointer items-center font-semibold text-brand-800 underline-offset-2 hover:underline">
          {t("period.custom")}
        </summary>
        <Form method="get" onSubmit={check} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
          {courseId !== null ? <input type="hidden" name="course" value={courseId} /> : null}
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            {t("period.from")}
            <input
              type="date"
              name="from"
              required
              min="2000-01-01"
              max="2099-12-31"
              defaultValue={shown?.from}
              key={`from-${shown?.from}`}
              className="h-11 rounded-lg border border-slate-300 px-3 text-base text-slate-900"
            />
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            {t("period.to")}
            <input
              type="date"
              name="to"
              required
              min="2000-01-01"
              max="2099-12-31"
              defaultValue={shown?.to}
              key={`to-${shown?.to}`}
              className="h-11 rounded-lg border border-slate-300 px-3 text-base text-slate-900"
            />
          </label>
          <button type="submit" className={buttonClasses({ size: "md" })}>
            {t("period.show")}
          </button>
        </Form>
        {problem ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
      </details>
    </section>
  );
}
