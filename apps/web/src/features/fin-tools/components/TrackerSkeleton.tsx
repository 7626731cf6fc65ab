import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Panel } from "./Panel";
import { SummaryCardSkeleton } from "./SummaryCard";

/** The tracker's final layout, in grey, until the categories load (spec section 2). */
export function TrackerSkeleton({ monthLabel }: { monthLabel: string }) {
  const { t } = useTranslation("tracker");
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      <Skeleton className="h-[3.75rem] rounded-2xl" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <SummaryCardSkeleton monthLabel={monthLabel} />
        </div>
        <div aria-hidden="true" className="grid grid-cols-2 gap-2 md:flex md:flex-wrap lg:flex-col">
          {/* The buttons' widths, written out whole so Tailwind sees each class. */}
          {["max-md:hidden md:w-44", "md:w-44", "md:w-48", "md:w-52", "md:w-56"].map((width, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders in a fixed order
            <Skeleton key={i} className={`h-11 rounded-lg lg:w-full ${width}`} />
          ))}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Panel title={t("recent.title")} className="lg:col-span-2">
          <div className="space-y-4 py-2">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-11 w-full" />
            ))}
          </div>
        </Panel>
        <Panel title={t("gauge.title")}>
          <Skeleton className="min-h-64 w-full" />
        </Panel>
        <Panel title={t("workingCapital.title")} className="lg:col-span-2">
          <Skeleton className="h-72 w-full" />
        </Panel>
        <Panel title={t("pie.title")}>
          <Skeleton className="min-h-64 w-full" />
        </Panel>
      </div>
    </div>
  );
}
