import type { FinScoreLogEntry } from "@arthshala/contracts/home";
import { lazy, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { OnceOpened } from "../../../components/ssr/OnceOpened";
import { Skeleton } from "../../../components/ui/Skeleton";
import { HistoryIcon, InfoIcon } from "../../../components/ui/scoreIcons";
import { historyLine } from "../historyLine";
import { FinScoreChange } from "./FinScoreChange";
import { FinScoreGauge } from "./FinScoreGauge";

// Opened by a tap: their code is not on /home's first screen.
const FinScoreHistoryModal = lazy(() =>
  import("./FinScoreHistoryModal").then((m) => ({ default: m.FinScoreHistoryModal })),
);
const FinScoreExplainerModal = lazy(() =>
  import("./FinScoreExplainerModal").then((m) => ({ default: m.FinScoreExplainerModal })),
);

const card = "flex flex-col rounded-3xl border border-slate-200 bg-white p-5 shadow-sm";

function Heading({ children }: { children?: ReactNode }) {
  return (
    <div className="flex h-8 items-center justify-between gap-2">
      <h2 id="finscore-heading" className="text-xl font-bold text-slate-900">
        FinScore
      </h2>
      {children}
    </div>
  );
}

interface FinScoreCardProps {
  score: number;
  /** The newest change (getdata's logData), previewed under the gauge. */
  latest: FinScoreLogEntry | undefined;
}

/** The gauge (opens the history) and the info button (opens "What is FinScore?"). */
export function FinScoreCard({ score, latest }: FinScoreCardProps) {
  const { t } = useTranslation("home");
  const [open, setOpen] = useState<"history" | "explainer" | null>(null);
  const close = () => setOpen(null);
  return (
    <section aria-labelledby="finscore-heading" className={card}>
      <Heading>
        <button
          type="button"
          aria-label={t("finScore.whatIs")}
          aria-haspopup="dialog"
          onClick={() => setOpen("explainer")}
          className="-mr-1.5 rounded-full p-1.5 text-slate-600 transition-colors hover:bg-slate-100 hover:text-brand-800"
        >
          <InfoIcon className="size-6" />
        </button>
      </Heading>
      {/* Named by what it shows ("FinScore 120 of 1000 View history"), not by a label of its own: a
          name that holds the visible text in order is what voice control and WCAG 2.5.3 expect. */}
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen("history")}
        className="mt-2 flex flex-col items-center rounded-2xl p-2 transition-colors hover:bg-brand-50"
      >
        <span className="sr-only">FinScore </span>
        <FinScoreGauge score={score} />
        <span className="mt-3 inline-flex h-5 items-center gap-1.5 text-sm font-semibold text-brand-800">
          <HistoryIcon className="size-4" />
          {t("finScore.viewHistory")}
        </span>
      </button>
      <p className="mt-3 flex h-5 items-center justify-center gap-2 text-sm text-slate-600">
        {latest ? (
          <>
            <span className="shrink-0">{t("finScore.latest")}</span>
            <FinScoreChange change={latest.change} className="shrink-0" />
            <span className="truncate">{historyLine(t, latest)}</span>
          </>
        ) : (
          <span className="truncate">{t("finScore.firstPoints")}</span>
        )}
      </p>
      <OnceOpened open={open === "history"}>
        <FinScoreHistoryModal open={open === "history"} onClose={close} />
      </OnceOpened>
      <OnceOpened open={open === "explainer"}>
        <FinScoreExplainerModal open={open === "explainer"} onClose={close} />
      </OnceOpened>
    </section>
  );
}

/** The same card while the home data loads: equal heights, so nothing moves when it arrives. */
export function FinScoreCardSkeleton() {
  return (
    <section aria-labelledby="finscore-heading" className={card}>
      <Heading />
      <div aria-hidden="true" className="mt-2 flex flex-col items-center p-2">
        <div className="relative mx-auto aspect-[200/112] w-full max-w-60">
          <Skeleton className="absolute inset-0 rounded-t-full" />
        </div>
        <Skeleton className="mt-3 h-5 w-28" />
      </div>
      <Skeleton className="mx-auto mt-3 h-5 w-48" />
    </section>
  );
}
