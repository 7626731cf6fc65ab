import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { useDismissFeedback } from "../../progress";

/**
 * "We'd love your feedback!" in the page, below a celebration's main button (issue 39), on the
 * celebration the server picks (the learner's second finished module, until given or declined): never
 * over the rewards, never on a timer. Cancel records the refusal, so it is asked once.
 */
export function FeedbackAsk() {
  const { t } = useTranslation("home");
  const headingId = useId();
  const [cancelled, setCancelled] = useState(false);
  const dismiss = useDismissFeedback();
  if (cancelled) return null;

  const cancel = () => {
    setCancelled(true);
    // A failed dismissal only means it may be asked again here: nothing to tell the learner.
    dismiss.mutate();
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("feedback.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("feedback.text")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <ButtonLink size="sm" variant="secondary" to="/feedback">
          {t("feedback.give")}
        </ButtonLink>
        <Button size="sm" variant="ghost" onClick={cancel}>
          {t("feedback.cancel")}
        </Button>
      </div>
    </section>
  );
}
