import type { ViewerCard } from "@arthshala/contracts/learning";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ArrowLeftIcon, ArrowRightIcon } from "../../../components/cards/icons";
import { Button } from "../../../components/ui/Button";
import { i18n } from "../../../lib/i18n";
import { type CardPath, cardPagePath } from "../api";

const text = (key: "previous" | "previousModule" | "next" | "nextModule" | "nextLocked" | "noFurther") =>
  i18n.t(`courses:viewer.${key}`);

type Target = { to: string; label: string } | null;

/** Where Previous and Next lead: the neighbour in the module, or the neighbouring module's first card. */
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
      : card.nextModuleFirstCard
        ? { to: cardPagePath({ courseId, ...card.nextModuleFirstCard }), label: text("nextModule") }
        : null;
  return { prev, next };
}

interface CardNavigationProps {
  card: ViewerCard;
  path: CardPath;
  completed: boolean;
}

/**
 * Previous / Next (or Previous Module / Next Module at module edges). Next stays disabled, saying why,
 * until the card is completed, and for good at the very end of the course.
 */
export function CardNavigation({ card, path, completed }: CardNavigationProps) {
  const { t } = useTranslation("courses");
  const navigate = useNavigate();
  const { prev, next } = navigationTargets(card, path);
  const nextText = !next ? t("viewer.noFurther") : !completed ? t("viewer.nextLocked") : next.label;
  return (
    <nav
      aria-label={t("viewer.navigation")}
      className="mt-6 grid grid-cols-[auto_1fr] items-stretch gap-3 sm:grid-cols-2"
    >
      <Button
        variant="secondary"
        className="h-auto min-h-11 py-2"
        disabled={!prev}
        onClick={() => prev && navigate(prev.to)}
      >
        <ArrowLeftIcon className="size-5 shrink-0" />
        {prev?.label ?? t("viewer.previous")}
      </Button>
      <Button
        className="h-auto min-h-11 py-2 text-center leading-snug disabled:border disabled:border-dashed disabled:border-slate-300 disabled:bg-slate-50 disabled:text-slate-700 disabled:opacity-100 disabled:shadow-none"
        disabled={!next || !completed}
        onClick={() => next && navigate(next.to)}
      >
        {nextText}
        {next && completed ? <ArrowRightIcon className="size-5 shrink-0" /> : null}
      </Button>
    </nav>
  );
}
