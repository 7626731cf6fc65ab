import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ClassSummary } from "../api";
import { StatusBadge } from "./StatusBadge";

/** "12 of 40" (with a cap), or "12 learners". */
export function useLearnerCount() {
  const { t } = useTranslation("classes");
  return (count: number, capacity: number | null) =>
    capacity === null ? t("learners", { count }) : t("learnersOf", { count, capacity });
}

/** One class in /teach's list: its name (to its page), status, learners, language and code. */
export function ClassRow({ cls }: { cls: ClassSummary }) {
  const { t } = useTranslation("classes");
  const learners = useLearnerCount();
  return (
    <li>
      <Link
        to={`/teach/classes/${cls.id}`}
        className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl px-3 py-3 hover:bg-brand-50"
      >
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{cls.name}</span>
            <StatusBadge status={cls.status} />
          </span>
          <span className="mt-0.5 block text-sm text-slate-600">
            {learners(cls.members_count, cls.capacity)} · {t(`languages.${cls.language}`)}
          </span>
        </span>
        <span className="text-sm text-slate-600">
          {t("teach.codeLabel")}{" "}
          <span className="font-mono font-semibold tracking-wider text-slate-800">{cls.join_code}</span>
        </span>
      </Link>
    </li>
  );
}
