import { type AnswerUnit, readNumber } from "@arthshala/contracts/question-kinds";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../../lib/cx";
import { CheckIcon, CloseIcon } from "../ui/icons";
import { figureText, formatFigure } from "./answerText";
import type { AnswerState } from "./types";

interface NumberAnswerProps {
  describedBy: string;
  unit: AnswerUnit | null | undefined;
  tolerance: number | null | undefined;
  answer: AnswerState;
  pending: boolean;
  locked: boolean;
  /** The typed text when it reads as a number, else null (the page's Check stays off). */
  onDraft: (draft: string | null) => void;
  /** Enter in the box: check now. */
  onSubmit: () => void;
}

/**
 * A numeric question: one box (the phone's number keys, ₹ before it or % after it), read the way the
 * server reads it (contracts' readNumber: 1,20,000, ₹1,200, १२००…), and a note when it is not a number.
 * After answering: the learner's figure, green or red; the right figure is in the verdict.
 */
export function NumberAnswer({
  describedBy,
  unit,
  tolerance,
  answer,
  pending,
  locked,
  onDraft,
  onSubmit,
}: NumberAnswerProps) {
  const { t } = useTranslation("courses");
  const id = useId();
  const [typed, setTyped] = useState("");
  const [touched, setTouched] = useState(false);
  const boxRef = useRef<HTMLInputElement>(null);
  const take = (next: string) => {
    setTyped(next);
    const reading = next.trim() ? readNumber(next) : null;
    onDraft(reading?.ok ? next.trim() : null);
  };
  // The box is uncontrolled: text typed into the server's page before its part of the page hydrated
  // stays (a controlled box would be reset to empty), and is taken here once the code runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first mount
  useEffect(() => {
    const early = boxRef.current?.value;
    if (early) take(early);
  }, []);
  const read = typed.trim() ? readNumber(typed) : null;
  const problem =
    touched && read && !read.ok
      ? read.problem === "tooPrecise"
        ? t("card.numberTooPrecise")
        : t("card.numberInvalid")
      : null;

  if (answer.userAnswer !== null) {
    const state = pending
      ? "pending"
      : answer.is_correct === null
        ? "unkeyed"
        : answer.is_correct
          ? "correct"
          : "wrong";
    return (
      <div
        data-state={state}
        className={cx(
          "flex items-center gap-3 rounded-xl border-2 px-4 py-3 text-xl font-bold",
          state === "pending" && "border-brand-600 bg-brand-50 text-slate-900",
          state === "unkeyed" && "border-amber-500 bg-amber-100 text-amber-950",
          state === "correct" && "border-green-600 bg-green-100 text-green-950",
          state === "wrong" && "border-red-600 bg-red-100 text-red-950",
        )}
      >
        <span className="sr-only">{t("card.yourAnswer")}: </span>
        <span className="flex-1 tabular-nums">{figureText(answer.userAnswer, unit)}</span>
        {state === "correct" ? (
          <>
            <CheckIcon className="size-6 text-green-700" />
            <span className="sr-only">({t("card.correct")})</span>
          </>
        ) : state === "wrong" ? (
          <>
            <CloseIcon className="size-6 text-red-700" />
            <span className="sr-only">({t("card.wrong")})</span>
          </>
        ) : null}
      </div>
    );
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!locked && read?.ok) onSubmit();
      }}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t("card.yourAnswer")}
      </label>
      <div
        className={cx(
          "flex h-14 items-center rounded-xl border-2 bg-white text-xl shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30",
          problem ? "border-red-600" : "border-slate-300",
        )}
      >
        {unit === "rupees" ? (
          <span aria-hidden="true" className="pl-4 font-bold text-slate-600">
            ₹
          </span>
        ) : null}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          maxLength={40}
          ref={boxRef}
          defaultValue=""
          disabled={locked}
          aria-describedby={cx(describedBy, hintId, problem && errorId)}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => take(event.target.value)}
          onBlur={() => setTouched(true)}
          className="h-full w-full min-w-0 flex-1 bg-transparent px-3 font-semibold text-slate-900 tabular-nums outline-none"
        />
        {unit === "percent" ? (
          <span aria-hidden="true" className="pr-4 font-bold text-slate-600">
            %
          </span>
        ) : null}
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        {unit === "rupees"
          ? t("card.unitRupees")
          : unit === "percent"
            ? t("card.unitPercent")
            : t("card.numberHint")}
        {tolerance ? ` ${t("card.numberWithin", { amount: formatFigure(tolerance, unit) })}` : null}
      </p>
      {problem ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
