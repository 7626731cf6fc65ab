import { TRUE_FALSE } from "@arthshala/contracts/question-kinds";
import { useTranslation } from "react-i18next";
import { cx } from "../../lib/cx";
import { CheckIcon, CloseIcon } from "../ui/icons";
import type { OptionState } from "./types";

interface TrueFalseChoiceProps {
  labelledBy: string;
  /** "true", "false" or null: the choice not yet sent. */
  chosen: string | null;
  stateOf: (value: string) => OptionState;
  locked: boolean;
  disabled: boolean;
  onChoose: (value: "true" | "false") => void;
}

const looks: Record<OptionState, string> = {
  idle: "border-slate-300 bg-white text-slate-900 hover:border-brand-500 hover:bg-brand-50",
  selected: "border-brand-600 bg-brand-50 text-brand-900 ring-2 ring-brand-600",
  pending: "border-brand-600 bg-brand-50 text-brand-900",
  correct: "border-green-600 bg-green-100 text-green-950 ring-2 ring-green-600",
  wrong: "border-red-600 bg-red-100 text-red-950 ring-2 ring-red-600",
  answer: "border-green-300 bg-green-50 text-green-950",
  unkeyed: "border-amber-500 bg-amber-100 text-amber-950",
  dimmed: "border-slate-200 bg-white text-slate-600 opacity-60",
};

/** A true/false question: two big buttons side by side (True/False, सही/गलत), coloured like options. */
export function TrueFalseChoice({
  labelledBy,
  chosen,
  stateOf,
  locked,
  disabled,
  onChoose,
}: TrueFalseChoiceProps) {
  const { t } = useTranslation("courses");
  return (
    <fieldset aria-labelledby={labelledBy} className="grid min-w-0 grid-cols-2 gap-3">
      {TRUE_FALSE.map((value) => {
        const state = stateOf(value);
        const note =
          state === "correct"
            ? t("card.correct")
            : state === "wrong"
              ? t("card.wrong")
              : state === "answer"
                ? t("card.correctAnswer")
                : state === "pending"
                  ? t("card.checking")
                  : null;
        return (
          <button
            key={value}
            type="button"
            data-state={state}
            disabled={disabled}
            aria-disabled={locked || undefined}
            aria-pressed={!locked ? chosen === value : undefined}
            onClick={() => {
              if (!locked) onChoose(value);
            }}
            className={cx(
              "flex min-h-20 flex-col items-center justify-center gap-1 rounded-2xl border-2 px-3 py-4 text-xl font-bold transition-colors",
              looks[state],
              locked && "cursor-default",
            )}
          >
            <span className="flex items-center gap-2">
              {state === "correct" || state === "answer" ? (
                <CheckIcon className="size-6 text-green-700" aria-hidden="true" />
              ) : state === "wrong" ? (
                <CloseIcon className="size-6 text-red-700" aria-hidden="true" />
              ) : null}
              {value === "true" ? t("card.true") : t("card.false")}
            </span>
            {note ? <span className="sr-only"> ({note})</span> : null}
          </button>
        );
      })}
    </fieldset>
  );
}
