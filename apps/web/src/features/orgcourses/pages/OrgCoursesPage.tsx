import type { AuthoringCourse } from "@arthshala/contracts/org-courses";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { ArrowLeftIcon } from "../../../components/ui/icons";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import { ensure, pageLoader } from "../../../lib/route-data";
import { coursesQuery, PlusIcon, scopeOf } from "../../admin";
import { OrgCourseTile } from "../components/OrgCourseTile";

/**
 * /teach/organisations/:organisationId/courses (issue 40): the organisation's own courses, for its owners
 * and facilitators, with the way into the admin's authoring screens (mounted for the organisation) and
 * a preview as their learners see it. In the reader's language; the authoring forms stay the admin's English.
 */
export function OrgCoursesPage() {
  const { t } = useTranslation("orgCourses");
  const { organisationId } = useParams();
  const scope = useMemo(() => scopeOf({ organisationId }), [organisationId]);
  const courses = useQuery(coursesQuery(scope));
  const organisation = courses.data?.[0]?.organisation?.name;
  const refused = courses.error instanceof ApiError && [403, 404, 400].includes(courses.error.status);
  const add = (
    <ButtonLink to={scope.paths.addCourse}>
      <PlusIcon />
      {t("add")}
    </ButtonLink>
  );

  return (
    <Container className="max-w-5xl">
      <Link
        to="/teach"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        <ArrowLeftIcon className="size-4" />
        {t("back")}
      </Link>
      <PageHeading
        title={t("title")}
        subtitle={organisation ? t("subtitleNamed", { organisation }) : t("subtitle")}
      >
        {refused ? null : add}
      </PageHeading>
      {courses.isPending ? (
        <PageSpinner label={t("loading")} />
      ) : refused ? (
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {t("notYours")}
        </p>
      ) : courses.error ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
        >
          <p className="text-red-800">{t("loadFailed")}</p>
          <Button size="sm" variant="secondary" onClick={() => void courses.refetch()}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : courses.data.length === 0 ? (
        <div className="flex flex-col items-center gap-5 rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-12 text-center">
          <p className="max-w-md text-slate-700">{t("empty")}</p>
          {add}
        </div>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {courses.data.map((course: AuthoringCourse) => (
            <li key={course.id}>
              <OrgCourseTile course={course} scope={scope} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

export const loader = pageLoader((client, { params }) => ensure(client, coursesQuery(scopeOf(params))));
