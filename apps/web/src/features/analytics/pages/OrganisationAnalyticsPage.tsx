import { useParams } from "react-router";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe } from "../../auth";
import { analyticsCourseQuery, analyticsCoursesQuery } from "../api";
import { AnalyticsBoard } from "../components/AnalyticsBoard";
import { courseFromSearch, periodFromSearch } from "../period";
import { useAnalyticsText } from "../text";

const organisationOf = (raw: string | undefined) => (/^[1-9][0-9]{0,9}$/.test(raw ?? "") ? Number(raw) : 0);

/**
 * /teach/organisations/:organisationId/analytics: an organisation's own courses, for its owners and
 * facilitators (issue 40). Another organisation's, or Arthshala's, numbers are never theirs: the API
 * answers 404 and the page says there is nothing to see.
 */
export function OrganisationAnalyticsPage() {
  const { t } = useAnalyticsText();
  const organisationId = organisationOf(useParams().organisationId);
  if (!organisationId)
    return (
      <Container>
        <PageHeading title={t("organisationFallback")} />
        <p className="rounded-2xl border border-slate-200 bg-white p-4 text-slate-800">{t("notFound")}</p>
      </Container>
    );
  return (
    <Container>
      <AnalyticsBoard
        scope={{ organisationId }}
        withArticles={false}
        top={(organisation, hidden) => (
          <PageHeading
            title={
              organisation
                ? t("organisationTitle", { organisation: organisation.name })
                : t("organisationFallback")
            }
            subtitle={hidden ? undefined : t("organisationIntro")}
          />
        )}
      />
    </Container>
  );
}

/** The courses (or the course the address names) for the period in the address. */
export const loader = pageLoader(async (client, { params, request }) => {
  const me = await ensureMe(client);
  if (!me || !organisationOf(params.organisationId)) return;
  const search = new URL(request.url).searchParams;
  const scope = { organisationId: organisationOf(params.organisationId) };
  const courseId = courseFromSearch(search);
  const period = periodFromSearch(search);
  await (courseId === null
    ? ensure(client, analyticsCoursesQuery(me.sub, scope, period))
    : ensure(client, analyticsCourseQuery(me.sub, scope, courseId, period)));
});
