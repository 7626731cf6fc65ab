import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import { useDismissFeedback } from "../../progress";
import { FEEDBACK_PROMPT_DELAY_MS } from "../promptTiming";

/**
 * "We'd love your feedback!", 2 s after the home data has loaded, when the server says so (a finished
 * module, no feedback yet, not dismissed in the last 30 days). Closing it any way counts as Cancel.
 */
export function FeedbackPrompt({ show }: { show: boolean }) {
  const { t } = useTranslation("home");
  const [open, setOpen] = useState(false);
  const prompted = useRef(false);
  const navigate = useNavigate();
  const dismiss = useDismissFeedback();

  useEffect(() => {
    if (!show || prompted.current) return;
    const timer = setTimeout(() => {
      prompted.current = true;
      setOpen(true);
    }, FEEDBACK_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [show]);

  const cancel = () => {
    setOpen(false);
    // A failed dismissal only means the prompt may come back next visit: nothing to tell the learner.
    dismiss.mutate();
  };

  return (
    <Modal open={open} onClose={cancel} title={t("feedback.title")} hideCloseIcon>
      <p className="text-slate-700">{t("feedback.text")}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={cancel}>
          {t("feedback.cancel")}
        </Button>
        <Button
          onClick={() => {
            setOpen(false);
            navigate("/feedback");
          }}
        >
          {t("feedback.give")}
        </Button>
      </div>
    </Modal>
  );
}
