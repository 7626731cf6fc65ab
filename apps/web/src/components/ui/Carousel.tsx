import {
  Children,
  isValidElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";

/** Spec section 9: the start arrow enables past 2 px, the end arrow while more than 10 px remain. */
export const START_THRESHOLD = 2;
export const END_THRESHOLD = 10;

interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Explore Courses". */
  label: string;
  /** What sits left of the arrows (usually the section heading). */
  heading?: ReactNode;
  /** Pixels per arrow click; by default nine tenths of the visible width. */
  step?: number;
  /** One child per slide; each becomes a snap point. */
  children: ReactNode;
  className?: string;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

const arrowClasses =
  "inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm transition-colors hover:border-brand-600 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-slate-300 disabled:hover:text-slate-800";

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-5"
    >
      <path d={direction === "left" ? "M15 6l-6 6 6 6" : "M9 6l6 6-6 6"} />
    </svg>
  );
}

/**
 * A horizontally scrolling row with snap points and arrow buttons that are enabled only while more
 * can be scrolled that way. Keyboard users reach the arrows and every slide with Tab (focusing a slide
 * scrolls it into view).
 */
export function Carousel({ label, heading, step, children, className }: CarouselProps) {
  const { t } = useTranslation();
  const scrollerId = useId();
  const scrollerRef = useRef<HTMLUListElement>(null);
  const [canLeft, setCanLeft] = useState(false);
  const [canRight, setCanRight] = useState(false);
  const slides = Children.toArray(children);

  const measure = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    setCanLeft(el.scrollLeft > START_THRESHOLD);
    setCanRight(el.scrollLeft + el.clientWidth < el.scrollWidth - END_THRESHOLD);
  }, []);

  // Re-measure when the slides change (data arrived) as well as on scroll and resize.
  // biome-ignore lint/correctness/useExhaustiveDependencies: slides.length is the trigger, not a value read.
  useEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
      observer?.disconnect();
    };
  }, [measure, slides.length]);

  const scroll = (direction: -1 | 1) => {
    const el = scrollerRef.current;
    if (!el) return;
    const left = direction * (step ?? Math.max(200, Math.round(el.clientWidth * 0.9)));
    const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
    if (typeof el.scrollBy === "function") el.scrollBy({ left, behavior });
    else el.scrollLeft += left;
  };

  return (
    <section aria-roledescription="carousel" aria-label={label} className={className}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <div className="min-w-0">{heading}</div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className={arrowClasses}
            aria-label={t("ui.scrollLeft")}
            aria-controls={scrollerId}
            disabled={!canLeft}
            onClick={() => scroll(-1)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className={arrowClasses}
            aria-label={t("ui.scrollRight")}
            aria-controls={scrollerId}
            disabled={!canRight}
            onClick={() => scroll(1)}
          >
            <Chevron direction="right" />
          </button>
        </div>
      </div>
      {/* No tabIndex: the slides are links or buttons, and focusing one scrolls it into view. */}
      <ul
        id={scrollerId}
        ref={scrollerRef}
        aria-label={t("ui.scrollableList", { label })}
        className="-mx-1 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-1 px-1 pt-1 pb-4 [scrollbar-width:thin] motion-safe:scroll-smooth"
      >
        {slides.map((slide) => (
          <li key={isValidElement(slide) ? slide.key : String(slide)} className="flex shrink-0 snap-start">
            {slide}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec section 9, home carousel: 310 px per click on narrow screens, 620 px, and 930 px from 1400 px wide. */
export function homeCarouselStep(width: number): number {
  if (width >= 1400) return 930;
  if (width >= 768) return 620;
  return 310;
}

/** The home carousel's step for the current window width, updated on resize. */
export function useHomeCarouselStep(): number {
  // The server draws for a phone (most of our learners); the browser then knows its width.
  const [step, setStep] = useState(() =>
    homeCarouselStep(typeof window === "undefined" ? 0 : window.innerWidth),
  );
  useEffect(() => {
    const update = () => setStep(homeCarouselStep(window.innerWidth));
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return step;
}
