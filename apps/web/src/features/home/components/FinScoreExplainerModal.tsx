import {
  explainerLines,
  FINSCORE_MAX,
  FINSCORE_MIN,
  FINSCORE_RULES,
  type FinScoreArea,
} from "@arthshala/contracts/finscore-rules";
import { MAX_FREEZES, STREAK_BONUS_EVERY } from "@arthshala/contracts/streak-rules";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../components/ui/Modal";
import { cx } from "../../../lib/cx";
import { translate } from "../../../lib/i18n";

/**
 * What arrives with the expense tracker, said only while it is true: rules not live yet are not listed
 * as earnable, and once they go live this line disappears by itself.
 */
export function comingLaterLine(
  rules: ReadonlyArray<{ area: FinScoreArea; live: boolean }> = Object.values(FINSCORE_RULES),
): string | null {
  const pending = new Set(rules.filter((rule) => !rule.live).map((rule) => rule.area));
  const parts = [
    pending.has("budgets") ? translate("scores:explainer.laterBudgets") : null,
    pending.has("tracking") ? translate("scores:explainer.laterTracking") : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return translate("scores:explainer.later", { parts: parts.join(translate("scores:explainer.laterJoin")) });
}

interface FinScoreExplainerModalProps {
  open: boolean;
  onClose: () => void;
}

/** "What is FinScore?": the live rules with their signed points, from the one rules module. */
export function FinScoreExplainerModal({ open, onClose }: FinScoreExplainerModalProps) {
  const { t } = useTranslation("scores");
  const later = comingLaterLine();
  return (
    <Modal open={open} onClose={onClose} title={t("explainer.title")} className="max-w-lg">
      <p className="text-slate-700">{t("explainer.intro")}</p>
      <ul className="mt-4 space-y-3" aria-label={t("explainer.listLabel")}>
        {explainerLines().map((line) => (
          <li key={line.id} className="flex items-start gap-3">
            <span
              className={cx(
                "mt-0.5 inline-flex h-7 min-w-12 shrink-0 items-center justify-center rounded-full px-2 text-sm font-bold tabular-nums",
                line.points.startsWith("+") ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800",
              )}
            >
              {line.points}
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">
                {t(`explainer.rules.${line.id}.title`)}
              </span>
              <span className="block text-sm text-slate-600">{t(`explainer.rules.${line.id}.explain`)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-5 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
        {t("explainer.range", { min: FINSCORE_MIN, max: FINSCORE_MAX })}
        {later ? ` ${later}` : ""}
      </p>
      <p className="mt-3 text-sm text-slate-600">
        {t("explainer.freezes", { every: STREAK_BONUS_EVERY, max: MAX_FREEZES })}
      </p>
    </Modal>
  );
}
