import type { ModuleSummary } from "@arthshala/contracts/learning";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useHydrated } from "../../../components/ssr/useHydrated";
import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { Skeleton } from "../../../components/ui/Skeleton";
import { FilledStarIcon, FlameIcon, TrophyIcon } from "../../../components/ui/scoreIcons";
import { formatNumber } from "../../../lib/format";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe, SignInButton, useMe } from "../../auth";
import { CertificateOffer, certificatesQuery } from "../../certificates";
import { FeedbackAsk } from "../../feedback";
import { GuardianBanner } from "../../guardian";
import { ReminderOffer } from "../../reminders";
import {
  cardPagePath,
  courseQuery,
  courseRoadmapPath,
  lessonWho,
  moduleSummaryQuery,
  routeIds,
  useCourse,
  useLearner,
} from "../api";
import { ShareCourseButton } from "../components/ShareCourseButton";
import { useLocalProgress } from "../localProgress";

/**
 * A module's celebration (issue 27): what the learner earned there (FinStars, FinScore, the streak),
 * what unlocks next, and at a course's end "Share" and the way to its recommendations. Below the main
 * button, once each (issue 39): the learner's first finished module offers a daily reminder, their
 * second asks for feedback (the summary says when). A visitor sees the module done, from this browser's
 * progress, and is asked to sign in to earn.
 */
export function ModuleDonePage() {
  const params = useParams();
  const courseId = Number(params.courseId);
  const moduleId = Number(params.moduleId);
  const { signedIn, ready } = useLearner();
  if (!ready) return <DoneSkeleton />;
  return signedIn ? (
    <LearnerDone courseId={courseId} moduleId={moduleId} />
  ) : (
    <VisitorDone courseId={courseId} moduleId={moduleId} />
  );
}

interface DoneProps {
  courseId: number;
  moduleId: number;
}

function LearnerDone({ courseId, moduleId }: DoneProps) {
  const { t } = useTranslation("courses");
  const { who } = useLearner();
  const summary = useQuery(moduleSummaryQuery(who, { courseId, moduleId }));
  if (summary.isError) return <NotFinished courseId={courseId} failed />;
  if (!summary.data) return <DoneSkeleton />;
  const s = summary.data;
  if (!s.module_completed) return <NotFinished courseId={courseId} />;
  const courseDone = s.course_completed && s.next_module === null;
  const stars = courseDone ? s.course_finstars_earned : s.finstars_earned;
  const score = courseDone ? s.course_finscore_earned : s.finscore_earned;
  // The streak comes with the summary, as the server drew it: nothing here depends on whether a
  // refetch is under way, which differs between the server's render and the browser's first (React #418).
  return (
    <Celebration
      courseDone={courseDone}
      summary={s}
      after={
        <>
          {s.course_completed ? <CertificateOffer courseId={courseId} /> : null}
          {s.ask_reminder ? <ReminderOffer /> : null}
          {s.ask_feedback ? <FeedbackAsk /> : null}
        </>
      }
    >
      <section aria-labelledby="earned" className="mt-6 sm:mt-8">
        <h2 id="earned" className="sr-only">
          {t("done.earned")}
        </h2>
        <ul className="grid grid-cols-3 gap-2 sm:gap-4" data-testid="earned">
          <Stat
            icon={<FilledStarIcon className="size-6 text-amber-500" />}
            tone="bg-amber-50 border-amber-200"
          >
            <span className="text-2xl font-bold text-amber-950" data-testid="earned-finstars">
              +{formatNumber(stars)}
            </span>
            <span className="text-sm font-medium text-amber-900">{t("done.finstars")}</span>
          </Stat>
          <Stat icon={<TrophyIcon className="size-6 text-brand-700" />} tone="bg-brand-50 border-brand-200">
            <span className="text-2xl font-bold text-brand-950" data-testid="earned-finscore">
              +{formatNumber(score)}
            </span>
            <span className="text-sm font-medium text-brand-900">{t("done.finscore")}</span>
          </Stat>
          <Stat icon={<FlameIcon className="size-6 text-orange-600" />} tone="bg-orange-50 border-orange-200">
            <span className="text-2xl font-bold text-orange-950" data-testid="earned-streak">
              {formatNumber(s.streak_count)}
            </span>
            <span className="text-sm font-medium text-orange-900">{t("done.streak")}</span>
          </Stat>
        </ul>
      </section>
    </Celebration>
  );
}

function VisitorDone({ courseId, moduleId }: DoneProps) {
  const { t } = useTranslation("courses");
  const { user } = useMe();
  const course = useCourse(courseId, { delayed: false });
  const local = useLocalProgress(courseId);
  // This browser's progress decides: not known on the server, nor while hydrating what it drew.
  const hydrated = useHydrated();
  if (course.isError) return <NotFinished courseId={courseId} failed />;
  if (!course.data || !hydrated) return <DoneSkeleton />;
  const modules = course.data.data;
  const index = modules.findIndex((m) => m.moduleId === moduleId);
  const module = modules[index];
  if (!module) return <NotFinished courseId={courseId} failed />;
  if (!module.cards.every((c) => local.completed.includes(c.card_id))) {
    return <NotFinished courseId={courseId} />;
  }
  const next = modules.slice(index + 1).find((m) => m.cards.length > 0);
  const summary: Pick<ModuleSummary, "course_id" | "course_title" | "module_title" | "next_module"> = {
    course_id: courseId,
    course_title: course.data.title,
    module_title: module.moduleTitle,
    next_module: next
      ? { moduleId: next.moduleId, moduleTitle: next.moduleTitle, firstCardId: next.cards[0]!.card_id }
      : null,
  };
  return (
    <Celebration courseDone={next === undefined} summary={summary}>
      {user ? (
        // Signed in, but under 18 without a guardian's consent: why nothing was earned.
        <GuardianBanner className="mt-8 text-left" />
      ) : (
        <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-center">
          <p className="text-sm text-brand-950">{t("done.signInToEarn")}</p>
          <SignInButton size="sm" />
        </div>
      )}
    </Celebration>
  );
}

interface CelebrationProps {
  courseDone: boolean;
  summary: Pick<ModuleSummary, "course_id" | "course_title" | "module_title" | "next_module">;
  children: React.ReactNode;
  /** Right below the main button: what the celebration asks of the learner, never before the way on. */
  after?: React.ReactNode;
}

function Celebration({ courseDone, summary, children, after }: CelebrationProps) {
  const { t } = useTranslation("courses");
  return (
    <Container className="pt-4 sm:pt-6">
      <div className="mx-auto max-w-xl text-center">
        <CelebrationBadge />
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">
          {courseDone ? t("done.courseTitle") : t("done.moduleTitle")}
        </h1>
        <p className="mt-2 text-lg text-slate-700">
          {courseDone ? summary.course_title : summary.module_title}
        </p>
        {children}
        <div className="mt-6 flex flex-col gap-3 sm:mt-8">
          {summary.next_module ? (
            <>
              <p className="text-sm font-semibold tracking-wider text-slate-600 uppercase">
                {t("done.nextUp")}
              </p>
              <p className="-mt-2 text-lg font-semibold text-slate-900">{summary.next_module.moduleTitle}</p>
              <ButtonLink
                size="lg"
                block
                to={cardPagePath({
                  courseId: summary.course_id,
                  moduleId: summary.next_module.moduleId,
                  cardId: summary.next_module.firstCardId,
                })}
              >
                {t("done.nextModule")}
              </ButtonLink>
            </>
          ) : (
            <ButtonLink size="lg" block to={`/home/?courseId=${summary.course_id}`}>
              {t("done.recommendations")}
            </ButtonLink>
          )}
          {after ? <div className="my-2 space-y-3">{after}</div> : null}
          {courseDone ? (
            <ShareCourseButton courseId={summary.course_id} courseTitle={summary.course_title} />
          ) : null}
          <ButtonLink variant="ghost" size="lg" block to={courseRoadmapPath(summary.course_id)}>
            {t("done.backToCourse")}
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}

function Stat({ icon, tone, children }: { icon: React.ReactNode; tone: string; children: React.ReactNode }) {
  return (
    <li className={`flex flex-col items-center gap-1 rounded-2xl border px-2 py-4 ${tone}`}>
      {icon}
      {children}
    </li>
  );
}

function NotFinished({ courseId, failed = false }: { courseId: number; failed?: boolean }) {
  const { t } = useTranslation("courses");
  return (
    <Container>
      <div className="mx-auto max-w-xl text-center">
        <p role={failed ? "alert" : undefined} className="text-lg text-slate-800">
          {failed ? t("viewer.loadFailed") : t("done.notFinished")}
        </p>
        <ButtonLink className="mt-6" to={courseRoadmapPath(courseId)}>
          {t("done.continueModule")}
        </ButtonLink>
      </div>
    </Container>
  );
}

function DoneSkeleton() {
  const { t } = useTranslation("courses");
  return (
    <Container className="pt-4 sm:pt-6">
      <p role="status" className="sr-only">
        {t("done.loading")}
      </p>
      <div aria-hidden="true" className="mx-auto flex max-w-xl flex-col items-center gap-4">
        <Skeleton className="size-20 rounded-full sm:size-28" />
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-5 w-48" />
        <div className="mt-4 grid w-full grid-cols-3 gap-2">
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </div>
      </div>
    </Container>
  );
}

/** A made-here trophy in a burst of confetti: the moment of finishing, with nothing fetched. */
function CelebrationBadge() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 120 120"
      className="mx-auto size-20 animate-pop sm:size-28 motion-reduce:animate-none"
    >
      <circle cx="60" cy="60" r="52" fill="#d3f5ea" />
      <g fill="#f59e0b">
        <rect x="14" y="30" width="7" height="7" rx="1.5" transform="rotate(20 17 33)" />
        <rect x="98" y="24" width="7" height="7" rx="1.5" transform="rotate(-15 101 27)" />
        <circle cx="24" cy="88" r="4" />
      </g>
      <g fill="#1f9e88">
        <circle cx="100" cy="86" r="4" />
        <rect x="30" y="12" width="6" height="6" rx="1.5" transform="rotate(35 33 15)" />
      </g>
      <path d="M42 34h36v14a18 18 0 0 1-36 0z" fill="#fbbf24" stroke="#b45309" strokeWidth="3" />
      <path
        d="M42 38h-8a8 8 0 0 0 8 12M78 38h8a8 8 0 0 1-8 12"
        fill="none"
        stroke="#b45309"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M55 66h10v10H55z" fill="#b45309" />
      <rect x="44" y="76" width="32" height="9" rx="2" fill="#13665b" />
      <path d="m60 40 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" fill="#fff" />
    </svg>
  );
}

/** A learner's: what the module earned, their streak and what to ask; a visitor's: the course (progress is local). */
export const loader = pageLoader(async (client, { params }) => {
  const { courseId, moduleId } = routeIds(params);
  if (!courseId || !moduleId) return;
  const who = lessonWho(await ensureMe(client));
  if (who === "visitor") return ensure(client, courseQuery(who, courseId));
  const summary = await ensure(client, moduleSummaryQuery(who, { courseId, moduleId }));
  // A finished course's celebration offers its certificate, drawn with the page.
  if (summary.course_completed) await ensure(client, certificatesQuery(who));
});
