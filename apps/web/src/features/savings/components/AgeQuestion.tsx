import { AGE_BANDS, type AgeBand } from "@arthshala/contracts/age-bands";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/**
 * The one-tap, optional question (issue 39): the learner's age band, so the catalogue shows first what
 * they can open. "Not now" closes it.
 */
export function AgeQuestion({
  onChoose,
  onDismiss,
  busy,
  failed,
}: {
  onChoose: (band: AgeBand) => void;
  onDismiss: () => void;
  busy: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation("savings");
  const id = useId();
  return (
    <fieldset
      aria-describedby={`${id}-why`}
      className="mt-3 min-w-0 rounded-xl md:mt-0 border border-brand-200 bg-brand-50 p-3"
    >
      <legend className="float-left w-full font-semibold text-slate-900">{t("age.question")}</legend>
      <p id={`${id}-why`} className="text-sm text-slate-700">
        {t("age.why")}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {AGE_BANDS.map((band) => (
          <button
            key={band}
            type="button"
            disabled={busy}
            onClick={() => onChoose(band)}
            className="min-h-9 rounded-full border border-brand-300 bg-white px-3 text-sm font-semibold text-brand-900 hover:border-brand-600 disabled:opacity-60"
          >
            {t(`age.bands.${band}`)}
          </button>
        ))}
        <button
          type="button"
          onClick={onDismiss}
          className="min-h-9 px-2 text-sm font-semibold text-slate-700 underline"
        >
          {t("age.notNow")}
        </button>
      </div>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t("age.saveFailed")}
        </p>
      ) : null}
    </fieldset>
  );
}
