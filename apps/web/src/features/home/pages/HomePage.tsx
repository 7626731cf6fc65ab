import { savesNothing } from "@arthshala/contracts/guardian-rules";
import type { HomeData } from "@arthshala/contracts/home";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { lazyWhenNear } from "../../../components/ssr/lazyWhenNear";
import { OnceOpened } from "../../../components/ssr/OnceOpened";
import { Container } from "../../../components/ui/Container";
import { ensure, pageLoader } from "../../../lib/route-data";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { myAssignmentsQuery, useMyAssignments } from "../../assignments";
import { ConfirmEmailBanner, ensureMe, useMe } from "../../auth";
import { ContinueTile, ContinueTileSkeleton, isCourseDone } from "../../courses";
import { GuardianBanner } from "../../guardian";
import { homeDataQuery, useHomeData } from "../../progress";
import { ReviewTile, reviewDeckQuery } from "../../review";
import { recommendationsQuery } from "../../schemes";
import { FeaturedArticleSkeleton } from "../components/FeaturedArticleSkeleton";
import { FinScoreCard, FinScoreCardSkeleton } from "../components/FinScoreCard";
import { ProfileHeader } from "../components/ProfileHeader";
import { ScoresExplained } from "../components/ScoresExplained";
import { StatPills, StatPillsSkeleton } from "../components/StatPills";
import { StreakToday, StreakTodaySkeleton } from "../components/StreakToday";

// Below a phone's first screen: their code (carousel, course cards, scheme rows) loads when scrolled near.
const RecommendedCourses = lazyWhenNear(() =>
  import("../components/RecommendedCourses").then((m) => m.RecommendedCourses),
);
const FeaturedArticleTile = lazyWhenNear(() =>
  import("../components/FeaturedArticleTile").then((m) => m.FeaturedArticleTile),
);
const SchemeRecommendationsSlot = lazyWhenNear(() =>
  import("../components/SchemeRecommendationsSlot").then((m) => m.SchemeRecommendationsSlot),
);
// Only for a learner in a class, just below the first screen's next step.
const AssignedSlot = lazyWhenNear(() => import("../components/AssignedSlot").then((m) => m.AssignedSlot));
// Opened by a tap, never on the first screen.
const LeaderboardModal = lazy(() =>
  import("../components/LeaderboardModal").then((m) => ({ default: m.LeaderboardModal })),
);
const AlertModal = lazy(() =>
  import("../../../components/ui/AlertModal").then((m) => ({ default: m.AlertModal })),
);

/** Continue (the ongoing course) or Start (the first course not finished yet). */
function ContinueOrStart({ data }: { data: HomeData }) {
  const { t } = useTranslation("home");
  if (data.ongoingCourseData)
    return (
      <ContinueTile
        compact
        course={data.ongoingCourseData}
        action={t("continue.continue")}
        eyebrow={t("continue.continueEyebrow")}
      />
    );
  const next = data.recommendedCourses.find((course) => !isCourseDone(course));
  if (!next) return null;
  return (
    <ContinueTile compact course={next} action={t("continue.start")} eyebrow={t("continue.startEyebrow")} />
  );
}

/** What FinStars and FinScore are, folded: a tap away, never before the next step (issue 39). */
function ScoresFold() {
  const { t } = useTranslation("home");
  return (
    <details className="group rounded-xl border border-slate-200 bg-white px-4 py-3">
      <summary className="cursor-pointer font-semibold text-brand-800 marker:text-brand-700">
        {t("scoresToggle")}
      </summary>
      <div className="mt-2">
        <ScoresExplained />
      </div>
    </details>
  );
}

/**
 * The learner's dashboard (/home), from one POST /api/home/getdata. A phone's first screen is the next
 * step (issue 39): a compact greeting with the pills (FinStars, streak, rank → leaderboard), today's
 * streak, continue/start and the review deck; then what FinStars and FinScore are (folded), the
 * address-confirmation banner, the FinScore gauge (→ history, ⓘ → explainer), the featured article, the
 * scheme recommendations and Recommended Courses. Skeletons of the final sizes hold every place while
 * it loads. ?courseId= is for the scheme recommendations (Step 7). The feedback ask is a celebration's.
 */
export function HomePage() {
  const { t } = useTranslation("home");
  const { user } = useMe();
  const home = useHomeData();
  const assigned = useMyAssignments();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [leaderboardOpen, setLeaderboardOpen] = useState(false);
  // The alert belongs to one failure: a later failed refetch shows it again.
  const [alertClosedAt, setAlertClosedAt] = useState(0);
  useDocumentTitle(t("documentTitle"));

  if (!user) return null; // RequireUser renders this page for signed-in users only.
  const data = home.data;
  const loading = home.isPending;
  const courseId = Number(params.get("courseId")) || null;
  const failedOpen = home.isError && !data && home.errorUpdatedAt !== alertClosedAt;

  return (
    <Container className="space-y-8 pt-4 sm:space-y-10 sm:pt-10">
      {/* The next step first: on a 360×740 phone, Continue ends well inside the first screen. */}
      <div className="space-y-4">
        <ProfileHeader user={user} greeting={data?.userData.greeting}>
          {data ? (
            <StatPills userData={data.userData} onOpenLeaderboard={() => setLeaderboardOpen(true)} />
          ) : loading ? (
            <StatPillsSkeleton />
          ) : null}
        </ProfileHeader>
        {/* Under 18 without a guardian's consent: why nothing is saved, and the link again (issue 40). */}
        <GuardianBanner />
        {/* No streak is counted while nothing is saved: today's nudge would not be true. */}
        {savesNothing(user) ? null : data ? (
          <StreakToday userData={data.userData} />
        ) : loading ? (
          <StreakTodaySkeleton />
        ) : null}
        {data ? <ContinueOrStart data={data} /> : loading ? <ContinueTileSkeleton compact /> : null}
        {/* Missed questions due today (issue 27), right after Continue. */}
        <Suspense>
          <ReviewTile />
        </Suspense>
      </div>
      {/* What the learner's classes gave them (issue 40); nothing, and no space, for everyone else. */}
      {assigned.data?.assignments.length ? <AssignedSlot /> : null}
      {loading ? (
        <p role="status" className="sr-only">
          {t("loading")}
        </p>
      ) : null}
      {data ? <ScoresFold /> : null}
      <ConfirmEmailBanner user={user} />

      <div className="grid grid-cols-1 gap-x-6 gap-y-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {/* Each tile below the first is a Suspense boundary React hydrates on its own. */}
        {data ? (
          <Suspense>
            <FinScoreCard score={data.userData.fin_score} latest={data.logData[0]} />
          </Suspense>
        ) : loading ? (
          <FinScoreCardSkeleton />
        ) : null}
        {data?.featuredArticle ? (
          <FeaturedArticleTile article={data.featuredArticle} placeholder="min-h-96" />
        ) : loading ? (
          <FeaturedArticleSkeleton />
        ) : null}
        {/* The scheme-recommendations panel's place, beside the article on wide screens (Step 7). */}
        <SchemeRecommendationsSlot courseId={courseId} placeholder="min-h-64" />
      </div>

      {data || loading ? (
        <RecommendedCourses courses={data?.recommendedCourses} loading={loading} placeholder="min-h-96" />
      ) : null}

      {data ? (
        <OnceOpened open={leaderboardOpen}>
          <LeaderboardModal
            open={leaderboardOpen}
            onClose={() => setLeaderboardOpen(false)}
            hidden={data.userData.leaderboard_hidden}
          />
        </OnceOpened>
      ) : null}
      <OnceOpened open={failedOpen}>
        <AlertModal
          // A failed background refetch keeps the data on screen and says nothing; a failed load alerts.
          open={failedOpen}
          message={t("messages.dataFailed")}
          onClose={() => {
            setAlertClosedAt(home.errorUpdatedAt);
            navigate("/home", { replace: true });
            void home.refetch();
          }}
        />
      </OnceOpened>
    </Container>
  );
}

/** Everything /home shows at once: the learner's standing, the review deck, their top schemes and assignments. */
export const loader = pageLoader(async (client, { request }) => {
  const me = await ensureMe(client);
  if (!me) return;
  // As the page reads it: ?courseId= recommends from that course only.
  const courseId = Number(new URL(request.url).searchParams.get("courseId")) || null;
  await Promise.all([
    ensure(client, homeDataQuery(me.sub)),
    ensure(client, reviewDeckQuery(me.sub)),
    ensure(client, recommendationsQuery(me.sub, courseId)),
    ensure(client, myAssignmentsQuery(me.sub)),
  ]);
});
