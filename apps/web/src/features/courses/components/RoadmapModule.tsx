import type { RoadmapModule as RoadmapModuleData } from "@arthshala/contracts/learning";
import type { RoadmapState } from "@arthshala/contracts/learning-rules";
import type { ComponentType, CSSProperties, ReactNode, SVGProps } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  AudioCardIcon,
  ImageCardIcon,
  LockIcon,
  QuestionCardIcon,
  TextCardIcon,
  VideoCardIcon,
} from "../../../components/cards/icons";
import { CheckIcon } from "../../../components/ui/icons";
import { cx } from "../../../lib/cx";
import { cardPagePath } from "../api";

type CardData = RoadmapModuleData["cards"][number];

const ROW_HEIGHT = 104; // px per card on the path
const NODE = 60; // px, node diameter
const SIDE = 28; // % from the edge where nodes sit, alternating left and right

const typeIcons: Record<CardData["content_type"], ComponentType<SVGProps<SVGSVGElement>>> = {
  text: TextCardIcon,
  image: ImageCardIcon,
  video: VideoCardIcon,
  audio: AudioCardIcon,
  question: QuestionCardIcon,
};

const nodeClasses: Record<RoadmapState, string> = {
  completed: "border-brand-700 bg-brand-600 text-white",
  current: "border-amber-500 bg-amber-300 text-amber-950 shadow-lg shadow-amber-200",
  unlocked: "border-brand-500 bg-white text-brand-700",
  locked: "border-slate-300 bg-slate-100 text-slate-500",
};

const xOf = (index: number) => (index % 2 === 0 ? SIDE : 100 - SIDE);

/** The dashed path joining the nodes, drawn in a 0..100-wide box stretched to the column's width. */
function PathLine({ states }: { states: RoadmapState[] }) {
  const height = states.length * ROW_HEIGHT;
  const segments = states.slice(0, -1).map((state, i) => {
    const y1 = i * ROW_HEIGHT + ROW_HEIGHT / 2;
    const y2 = y1 + ROW_HEIGHT;
    const bend = ROW_HEIGHT * 0.55;
    return {
      d: `M ${xOf(i)} ${y1} C ${xOf(i)} ${y1 + bend} ${xOf(i + 1)} ${y2 - bend} ${xOf(i + 1)} ${y2}`,
      done: state === "completed",
    };
  });
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 100 ${height}`}
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-x-0 top-0 w-full"
      style={{ height }}
    >
      {segments.map((s) => (
        <path
          key={s.d}
          d={s.d}
          fill="none"
          vectorEffect="non-scaling-stroke"
          strokeLinecap="round"
          className={s.done ? "stroke-brand-500" : "stroke-slate-300"}
          strokeWidth={s.done ? 6 : 4}
          strokeDasharray={s.done ? undefined : "2 10"}
        />
      ))}
    </svg>
  );
}

function Node({ state, type }: { state: RoadmapState; type: CardData["content_type"] }) {
  const TypeIcon = typeIcons[type];
  return (
    <span className="relative shrink-0" style={{ width: NODE, height: NODE }}>
      {state === "current" ? (
        <span
          aria-hidden="true"
          className="absolute inset-0 rounded-full bg-amber-300/70 motion-safe:animate-ping"
        />
      ) : null}
      <span
        className={cx(
          "relative flex size-full items-center justify-center rounded-full border-4 transition-transform group-hover:scale-105 motion-reduce:transition-none",
          nodeClasses[state],
        )}
      >
        {state === "completed" ? (
          <CheckIcon className="size-7" strokeWidth={2.6} />
        ) : state === "locked" ? (
          <LockIcon className="size-6" />
        ) : (
          <TypeIcon className="size-7" />
        )}
      </span>
    </span>
  );
}

interface RoadmapModuleProps {
  courseId: number;
  module: RoadmapModuleData;
  states: RoadmapState[];
  index: number;
  count: number;
  /** Said under the module's heading: e.g. that the placement check skipped it, and a way back (issue 42). */
  note?: ReactNode;
}

/** One module: its heading, then its cards as nodes on a zigzag path. */
export function RoadmapModule({ courseId, module, states, index, count, note }: RoadmapModuleProps) {
  const { t } = useTranslation("courses");
  const done = states.filter((s) => s === "completed").length;
  const headingId = `module-${module.moduleId}-heading`;
  return (
    <section aria-labelledby={headingId} className="mb-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
            {t("roadmap.moduleOf", { number: index + 1, count })}
          </p>
          <p className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {t("roadmap.moduleDone", { done, total: module.cards.length })}
          </p>
        </div>
        <h2 id={headingId} className="mt-1 text-lg font-bold text-slate-900 sm:text-xl">
          {module.moduleTitle}
        </h2>
        {module.moduleDescription ? (
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{module.moduleDescription}</p>
        ) : null}
        {note}
      </div>

      <ol className="relative mt-2" style={{ height: module.cards.length * ROW_HEIGHT }}>
        <PathLine states={states} />
        {module.cards.map((card, i) => {
          const state = states[i] ?? "locked";
          const left = i % 2 === 0;
          const place: CSSProperties = {
            [left ? "left" : "right"]: `calc(${SIDE}% - ${NODE / 2}px)`,
            maxWidth: `calc(${100 - SIDE}% + ${NODE / 2}px)`,
          };
          const classes = cx(
            "group absolute top-1/2 flex -translate-y-1/2 items-center gap-3 rounded-2xl p-1",
            left ? "flex-row" : "flex-row-reverse text-right",
          );
          const label = (
            <>
              <Node state={state} type={card.content_type} />
              <span className="min-w-0">
                <span
                  className={cx(
                    "line-clamp-2 text-sm font-semibold sm:text-base",
                    state === "locked" ? "text-slate-500" : "text-slate-900 group-hover:text-brand-800",
                  )}
                >
                  {card.title}
                </span>
                <span className="block text-xs text-slate-600">
                  {t(`cardTypes.${card.content_type}`)}
                  {state === "current" ? (
                    <span className="font-semibold text-amber-800"> · {t("roadmap.upNext")}</span>
                  ) : null}
                </span>
                <span className="sr-only">, {t(`states.${state}`)}</span>
              </span>
            </>
          );
          return (
            <li
              key={card.card_id}
              className="absolute inset-x-0"
              style={{ top: i * ROW_HEIGHT, height: ROW_HEIGHT }}
            >
              {state === "locked" ? (
                // Not disabled: clicking a locked card explains why it is locked (its name ends in "locked").
                <button
                  type="button"
                  data-state={state}
                  className={cx(classes, "cursor-not-allowed")}
                  style={place}
                  onClick={() => toast.error(t("roadmap.cardLocked"), { id: "card-locked" })}
                >
                  {label}
                </button>
              ) : (
                <Link
                  to={cardPagePath({ courseId, moduleId: module.moduleId, cardId: card.card_id })}
                  data-state={state}
                  aria-current={state === "current" ? "step" : undefined}
                  className={classes}
                  style={place}
                >
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function RoadmapSkeleton() {
  return (
    <div aria-hidden="true">
      {[0, 1].map((m) => (
        <div key={m} className="mb-10">
          <div className="h-24 animate-pulse rounded-2xl bg-slate-200" />
          <div className="relative mt-2" style={{ height: 4 * ROW_HEIGHT }}>
            {[0, 1, 2, 3].map((i) => (
              <div
                key={i}
                className="absolute flex items-center gap-3"
                style={{
                  top: i * ROW_HEIGHT + (ROW_HEIGHT - NODE) / 2,
                  [i % 2 === 0 ? "left" : "right"]: `calc(${SIDE}% - ${NODE / 2}px)`,
                  flexDirection: i % 2 === 0 ? "row" : "row-reverse",
                }}
              >
                <div
                  className="animate-pulse rounded-full bg-slate-200"
                  style={{ width: NODE, height: NODE }}
                />
                <div className="h-4 w-28 animate-pulse rounded bg-slate-200" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
