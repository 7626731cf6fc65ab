import { canFacilitate } from "@arthshala/contracts/roles";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe } from "../../auth";
import { organisationsQuery } from "../api";
import { Disclosure } from "../components/Disclosure";
import { OrganisationForm } from "../components/OrganisationForm";
import { OrganisationPanel } from "../components/OrganisationPanel";
import { useCanTeach } from "../useCanTeach";
import { useWho } from "../useWho";

/** /teach: a facilitator's organisations and their classes, and where to make both. */
export function TeachPage() {
  const { t } = useTranslation("classes");
  const canTeach = useCanTeach();
  return (
    <Container className="max-w-4xl">
      <PageHeading title={t("teach.title")} subtitle={t("teach.subtitle")} />
      {canTeach ? <Organisations /> : <FormMessage kind="error">{t("teach.notFacilitator")}</FormMessage>}
    </Container>
  );
}

function Organisations() {
  const { t } = useTranslation("classes");
  const list = useQuery(organisationsQuery(useWho()));
  if (list.isPending) return <PageSpinner label={t("teach.loading")} />;
  if (list.isError)
    return (
      <div className="space-y-4">
        <FormMessage kind="error">{errorMessage(list.error)}</FormMessage>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  const organisations = list.data.organisations;
  if (organisations.length === 0)
    return (
      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-xl font-bold text-slate-900">{t("teach.newOrganisation")}</h2>
        <p className="mt-1 mb-5 text-slate-600">{t("teach.firstOrganisation")}</p>
        <OrganisationForm />
      </section>
    );
  return (
    <div className="space-y-6">
      {organisations.map((organisation) => (
        <OrganisationPanel key={organisation.id} organisation={organisation} firstClassOpen />
      ))}
      <Disclosure summary={t("teach.anotherOrganisation")}>
        <OrganisationForm />
      </Disclosure>
    </div>
  );
}

/** The facilitator's organisations and classes, drawn with the page. */
export const loader = pageLoader(async (client) => {
  const me = await ensureMe(client);
  if (me && canFacilitate(me.roles[0])) await ensure(client, organisationsQuery(me.sub));
});
