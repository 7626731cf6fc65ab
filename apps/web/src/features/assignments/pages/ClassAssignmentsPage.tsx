import { canFacilitate } from "@arthshala/contracts/roles";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ApiError } from "../../../lib/api";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe, useMe } from "../../auth";
import { ClassNav } from "../../classes";
import { assignableQuery, classAssignmentsQuery, useAssignable, useClassAssignments } from "../api";
import { AssignForm } from "../components/AssignForm";
import { ClassAssignmentItem } from "../components/ClassAssignmentItem";

/** The route's class id, a positive whole number, or null (no such page). */
function readClassId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const card = "rounded-2xl border border-slate-200 bg-white shadow-sm";

function Loading() {
  const { t } = useTranslation("assignments");
  return (
    <div>
      <p role="status" className="sr-only">
        {t("teach.loading")}
      </p>
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Skeleton className="h-80 rounded-2xl" />
        <Skeleton className="h-80 rounded-2xl" />
      </div>
    </div>
  );
}

function ClassAssignments({ classId }: { classId: number }) {
  const { t } = useTranslation("assignments");
  const list = useClassAssignments(classId);
  const assignable = useAssignable(classId);

  if (list.isPending) return <Loading />;
  if (list.isError) {
    const missing = list.error instanceof ApiError && [403, 404].includes(list.error.status);
    return (
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
        <p className="text-slate-700">{missing ? t("teach.notFound") : t("teach.loadFailed")}</p>
        {missing ? null : (
          <Button variant="secondary" className="mt-4" onClick={() => void list.refetch()}>
            {t("teach.tryAgain")}
          </Button>
        )}
      </div>
    );
  }
  const data = list.data;
  return (
    <>
      <p className="text-sm font-semibold text-brand-800">{data.class.name}</p>
      <PageHeading title={t("teach.title")} subtitle={t("teach.intro")} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <section aria-labelledby="assign-heading" className={`${card} p-4 sm:p-6`}>
          <h2 id="assign-heading" className="mb-4 text-xl font-bold text-slate-900">
            {t("teach.form.title")}
          </h2>
          {data.class.archived ? (
            <p className="text-slate-700">{t("teach.archived")}</p>
          ) : assignable.data ? (
            <AssignForm classId={classId} courses={assignable.data.courses} today={data.today} />
          ) : assignable.isError ? (
            <p className="text-slate-700">{t("teach.loadFailed")}</p>
          ) : (
            <Skeleton className="h-64" />
          )}
        </section>
        <section aria-labelledby="assigned-heading">
          <h2 id="assigned-heading" className="mb-3 text-xl font-bold text-slate-900">
            {t("teach.list.title")}
          </h2>
          {data.assignments.length === 0 ? (
            <p className={`${card} p-6 text-slate-700`}>{t("teach.list.empty")}</p>
          ) : (
            <ul className={`${card} divide-y divide-slate-200`}>
              {data.assignments.map((item) => (
                <ClassAssignmentItem
                  key={item.id}
                  classId={classId}
                  item={item}
                  members={data.members}
                  today={data.today}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

/**
 * /teach/classes/:classId/assignments: a facilitator's assignments of one class (issue 40): assign a
 * course or module with an optional due day, see how many finished each, change a due day, remove.
 * Anyone else (a learner, another organisation's facilitator) reads that the class was not found.
 */
export function ClassAssignmentsPage() {
  const { t } = useTranslation("assignments");
  const { user } = useMe();
  const classId = readClassId(useParams().classId);
  const allowed = user !== null && canFacilitate(user.roles[0]);
  return (
    <Container>
      {classId && allowed ? (
        <>
          <ClassNav classId={classId} />
          <ClassAssignments classId={classId} />
        </>
      ) : (
        <p className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
          {t("teach.notFound")}
        </p>
      )}
    </Container>
  );
}

export const loader = pageLoader(async (client, { params }) => {
  const me = await ensureMe(client);
  const classId = readClassId(params.classId);
  if (!me || !classId || !canFacilitate(me.roles[0])) return;
  await Promise.all([
    ensure(client, classAssignmentsQuery(me.sub, classId)),
    ensure(client, assignableQuery(me.sub, classId)),
  ]);
});
