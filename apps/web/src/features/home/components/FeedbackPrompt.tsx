import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import { useDismissFeedback } from "../api";
import { FEEDBACK_PROMPT_DELAY_MS, homeMessages } from "../messages";

/**
 * "We'd love your feedback!", 2 s after the home data has loaded, when the server says so (a finished
 * module, no feedback yet, not dismissed in the last 30 days). Closing it any way counts as Cancel.
 */
export function FeedbackPrompt({ show }: { show: boolean }) {
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
    <Modal open={open} onClose={cancel} title={homeMessages.feedbackTitle} hideCloseIcon>
      <p className="text-slate-700">
        Tell us what works for you and what could be better. It only takes a few minutes.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            setOpen(false);
            navigate("/feedback");
          }}
        >
          Give Feedback
        </Button>
      </div>
    </Modal>
  );
}
