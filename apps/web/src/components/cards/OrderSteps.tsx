import { readSteps } from "@arthshala/contracts/question-kinds";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../../lib/cx";
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, CloseIcon } from "../ui/icons";
import type { AnswerState } from "./types";

interface OrderStepsProps {
  labelledBy: string;
  /** The steps as the server sent them (shuffled). */
  options: string[];
  answer: AnswerState;
  pending: boolean;
  locked: boolean;
  /** The learner's order as the answer is sent: a JSON list of the steps. */
  onDraft: (draft: string) => void;
}

const moveButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:border-brand-500 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40";

/**
 * A put-in-order question: the steps as a numbered list, each with Move up and Move down buttons (named
 * for their step, so a screen reader says what moves; the new place is announced and the focus stays
 * on the moved step's button). The page's Check sends the order. After answering: each step green
 * where it stands in the right place, red where not; the right order is in the verdict.
 */
export function OrderSteps({ labelledBy, options, answer, pending, locked, onDraft }: OrderStepsProps) {
  const { t } = useTranslation("courses");
  const [steps, setSteps] = useState(options);
  const [announce, setAnnounce] = useState("");
  const listRef = useRef<HTMLOListElement>(null);
  const answered = answer.userAnswer !== null;
  const shown = answered ? (readSteps(answer.userAnswer!) ?? steps) : steps;
  const key = answered && !pending && answer.correct_answer ? readSteps(answer.correct_answer) : null;

  const move = (from: number, by: -1 | 1) => {
    const to = from + by;
    if (locked || to < 0 || to >= steps.length) return;
    const next = [...steps];
    [next[from], next[to]] = [next[to]!, next[from]!];
    setSteps(next);
    onDraft(JSON.stringify(next));
    setAnnounce(t("card.moved", { step: next[to], position: to + 1, count: next.length }));
    // Keep the focus with the step that moved: on the same button at its new place, or the other one
    // when it reached an end (that button is then disabled).
    requestAnimationFrame(() => {
      const row = listRef.current?.children[to];
      const atEnd = (by === -1 && to === 0) || (by === 1 && to === next.length - 1);
      const which = by === -1 ? (atEnd ? "down" : "up") : atEnd ? "up" : "down";
      row?.querySelector<HTMLButtonElement>(`[data-move="${which}"]`)?.focus();
    });
  };

  return (
    <div className="space-y-3">
      {answered ? null : <p className="text-sm font-medium text-slate-700">{t("card.orderHint")}</p>}
      {answered ? <p className="text-sm font-semibold text-slate-800">{t("card.yourOrder")}</p> : null}
      <ol ref={listRef} aria-labelledby={labelledBy} className="space-y-2.5">
        {shown.map((step, index) => {
          const right = key ? key[index] === step : null;
          const state = pending
            ? "pending"
            : right === true
              ? "correct"
              : right === false
                ? "wrong"
                : answered
                  ? "unkeyed"
                  : "idle";
          return (
            <li
              key={step}
              data-state={state}
              className={cx(
                "flex items-center gap-2 rounded-xl border-2 py-2 pr-2 pl-3 text-base font-medium sm:gap-3",
                state === "idle" && "border-slate-300 bg-white text-slate-900",
                state === "pending" && "border-brand-600 bg-brand-50 text-slate-900",
                state === "correct" && "border-green-600 bg-green-100 text-green-950",
                state === "wrong" && "border-red-600 bg-red-100 text-red-950",
                state === "unkeyed" && "border-amber-500 bg-amber-100 text-amber-950",
              )}
            >
              <span
                aria-hidden="true"
                className={cx(
                  "inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                  state === "correct"
                    ? "bg-green-700 text-white"
                    : state === "wrong"
                      ? "bg-red-700 text-white"
                      : "bg-slate-100 text-slate-700",
                )}
              >
                {index + 1}
              </span>
              <span className="sr-only">{t("card.step", { position: index + 1 })}: </span>
              <span className="min-w-0 flex-1 leading-snug">{step}</span>
              {state === "correct" ? (
                <>
                  <CheckIcon className="size-5 shrink-0 text-green-700" />
                  <span className="sr-only"> ({t("card.rightPlace")})</span>
                </>
              ) : state === "wrong" ? (
                <>
                  <CloseIcon className="size-5 shrink-0 text-red-700" />
                  <span className="sr-only"> ({t("card.wrongPlace")})</span>
                </>
              ) : null}
              {answered ? null : (
                <span className="flex shrink-0 gap-1.5">
                  <button
                    type="button"
                    data-move="up"
                    className={moveButton}
                    disabled={locked || index === 0}
                    aria-label={t("card.moveUp", { step })}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowLeftIcon className="size-5 rotate-90" />
                  </button>
                  <button
                    type="button"
                    data-move="down"
                    className={moveButton}
                    disabled={locked || index === shown.length - 1}
                    aria-label={t("card.moveDown", { step })}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowRightIcon className="size-5 rotate-90" />
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {answered ? null : (
        <p role="status" aria-live="polite" className="sr-only">
          {announce}
        </p>
      )}
    </div>
  );
}
