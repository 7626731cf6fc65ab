import { FINSCORE_MAX, FINSCORE_MIN } from "@arthshala/contracts/finscore-rules";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** One line each on what FinStars and FinScore are and where they show, and where to read more. */
export function ScoresExplained() {
  const { t } = useTranslation("home");
  return (
    <div className="max-w-2xl space-y-0.5 text-sm text-slate-600" data-testid="scores-explained">
      <p>
        <strong className="font-semibold text-slate-800">{t("scores.finStarsName")}</strong>{" "}
        {t("scores.finStars")}
      </p>
      <p>
        <strong className="font-semibold text-slate-800">{t("scores.finScoreName")}</strong>{" "}
        {t("scores.finScore", { min: FINSCORE_MIN, max: FINSCORE_MAX })}{" "}
        <Link to="/help#scoring" className="font-semibold text-brand-800 underline underline-offset-2">
          {t("scores.howTheyWork")}
        </Link>
      </p>
    </div>
  );
}
