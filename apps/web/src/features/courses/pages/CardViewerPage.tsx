import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { LESSON_BAR_ROOM } from "../../../components/lesson/LessonActionBar";
import { AlertModal } from "../../../components/ui/AlertModal";
import { Container } from "../../../components/ui/Container";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe } from "../../auth";
import {
  type CardPath,
  cardPagePath,
  cardQuery,
  courseQuery,
  courseRoadmapPath,
  lessonWho,
  routeIds,
  useLearner,
  useViewerCard,
} from "../api";
import { LessonTopBar } from "../components/LessonTopBar";
import { LearnerCard } from "../components/viewer/LearnerCard";
import { ViewerSkeleton } from "../components/viewer/ViewerLayout";
import { VisitorCard } from "../components/viewer/VisitorCard";
import { failureMessage, loadFailed } from "../components/viewer/viewerRules";

/**
 * /courses/course/:courseId/module/:moduleId/card/:cardId: one card of a lesson. A signed-in learner's
 * card is completed and judged by the server (LearnerCard); a visitor's progress stays in this browser
 * (VisitorCard); both draw the same ViewerLayout.
 */
export function CardViewerPage() {
  const { t } = useTranslation("courses");
  const params = useParams();
  const navigate = useNavigate();
  const path: CardPath = {
    courseId: Number(params.courseId),
    moduleId: Number(params.moduleId),
    cardId: Number(params.cardId),
  };
  const { signedIn } = useLearner();
  const card = useViewerCard(path);
  const [failure, setFailure] = useState<{ cardId: number; message: string } | null>(null);
  const invalid = ![path.courseId, path.moduleId, path.cardId].every((n) => Number.isInteger(n) && n > 0);
  const loadFailure = invalid ? loadFailed() : card.isError ? failureMessage(card.error, loadFailed()) : null;
  const message = loadFailure ?? (failure?.cardId === path.cardId ? failure.message : null);
  // The cached card of another path must not show while this one loads.
  const data = card.data && card.data.card_id === path.cardId ? card.data : undefined;

  return (
    <Container className="pt-2 sm:pt-4">
      <div className={`mx-auto max-w-3xl ${LESSON_BAR_ROOM}`}>
        {data ? null : <LessonTopBar courseTitle={null} closeTo={courseRoadmapPath(path.courseId)} />}
        {data ? (
          signedIn ? (
            <LearnerCard
              key={cardPagePath(path)}
              card={data}
              path={path}
              onFail={(m) => setFailure({ cardId: path.cardId, message: m })}
            />
          ) : (
            <VisitorCard
              key={cardPagePath(path)}
              card={data}
              path={path}
              onFail={(m) => setFailure({ cardId: path.cardId, message: m })}
            />
          )
        ) : loadFailure ? null : (
          <>
            <p role="status" className="sr-only">
              {t("viewer.loading")}
            </p>
            <ViewerSkeleton />
          </>
        )}

        <AlertModal open={message !== null} message={message ?? ""} onClose={() => navigate("/courses")} />
      </div>
    </Container>
  );
}

/**
 * The card, and for a visitor the course around it (their progress is this browser's, drawn over the
 * roadmap). In the browser the page fetches them, 500 ms after the card settles (spec section 9).
 */
export const loader = pageLoader(
  async (client, { params }) => {
    const { courseId, moduleId, cardId } = routeIds(params);
    if (!courseId || !moduleId || !cardId) return;
    const who = lessonWho(await ensureMe(client));
    await Promise.all([
      ensure(client, cardQuery(who, { courseId, moduleId, cardId })),
      who === "visitor" && ensure(client, courseQuery(who, courseId)),
    ]);
  },
  { browser: false },
);
