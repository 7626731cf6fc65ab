import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../../lib/cx";
import { Button } from "../ui/Button";
import { CheckIcon, CloseIcon } from "../ui/icons";
import { Markdown } from "../ui/Markdown";
import { inputClasses } from "../ui/TextField";
import { AnswerText } from "./answerText";
import { NumberAnswer } from "./NumberAnswer";
import { OrderSteps } from "./OrderSteps";
import { chosenOptions, optionLetter, optionState } from "./optionStates";
import { TrueFalseChoice } from "./TrueFalseChoice";
import type { AnswerState, CardContent, OptionState } from "./types";

interface QuestionBlockProps {
  card: CardContent;
  answer: AnswerState;
  onAnswer?: (answer: string) => void;
  /** Check mode: choices are reported as a draft (null: nothing chosen) and the page sends them. */
  onDraft?: (draft: string | null) => void;
  /** False when the page shows the verdict elsewhere (the lesson's feedback sheet). */
  showVerdict: boolean;
  preview: boolean;
  pending: boolean;
}

const optionLook: Record<
  OptionState,
  { row: string; badge: string; note?: "checking" | "correct" | "wrong" | "correctAnswer" | "yourAnswer" }
> = {
  idle: {
    row: "border-slate-300 bg-white text-slate-900 hover:border-brand-500 hover:bg-brand-50",
    badge: "bg-slate-100 text-slate-700",
  },
  selected: {
    row: "border-brand-600 bg-brand-50 text-slate-900 ring-1 ring-brand-600",
    badge: "bg-brand-700 text-white",
  },
  pending: {
    row: "border-brand-600 bg-brand-50 text-slate-900",
    badge: "bg-brand-700 text-white",
    note: "checking",
  },
  correct: {
    row: "border-green-600 bg-green-100 text-green-950 ring-1 ring-green-600",
    badge: "bg-green-700 text-white",
    note: "correct",
  },
  wrong: {
    row: "border-red-600 bg-red-100 text-red-950 ring-1 ring-red-600",
    badge: "bg-red-700 text-white",
    note: "wrong",
  },
  answer: {
    row: "border-green-300 bg-green-50 text-green-950",
    badge: "bg-green-200 text-green-900",
    note: "correctAnswer",
  },
  unkeyed: {
    row: "border-amber-500 bg-amber-100 text-amber-950 ring-1 ring-amber-500",
    badge: "bg-amber-500 text-amber-950",
    note: "yourAnswer",
  },
  dimmed: {
    row: "border-slate-200 bg-white text-slate-700 opacity-60",
    badge: "bg-slate-100 text-slate-600",
  },
};

function StateIcon({ state }: { state: OptionState }) {
  if (state === "correct" || state === "answer") {
    return (
      <CheckIcon
        className={cx("size-5 shrink-0", state === "correct" ? "text-green-700" : "text-green-600")}
      />
    );
  }
  if (state === "wrong") return <CloseIcon className="size-5 shrink-0 text-red-700" />;
  return null;
}

interface OptionRowProps {
  index: number;
  text: string;
  state: OptionState;
}

function OptionContent({ index, text, state }: OptionRowProps) {
  const { t } = useTranslation("courses");
  const look = optionLook[state];
  return (
    <>
      <span
        aria-hidden="true"
        className={cx(
          "inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold",
          look.badge,
        )}
      >
        {optionLetter(index)}
      </span>
      <span className="sr-only">{optionLetter(index)}. </span>
      <span className="min-w-0 flex-1 text-left leading-snug">{text}</span>
      {look.note ? <span className="sr-only"> ({t(`card.${look.note}`)})</span> : null}
      <StateIcon state={state} />
    </>
  );
}

const rowBase =
  "flex w-full items-center gap-3 rounded-xl border-2 px-3 py-3 text-base font-medium transition-colors sm:px-4";

/** A question card's body: "Q." and the question, lettered options (or a text box), then the verdict. */
export function QuestionBlock({
  card,
  answer,
  onAnswer,
  onDraft,
  showVerdict,
  preview,
  pending,
}: QuestionBlockProps) {
  const { t } = useTranslation("courses");
  const questionId = useId();
  const [ticked, setTickedState] = useState<string[]>([]);
  const [written, setWrittenState] = useState("");
  const [truth, setTruth] = useState<string | null>(null);
  const answered = answer.userAnswer !== null;
  const locked = answered || pending || preview || !onAnswer;
  const type = card.question_type ?? "mcq_single";
  const checkMode = onDraft !== undefined;

  // In check mode every change of choice is reported: the page's Check button sends the last one.
  const setTicked = (update: (list: string[]) => string[]) => {
    const next = update(ticked);
    setTickedState(next);
    const chosen = card.options.filter((o) => next.includes(o));
    onDraft?.(chosen.length > 0 ? chosen.join(", ") : null);
  };
  const setWritten = (value: string) => {
    setWrittenState(value);
    onDraft?.(value.trim() ? value.trim() : null);
  };

  const stateOf = (option: string): OptionState => {
    if (!answered && ticked.includes(option)) return "selected";
    return optionState(option, type, answer, pending);
  };

  return (
    <div className="space-y-5">
      <div id={questionId} className="flex gap-2 text-lg text-slate-900">
        <span className="font-bold text-brand-700">{t("card.q")}</span>
        <Markdown className="min-w-0 flex-1 text-lg text-slate-900" html={card.content_html ?? ""} />
      </div>

      {type === "mcq_single" ? (
        <ul aria-labelledby={questionId} className="space-y-3">
          {card.options.map((option, index) => {
            const state = stateOf(option);
            return (
              <li key={option}>
                <button
                  type="button"
                  data-state={state}
                  // Once answered (or while the answer is sent) the options stay in the Tab order, only
                  // aria-disabled: the chosen one keeps the focus and reads its verdict ("Your answer, correct").
                  disabled={preview || !onAnswer}
                  aria-disabled={locked || undefined}
                  aria-pressed={checkMode && !locked ? ticked.includes(option) : undefined}
                  onClick={() => {
                    if (locked) return;
                    if (checkMode) setTicked(() => [option]);
                    else onAnswer?.(option);
                  }}
                  className={cx(rowBase, optionLook[state].row, locked && "cursor-default")}
                >
                  <OptionContent index={index} text={option} state={state} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}

      {type === "true_false" ? (
        <TrueFalseChoice
          labelledBy={questionId}
          chosen={truth}
          locked={locked}
          disabled={preview || !onAnswer}
          stateOf={(value) =>
            !answered && truth === value ? "selected" : optionState(value, type, answer, pending)
          }
          onChoose={(value) => {
            if (checkMode) {
              setTruth(value);
              onDraft?.(value);
            } else onAnswer?.(value);
          }}
        />
      ) : null}

      {type === "numeric" ? (
        <NumberAnswer
          describedBy={questionId}
          unit={card.answer_unit}
          tolerance={card.tolerance}
          answer={answer}
          pending={pending}
          locked={locked}
          onDraft={(draft) => {
            setWrittenState(draft ?? "");
            onDraft?.(draft);
          }}
          onSubmit={() => {
            if (written) onAnswer?.(written);
          }}
        />
      ) : null}

      {type === "order" ? (
        <OrderSteps
          labelledBy={questionId}
          options={card.options}
          answer={answer}
          pending={pending}
          locked={locked}
          onDraft={(draft) => onDraft?.(draft)}
        />
      ) : null}

      {type === "mcq_multiple" ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (locked || ticked.length === 0) return;
            onAnswer?.(card.options.filter((o) => ticked.includes(o)).join(", "));
          }}
        >
          <fieldset aria-describedby={questionId} className="space-y-3">
            <legend className="mb-3 text-sm font-medium text-slate-600">Choose all that apply.</legend>
            {card.options.map((option, index) => {
              const state = stateOf(option);
              const checked = answered
                ? chosenOptions(type, answer.userAnswer).includes(option)
                : ticked.includes(option);
              return (
                <label
                  key={option}
                  data-state={state}
                  className={cx(
                    rowBase,
                    optionLook[state].row,
                    locked ? "cursor-default" : "cursor-pointer",
                    "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
                  )}
                >
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={checked}
                    disabled={locked}
                    onChange={(event) =>
                      setTicked((list) =>
                        event.target.checked ? [...list, option] : list.filter((o) => o !== option),
                      )
                    }
                  />
                  <OptionContent index={index} text={option} state={state} />
                </label>
              );
            })}
          </fieldset>
          {locked || checkMode ? null : (
            <Button type="submit" className="mt-4" disabled={ticked.length === 0}>
              {t("card.submit")}
            </Button>
          )}
        </form>
      ) : null}

      {type === "subjective" ? (
        answered || pending ? (
          <div
            data-state={
              pending
                ? "pending"
                : answer.is_correct === null
                  ? "unkeyed"
                  : answer.is_correct
                    ? "correct"
                    : "wrong"
            }
            className={cx(
              "rounded-xl border-2 px-4 py-3 whitespace-pre-wrap text-slate-900",
              pending
                ? "border-brand-600 bg-brand-50"
                : answer.is_correct === null
                  ? "border-amber-500 bg-amber-100"
                  : answer.is_correct
                    ? "border-green-600 bg-green-100"
                    : "border-red-600 bg-red-100",
            )}
          >
            <span className="sr-only">{t("card.yourAnswer")}: </span>
            {answer.userAnswer}
          </div>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!locked && written.trim()) onAnswer?.(written.trim());
            }}
          >
            <label
              htmlFor={`${questionId}-answer`}
              className="mb-1.5 block text-sm font-medium text-slate-800"
            >
              {t("card.yourAnswer")}
            </label>
            <textarea
              id={`${questionId}-answer`}
              value={written}
              onChange={(event) => setWritten(event.target.value)}
              disabled={locked}
              rows={4}
              maxLength={2000}
              className={cx(inputClasses, "h-auto py-2")}
            />
            {locked || checkMode ? null : (
              <Button type="submit" className="mt-3" disabled={!written.trim()}>
                {t("card.submit")}
              </Button>
            )}
          </form>
        )
      ) : null}

      <div role="status" aria-live="polite">
        {showVerdict && answered && !pending ? <Verdict card={card} answer={answer} /> : null}
      </div>
    </div>
  );
}

/** The verdict's headline: right, not quite, or recorded (no correct answer supplied). */
export function verdictKey(answer: AnswerState) {
  return answer.is_correct === true
    ? "card.verdictCorrect"
    : answer.is_correct === false
      ? "card.verdictWrong"
      : "card.verdictRecorded";
}

function Verdict({ card, answer }: { card: CardContent; answer: AnswerState }) {
  const { t } = useTranslation("courses");
  const headline = t(verdictKey(answer));
  return (
    <div
      className={cx(
        "space-y-2 rounded-xl border px-4 py-3",
        answer.is_correct === true
          ? "border-green-200 bg-green-50"
          : answer.is_correct === false
            ? "border-red-200 bg-red-50"
            : "border-amber-200 bg-amber-50",
      )}
    >
      <p className="font-semibold text-slate-900">{headline}</p>
      {answer.correct_answer ? (
        <div className="text-slate-800">
          <span className="font-semibold">{t("card.correctAnswerLabel")}</span>{" "}
          <AnswerText question={card} answer={answer.correct_answer} />
        </div>
      ) : null}
      {answer.explanation_html ? (
        <Markdown className="text-[0.95rem]" html={answer.explanation_html} />
      ) : null}
    </div>
  );
}
