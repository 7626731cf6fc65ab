import { useTranslation } from "react-i18next";
import { cx } from "../../lib/cx";
import { formatLongDate } from "../../lib/format";
import { Markdown } from "../ui/Markdown";
import { CardMedia } from "./CardMedia";
import { QuestionBlock } from "./QuestionBlock";
import { type AnswerState, type CardContent, NOT_ANSWERED } from "./types";

export type { AnswerState, CardContent, OptionState } from "./types";

// Keys in the courses namespace's "card" group.
const typeLabels = {
  text: "read",
  image: "picture",
  video: "watch",
  audio: "listen",
  question: "question",
} as const satisfies Record<CardContent["content_type"], string>;

/**
 * CardBody: one learning card exactly as learners see it. Used by the card viewer and by the admin
 * card preview. These props are a stable contract; add optional ones only.
 *
 * - card: the fields to show (CardContent: content_type, title, content_title, content_text, image_url,
 *   video_url, audio_url, question_type, options). A ViewerCard or an AdminCard can be passed as is.
 * - answer: where a question stands ({userAnswer, correct_answer, is_correct, explanation_html}); omit or pass
 *   userAnswer null for "not answered". After answering: the choice is green when right, red when wrong
 *   (the right one then lighter green, others dimmed), amber when is_correct is null (no correct answer
 *   supplied); then "Correct answer: …" and the explanation.
 * - onAnswer(answer): called once when the learner answers: the option text (mcq_single), the ticked
 *   option texts joined by ", " (mcq_multiple), or the typed text (subjective).
 * - onDraft(draft): check mode (the lesson screen): choosing only reports the choice (null: none); the
 *   page sends it with its own Check button. Without it, choosing an option answers at once.
 * - showVerdict: false when the page shows the verdict itself (the lesson's feedback sheet).
 * - pending: the answer is on its way; the chosen option is shown, everything is locked, no verdict yet.
 * - preview: nothing can be answered (admin preview); pass an `answer` to show a verdict state.
 * - titleAs: the heading level of the title (h1 in the viewer page, h2 by default).
 * - className: extra classes for the outer element.
 */
export interface CardBodyProps {
  card: CardContent;
  answer?: AnswerState;
  onAnswer?: (answer: string) => void;
  onDraft?: (draft: string | null) => void;
  showVerdict?: boolean;
  pending?: boolean;
  preview?: boolean;
  titleAs?: "h1" | "h2" | "h3";
  className?: string;
}

export function CardBody({
  card,
  answer = NOT_ANSWERED,
  onAnswer,
  onDraft,
  showVerdict = true,
  pending = false,
  preview = false,
  titleAs: Title = "h2",
  className,
}: CardBodyProps) {
  const { t } = useTranslation("courses");
  const subtitle = card.content_title && card.content_title !== card.title ? card.content_title : null;
  const text = card.content_text?.trim() ? card.content_html : null;
  return (
    <article className={cx("space-y-5", className)}>
      <header>
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
          {t(`card.${typeLabels[card.content_type]}`)}
        </p>
        {/* As the page's title (h1) it can take the focus: the viewer moves it there on a new card. */}
        <Title
          tabIndex={Title === "h1" ? -1 : undefined}
          className="mt-1 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl"
        >
          {card.title}
        </Title>
        {subtitle ? <p className="mt-1 text-lg font-medium text-slate-700">{subtitle}</p> : null}
      </header>

      {card.content_type === "question" ? (
        <QuestionBlock
          card={card}
          answer={answer}
          onAnswer={onAnswer}
          onDraft={onDraft}
          showVerdict={showVerdict}
          preview={preview}
          pending={pending}
        />
      ) : (
        <>
          <CardMedia card={card} />
          {text ? <Markdown className="text-[1.0625rem]" html={text} /> : null}
        </>
      )}
      {card.as_of ? (
        <p className="text-sm text-slate-600" data-testid="card-as-of">
          {t("card.asOf", { date: formatLongDate(card.as_of) })}
        </p>
      ) : null}
    </article>
  );
}
