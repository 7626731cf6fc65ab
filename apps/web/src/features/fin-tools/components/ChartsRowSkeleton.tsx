import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Panel } from "./Panel";

/** The tracker's charts row in its final layout in grey, until its code (ChartsRow, loaded when near) arrives. */
export function ChartsRowSkeleton() {
  const { t } = useTranslation("tracker");
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <Panel title={t("workingCapital.title")} className="lg:col-span-2">
        <Skeleton className="h-[21.25rem] w-full" />
      </Panel>
      <Panel title={t("pie.title")}>
        <Skeleton className="min-h-[21.25rem] w-full" />
      </Panel>
    </div>
  );
}
