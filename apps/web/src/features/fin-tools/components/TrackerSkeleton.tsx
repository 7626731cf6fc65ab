import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Panel } from "./Panel";
import { SummaryCardSkeleton } from "./SummaryCard";

const controls = <Skeleton className="h-9 w-44" />;

/** The tracker's final layout, in grey, until the categories load (spec section 2). */
export function TrackerSkeleton({ monthLabel }: { monthLabel: string }) {
  const { t } = useTranslation("tracker");
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <SummaryCardSkeleton monthLabel={monthLabel} />
        </div>
        <Skeleton className="min-h-36 rounded-2xl" />
      </div>
      <div aria-hidden="true" className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {/* The buttons' widths, written out whole so Tailwind sees each class. */}
        {["col-span-2 sm:col-span-1 sm:w-44", "sm:w-44", "sm:w-48", "sm:w-52", "sm:w-56"].map((width, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders in a fixed order
          <Skeleton key={i} className={`h-11 rounded-lg ${width}`} />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Panel title={t("workingCapital.title")} controls={controls} className="lg:col-span-2">
          <Skeleton className="h-72 w-full" />
        </Panel>
        <Panel title={t("gauge.title")} controls={controls}>
          <Skeleton className="min-h-64 w-full" />
        </Panel>
        <Panel title={t("pie.title")} controls={controls}>
          <Skeleton className="min-h-64 w-full" />
        </Panel>
        <Panel title={t("recent.title")} controls={controls} className="lg:col-span-2">
          <div className="space-y-4 py-2">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-11 w-full" />
            ))}
          </div>
        </Panel>
      </div>
    </div>
  );
}
