import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/ui/Button";
import { Skeleton } from "../../../components/ui/Skeleton";
import { courseRoadmapPath, useCourses } from "../../courses";

/** Spec: "Give It a Go" opens the roadmap of the last course in the list (roadmaps are public). */
export function GiveItAGo() {
  const { t } = useTranslation("landing");
  const { data, isPending } = useCourses();
  if (isPending) return <Skeleton className="h-12 w-36 rounded-lg" />;
  const last = data?.at(-1);
  return (
    <ButtonLink to={last ? courseRoadmapPath(last.id) : "/courses"} variant="secondary" size="lg">
      {t("giveItAGo")}
    </ButtonLink>
  );
}
