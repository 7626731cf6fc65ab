import { useEffect, useState } from "react";
import { AlertModal } from "../../../components/ui/AlertModal";
import { Container } from "../../../components/ui/Container";
import { ConfirmEmailBanner } from "../../auth/components/ConfirmEmailBanner";
import { useMe } from "../../auth/session";
import { useCourses, useOngoingCourse } from "../../courses/api";
import { ContinueTile, ContinueTileSkeleton, isCourseDone } from "../../courses/components/ContinueTile";
import { FeaturedArticleTile } from "../components/FeaturedArticleTile";
import { ProfileHeader } from "../components/ProfileHeader";
import { RecommendedCourses } from "../components/RecommendedCourses";

/** Continue (the ongoing course) or Start (the first course not finished yet). */
function ContinueOrStart() {
  const ongoing = useOngoingCourse();
  const courses = useCourses();
  if (ongoing.isPending || (!ongoing.data && courses.isPending)) return <ContinueTileSkeleton />;
  if (ongoing.data)
    return <ContinueTile course={ongoing.data} action="Continue" eyebrow="Pick up where you left off" />;
  const next = courses.data?.find((course) => !isCourseDone(course));
  if (!next) return null;
  return <ContinueTile course={next} action="Start" eyebrow="Start your first course" />;
}

/**
 * The learner's dashboard (/home): profile, continue/start tile, the featured article and Recommended
 * Courses. FinStars, FinScore, leaderboard, schemes and the feedback prompt arrive with their own issues
 * (and show nothing until then). ?courseId= is read by the later scheme-recommendations panel.
 */
export function HomePage() {
  const { user } = useMe();
  const courses = useCourses();
  const [alertClosed, setAlertClosed] = useState(false);

  useEffect(() => {
    const previous = document.title;
    document.title = "Home · Arthshala";
    return () => {
      document.title = previous;
    };
  }, []);

  if (!user) return null; // RequireUser renders this page for signed-in users only.
  return (
    <Container className="space-y-10">
      <ConfirmEmailBanner user={user} />
      <ProfileHeader user={user} />
      <ContinueOrStart />
      <FeaturedArticleTile />
      <RecommendedCourses courses={courses.data} loading={courses.isPending} />
      <AlertModal
        open={courses.isError && !alertClosed}
        message="Failed to fetch your data."
        onClose={() => setAlertClosed(true)}
      />
    </Container>
  );
}
