import type { AdminCard } from "@arthshala/contracts/learning";
import { splitAnswerList } from "@arthshala/contracts/learning-rules";
import { useId } from "react";
import { figureText, formatFigure } from "../../../components/cards/answerText";
import { Button } from "../../../components/ui/Button";
import { MarkdownText } from "../../../components/ui/MarkdownText";
import { cx } from "../../../lib/cx";
import { useAuthoringScope } from "../authoringScope";
import { CARD_TYPES, QUESTION_TYPE_OPTIONS, UNIT_LABELS } from "../cardTypes";
import { EyeIcon, StarSmallIcon } from "./adminIcons";
import { ItemActions } from "./ItemActions";
import type { Placement } from "./placement";

interface AdminCardItemProps {
  card: AdminCard;
  placement: Placement;
  onPreview: () => void;
  onDelete: () => void;
}

const typeColours: Record<AdminCard["content_type"], string> = {
  text: "bg-sky-50 text-sky-900 ring-sky-200",
  image: "bg-violet-50 text-violet-900 ring-violet-200",
  video: "bg-rose-50 text-rose-900 ring-rose-200",
  audio: "bg-orange-50 text-orange-900 ring-orange-200",
  question: "bg-amber-50 text-amber-900 ring-amber-200",
};

/** One card in the admin list: everything it holds, and what can be done with it. */
export function AdminCardItem({ card, placement, onPreview, onDelete }: AdminCardItemProps) {
  const titleId = useId();
  const { paths } = useAuthoringScope();
  const { position } = placement;
  const typeLabel = CARD_TYPES.find((t) => t.value === card.content_type)?.label ?? card.content_type;
  const name = card.content_title || card.title;

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span
          aria-hidden="true"
          className="inline-flex size-8 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800"
        >
          {position}
        </span>
        <span
          className={cx("rounded-full px-2.5 py-0.5 font-semibold ring-1", typeColours[card.content_type])}
        >
          <span className="sr-only">Content type: </span>
          {typeLabel}
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-yellow-50 px-2.5 py-0.5 font-medium text-yellow-900 ring-1 ring-yellow-200">
          <StarSmallIcon className="size-4" />
          {card.allotted_finstars} {card.allotted_finstars === 1 ? "FinStar" : "FinStars"}
        </span>
      </div>

      <h2 id={titleId} className="mt-3 text-lg font-semibold break-words text-slate-900">
        <span className="sr-only">Card {position}: </span>
        {card.title}
      </h2>
      {card.content_title && card.content_title !== card.title ? (
        <p className="mt-0.5 font-medium text-slate-700">{card.content_title}</p>
      ) : null}

      <div className="mt-3 space-y-3">
        {card.image_url ? (
          <img
            src={card.image_url}
            alt={name}
            className="max-h-60 w-auto max-w-full rounded-lg border border-slate-200 object-contain"
          />
        ) : null}
        {card.video_url ? (
          // biome-ignore lint/a11y/useMediaCaption: authored videos carry no caption track yet.
          <video
            src={card.video_url}
            controls
            preload="metadata"
            aria-label={name}
            className="aspect-video w-full max-w-lg rounded-lg bg-slate-900"
          />
        ) : null}
        {card.audio_url ? (
          // biome-ignore lint/a11y/useMediaCaption: authored audio carries no caption track yet.
          <audio
            src={card.audio_url}
            controls
            preload="metadata"
            aria-label={name}
            className="w-full max-w-lg"
          />
        ) : null}
        {card.content_text?.trim() ? (
          <div className="rounded-lg bg-slate-50 px-4 py-3">
            <MarkdownText className="text-[0.95rem]">{card.content_text}</MarkdownText>
          </div>
        ) : null}
        {card.content_type === "question" ? <QuestionDetails card={card} /> : null}
      </div>

      <ItemActions
        noun="Card"
        title={card.title}
        titleId={titleId}
        placement={placement}
        primary={
          <Button
            size="sm"
            variant="secondary"
            className="flex-1 whitespace-nowrap sm:flex-none"
            onClick={onPreview}
            aria-describedby={titleId}
          >
            <EyeIcon className="size-4" />
            Preview
          </Button>
        }
        editTo={paths.editCard(card.card_id)}
        onDelete={onDelete}
      />
    </article>
  );
}

/** Question type, options as the learner's controls would be (key ticked), explanation, feedback type. */
function QuestionDetails({ card }: { card: AdminCard }) {
  const groupId = useId();
  const type = card.question_type;
  const typeLabel = QUESTION_TYPE_OPTIONS.find((t) => t.value === type)?.label ?? "Not set";
  const keys =
    type === "mcq_multiple" ? splitAnswerList(card.correct_answer ?? "") : [card.correct_answer ?? ""];

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-4">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-800">Question type</dt>
        <dd className="text-slate-700">{typeLabel}</dd>
        <dt className="font-semibold text-slate-800">Feedback type</dt>
        <dd className="text-slate-700">{card.feedback_type || "None"}</dd>
        <dt className="font-semibold text-slate-800">Answer compulsory</dt>
        <dd className="text-slate-700">{card.answer_compulsory ? "Yes" : "No"}</dd>
      </dl>

      {type === "mcq_single" || type === "mcq_multiple" ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">
            Options{" "}
            <span className="font-normal text-slate-600">
              ({card.correct_answer ? "the correct answer is ticked" : "no correct answer set"})
            </span>
          </legend>
          <ul className="space-y-1.5">
            {card.options.map((option, i) => {
              const correct = keys.includes(option);
              const tag = card.options_tags[i];
              return (
                <li key={option}>
                  <label
                    className={cx(
                      "flex items-center gap-3 rounded-lg border px-3 py-2 text-sm",
                      correct
                        ? "border-green-300 bg-green-50 text-green-950"
                        : "border-slate-200 text-slate-800",
                    )}
                  >
                    <input
                      type={type === "mcq_single" ? "radio" : "checkbox"}
                      name={`${groupId}-options`}
                      disabled
                      checked={correct}
                      readOnly
                      className="size-4 shrink-0 accent-green-700"
                    />
                    <span className="min-w-0 flex-1 break-words">{option}</span>
                    {tag ? (
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                        {tag}
                      </span>
                    ) : null}
                    {correct ? <span className="text-xs font-semibold text-green-800">Correct</span> : null}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}

      {type === "true_false" ? (
        <p className="text-sm text-slate-800">
          <span className="font-semibold">Correct answer:</span>{" "}
          {card.correct_answer === "true" ? "True" : card.correct_answer === "false" ? "False" : "Not set"}
        </p>
      ) : null}

      {type === "numeric" ? (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-800">Correct answer</dt>
          <dd className="text-slate-700">
            {card.correct_answer ? figureText(card.correct_answer, card.answer_unit) : "Not set"}
          </dd>
          <dt className="font-semibold text-slate-800">Unit</dt>
          <dd className="text-slate-700">{card.answer_unit ? UNIT_LABELS[card.answer_unit] : "Not set"}</dd>
          <dt className="font-semibold text-slate-800">Tolerance</dt>
          <dd className="text-slate-700">
            {card.tolerance ? `± ${formatFigure(card.tolerance, card.answer_unit)}` : "Exact"}
          </dd>
        </dl>
      ) : null}

      {type === "order" ? (
        <div className="text-sm">
          <p className="mb-1 font-semibold text-slate-800">
            Steps{" "}
            <span className="font-normal text-slate-600">(the right order; learners see them shuffled)</span>
          </p>
          <ol className="list-decimal space-y-1 pl-6 text-slate-800">
            {card.options.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}

      {type === "subjective" ? (
        <div>
          <label htmlFor={`${groupId}-answer`} className="mb-1 block text-sm font-semibold text-slate-800">
            Learner's answer (text box)
          </label>
          <textarea
            id={`${groupId}-answer`}
            disabled
            rows={2}
            placeholder="Learners type their answer here."
            className="block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
          />
        </div>
      ) : null}

      {card.explanation ? (
        <div className="text-sm">
          <p className="font-semibold text-slate-800">Explanation</p>
          <MarkdownText className="mt-1 text-sm">{card.explanation}</MarkdownText>
        </div>
      ) : null}
    </div>
  );
}
