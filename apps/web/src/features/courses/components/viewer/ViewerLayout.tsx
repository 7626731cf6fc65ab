import type { ViewerCard } from "@arthshala/contracts/learning";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { CardBody } from "../../../../components/cards/CardBody";
import type { AnswerState } from "../../../../components/cards/types";
import { ContentLanguageNote } from "../../../../components/i18n/ContentLanguageNote";
import { FeedbackSheet } from "../../../../components/lesson/FeedbackSheet";
import { LessonActionBar } from "../../../../components/lesson/LessonActionBar";
import { Skeleton } from "../../../../components/ui/Skeleton";
import { type CardPath, courseRoadmapPath } from "../../api";
import { CardNavigation, type CheckAction } from "../CardNavigation";
import { LessonTopBar } from "../LessonTopBar";
import type { LessonQuestion } from "./viewerRules";

/** The card page's frame, the same for a learner and a visitor: top bar, the card, the action bar, the verdict sheet. */
interface ViewerLayoutProps {
  card: ViewerCard;
  path: CardPath;
  completed: boolean;
  moduleProgress: number;
  answer: AnswerState | undefined;
  pending: boolean;
  /** An unanswered question: the action bar's primary button is Check. */
  check?: CheckAction;
  /** An answer judged during this visit: its verdict shows in the sheet over the bar, not in the card. */
  sheetAnswer: AnswerState | undefined;
  lesson: LessonQuestion;
  /** Under the card: what happened to it offline. */
  note?: ReactNode;
  footer?: ReactNode;
}

export function ViewerLayout({
  card,
  path,
  completed,
  moduleProgress,
  answer,
  pending,
  check,
  sheetAnswer,
  lesson,
  note,
  footer,
}: ViewerLayoutProps) {
  const { t } = useTranslation("courses");
  const panelRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLDivElement>(null);
  // React Router keys the address the page was loaded at "default": the card the page opened on.
  const openedOn = useLocation().key === "default";

  useEffect(() => {
    const previous = document.title;
    document.title = `${card.title} · ${card.course_title} · Arthshala`;
    // A new card after Previous/Next (focus still on them, or lost with a button that went disabled), or
    // after a link in the app: move focus to its title so screen readers start there and Tab goes on
    // through the card. Not on the page's own load, where the reader starts at the top anyway, and the
    // focus would lay the page out inside the takeover's effects (a long task on a phone, issue 26).
    const active = document.activeElement;
    if (!openedOn && (active === document.body || active === null || navRef.current?.contains(active))) {
      panelRef.current?.querySelector<HTMLElement>("h1")?.focus({ preventScroll: true });
    }
    return () => {
      document.title = previous;
    };
  }, [card.title, card.course_title, openedOn]);

  return (
    <>
      <LessonTopBar
        courseTitle={card.course_title}
        closeTo={courseRoadmapPath(path.courseId)}
        moduleTitle={card.module_title}
        done={moduleProgress}
        total={card.module_total_cards}
      />

      <ContentLanguageNote language={card.language} className="mb-4" />
      <div
        ref={panelRef}
        className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 [&_h1]:outline-none"
      >
        <CardBody
          card={card}
          titleAs="h1"
          answer={answer}
          pending={pending}
          showVerdict={sheetAnswer === undefined}
          onDraft={lesson.setDraft}
          onAnswer={() => check?.onCheck()}
        />
      </div>

      {note}
      {footer}
      {/* The sheet covers the bar; the bar stays in the page (and the Tab order) under it. */}
      <LessonActionBar ref={navRef}>
        <CardNavigation card={card} path={path} completed={completed} check={check} />
      </LessonActionBar>
      {sheetAnswer ? (
        <FeedbackSheet
          answer={sheetAnswer}
          question={card}
          continueLabel={t("viewer.continue")}
          onContinue={lesson.goOn}
          note={sheetAnswer.is_correct === false ? t("viewer.comesBack") : undefined}
        />
      ) : null}
    </>
  );
}

export function ViewerSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="space-y-4 rounded-3xl border border-slate-200 bg-white p-5 sm:p-8">
        <Skeleton className="h-3 w-16" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <LessonActionBar>
        <div className="grid grid-cols-[3rem_1fr] gap-3">
          <Skeleton className="h-12 rounded-lg" />
          <Skeleton className="h-12 rounded-lg" />
        </div>
      </LessonActionBar>
    </div>
  );
}
