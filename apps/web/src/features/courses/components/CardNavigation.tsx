import type { ViewerCard } from "@arthshala/contracts/learning";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ArrowLeftIcon, ArrowRightIcon } from "../../../components/cards/icons";
import { Button } from "../../../components/ui/Button";
import { translate } from "../../../lib/i18n";
import { type CardPath, cardPagePath, moduleFinishPath } from "../api";

const text = (key: "previous" | "previousModule" | "next" | "nextModule" | "finishCourse") =>
  translate(`courses:viewer.${key}`);

type Target = { to: string; label: string } | null;

/**
 * Where Previous and Next lead: the neighbour in the module, or the neighbouring module's first card
 * back; forward from a module's last card, through its review round and celebration (moduleFinishPath),
 * which lead on to the next module.
 */
export function navigationTargets(card: ViewerCard, { courseId, moduleId }: CardPath) {
  const prev: Target =
    card.prevCardId !== null
      ? { to: cardPagePath({ courseId, moduleId, cardId: card.prevCardId }), label: text("previous") }
      : card.prevModuleFirstCard
        ? { to: cardPagePath({ courseId, ...card.prevModuleFirstCard }), label: text("previousModule") }
        : null;
  const next: Target =
    card.nextCardId !== null
      ? { to: cardPagePath({ courseId, moduleId, cardId: card.nextCardId }), label: text("next") }
      : {
          to: moduleFinishPath({ courseId, moduleId }),
          label: card.nextModuleFirstCard ? text("nextModule") : text("finishCourse"),
        };
  return { prev, next };
}

/** An unanswered question in the lesson: the primary button sends the chosen answer. */
export interface CheckAction {
  /** Something is chosen (or written). */
  ready: boolean;
  busy: boolean;
  onCheck: () => void;
}

interface CardNavigationProps {
  card: ViewerCard;
  path: CardPath;
  completed: boolean;
  check?: CheckAction;
}

/**
 * The lesson's action bar: Previous (Previous Module at a module's start) and the primary action:
 * Check for an unanswered question, else Next / Next Module / Finish course. Next stays disabled,
 * saying why, until the card is completed.
 */
export function CardNavigation({ card, path, completed, check }: CardNavigationProps) {
  const { t } = useTranslation("courses");
  const navigate = useNavigate();
  const { prev, next } = navigationTargets(card, path);
  const primary =
    "h-auto min-h-12 py-2 text-center leading-snug disabled:border disabled:border-dashed disabled:border-slate-300 disabled:bg-slate-50 disabled:text-slate-700 disabled:opacity-100 disabled:shadow-none";
  return (
    <nav aria-label={t("viewer.navigation")} className="grid grid-cols-[auto_1fr] items-stretch gap-3">
      <Button
        variant="secondary"
        className="h-auto min-h-12 py-2"
        disabled={!prev}
        onClick={() => prev && navigate(prev.to)}
        aria-label={prev?.label ?? t("viewer.previous")}
      >
        <ArrowLeftIcon className="size-5 shrink-0" />
        <span className="hidden sm:inline">{prev?.label ?? t("viewer.previous")}</span>
      </Button>
      {check ? (
        <Button className={primary} disabled={!check.ready || check.busy} onClick={check.onCheck}>
          {t("viewer.check")}
        </Button>
      ) : (
        <Button className={primary} disabled={!completed} onClick={() => next && navigate(next.to)}>
          {completed ? next?.label : t("viewer.nextLocked")}
          {completed ? <ArrowRightIcon className="size-5 shrink-0" /> : null}
        </Button>
      )}
    </nav>
  );
}
