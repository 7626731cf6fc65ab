import { useTranslation } from "react-i18next";
import { useHydrated } from "../../../app/useHydrated";
import { Button, ButtonLink } from "../../../components/ui/Button";

interface ShareCourseButtonProps {
  courseTitle: string;
  /** The course's public address. */
  url: string;
}

/**
 * "Share" for a finished course: the phone's own share sheet (Web Share API) where the browser has
 * one, else a WhatsApp link, which is how our learners share.
 */
export function ShareCourseButton({ courseTitle, url }: ShareCourseButtonProps) {
  const { t } = useTranslation("courses");
  const text = t("done.shareText", { course: courseTitle });
  // Whether the browser can share is known only in the browser: the server draws the WhatsApp link.
  const canShare = useHydrated(typeof navigator !== "undefined" && typeof navigator.share === "function");
  if (canShare) {
    return (
      <Button
        variant="secondary"
        size="lg"
        onClick={() => {
          // Closing the share sheet rejects: nothing to tell the learner.
          navigator.share({ title: courseTitle, text, url }).catch(() => undefined);
        }}
      >
        <ShareIcon />
        {t("done.share")}
      </Button>
    );
  }
  return (
    <ButtonLink
      variant="secondary"
      size="lg"
      to={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      <ShareIcon />
      {t("done.share")}
    </ButtonLink>
  );
}

function ShareIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      className="size-5"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}
