import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BookIcon, CheckIcon } from "../../../components/ui/icons";
import { cx } from "../../../lib/cx";
import { ClassLeaderboardLink } from "../../class-progress";
import { assignmentPath, type MyAssignment, useMyAssignments } from "../api";
import { DueLine } from "./DueLine";

/** The learner's assignments grouped by class, each group in the list's order (by due day). */
function byClass(items: MyAssignment[]): { classId: number; name: string; items: MyAssignment[] }[] {
  const groups = new Map<number, { classId: number; name: string; items: MyAssignment[] }>();
  for (const item of items) {
    const group = groups.get(item.class_id) ?? { classId: item.class_id, name: item.class_name, items: [] };
    group.items.push(item);
    groups.set(item.class_id, group);
  }
  return [...groups.values()];
}

function AssignmentRow({ item, today }: { item: MyAssignment; today: string }) {
  const { t } = useTranslation("assignments");
  const done = item.status === "done";
  return (
    <li>
      <Link
        to={assignmentPath(item)}
        className="flex items-start gap-3 p-4 transition-colors hover:bg-brand-50 focus-visible:bg-brand-50"
        data-testid="assignment-row"
      >
        <span
          className={cx(
            "mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full",
            done ? "bg-brand-600 text-white" : "bg-brand-100 text-brand-800",
          )}
        >
          {done ? <CheckIcon className="size-5" /> : <BookIcon className="size-5" />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{item.module_title ?? item.course_title}</span>
          <span className="mt-0.5 block text-sm text-slate-600">
            {item.module_title ? item.course_title : t("home.wholeCourse")}
            {" · "}
            {t("home.cards", { done: item.completed_cards, total: item.total_cards })}
          </span>
          <DueLine dueOn={item.due_on} today={today} done={done} className="mt-1 block text-sm" />
        </span>
      </Link>
    </li>
  );
}

/**
 * /home's "Assigned by <class>": for a learner in a class, what each class gave them with its due day
 * (overdue in red, done with a tick), each opening its module's next card or its course's roadmap.
 * Nothing at all for a learner in no class, while it loads, or if it cannot load (home stands without it).
 */
export function AssignedByClass() {
  const { t } = useTranslation("assignments");
  const query = useMyAssignments();
  const data = query.data;
  if (!data || data.assignments.length === 0) return null;
  return (
    <div className="space-y-6" data-testid="assigned-by-class">
      {byClass(data.assignments).map((group) => (
        <div key={group.classId} className="space-y-2">
          <section aria-labelledby={`assigned-by-${group.classId}`}>
            <h2 id={`assigned-by-${group.classId}`} className="mb-3 text-xl font-bold text-slate-900">
              {t("home.title", { name: group.name })}
            </h2>
            <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              {group.items.map((item) => (
                <AssignmentRow key={item.id} item={item} today={data.today} />
              ))}
            </ul>
          </section>
          {/* The class's weekly leaderboard (features/class-progress), below what the class assigned. */}
          <p className="text-right">
            <ClassLeaderboardLink classId={group.classId} className={group.name} />
          </p>
        </div>
      ))}
    </div>
  );
}
