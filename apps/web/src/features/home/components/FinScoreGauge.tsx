import { clampFinScore, FINSCORE_MAX } from "@arthshala/contracts/finscore-rules";
import { useTranslation } from "react-i18next";
import { cx } from "../../../lib/cx";

// A half circle of radius 80 centred at (100, 100): it starts at the left (0) and ends at the right (1000).
const ARC = "M 20 100 A 80 80 0 0 1 180 100";

/**
 * The FinScore half-circle gauge (spec section 9: 0 to 1000, clamped). Decorative for assistive
 * technology: the control around it says the score in words.
 */
export function FinScoreGauge({ score, className }: { score: number; className?: string }) {
  const { t } = useTranslation("home");
  const value = clampFinScore(score);
  return (
    <div className={cx("relative mx-auto aspect-[200/112] w-full max-w-60", className)}>
      <svg viewBox="0 0 200 112" aria-hidden="true" focusable="false" className="absolute inset-0 size-full">
        <path d={ARC} fill="none" strokeWidth={16} strokeLinecap="round" className="stroke-slate-200" />
        {value > 0 ? (
          <path
            data-testid="gauge-fill"
            d={ARC}
            fill="none"
            className="stroke-brand-600"
            strokeWidth={16}
            strokeLinecap="round"
            // The arc measured as FINSCORE_MAX units: the dash is the score, the gap the rest.
            pathLength={FINSCORE_MAX}
            strokeDasharray={`${value} ${FINSCORE_MAX}`}
          />
        ) : null}
      </svg>
      <div className="absolute inset-x-0 bottom-0 flex flex-col items-center">
        <span data-testid="finscore" className="text-4xl leading-none font-bold text-slate-900 tabular-nums">
          {value}
        </span>{" "}
        <span className="mt-1 text-xs font-medium text-slate-600">
          {t("finScore.ofMax", { max: FINSCORE_MAX })}
        </span>
      </div>
    </div>
  );
}
