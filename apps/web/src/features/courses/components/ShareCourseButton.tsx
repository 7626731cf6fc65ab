import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { ShareIcon } from "../../../components/ui/icons";
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
