import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { shareLink } from "../../../lib/share";
import { courseRoadmapPath } from "../api";

/**
 * "Share" for a finished course: the phone's share sheet (Web Share API) where the browser has one,
 * else WhatsApp. The address is read when pressed, so the server's drawing and the browser's agree.
 */
export function ShareCourseButton({ courseId, courseTitle }: { courseId: number; courseTitle: string }) {
  const { t } = useTranslation("courses");
  return (
    <Button
      variant="secondary"
      size="lg"
      block
      onClick={() =>
        shareLink({
          title: courseTitle,
          text: t("done.shareText", { course: courseTitle }),
          url: `${window.location.origin}${courseRoadmapPath(courseId)}`,
        })
      }
    >
      <ShareIcon />
      {t("done.share")}
    </Button>
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
