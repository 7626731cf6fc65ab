import { canFacilitate } from "@arthshala/contracts/roles";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe } from "../../auth";
import { classQuery, membersQuery } from "../api";
import { ClassNav } from "../components/ClassNav";
import { ClassSettings } from "../components/ClassSettings";
import { JoinCodePanel } from "../components/JoinCodePanel";
import { MembersPanel } from "../components/MembersPanel";
import { useCanTeach } from "../useCanTeach";
import { useWho } from "../useWho";

const classIdOf = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : 0);

/** /teach/classes/:classId: a class's code, link and QR, its learners and its settings. */
export function ClassPage() {
  const { t } = useTranslation("classes");
  const classId = classIdOf(useParams().classId);
  const canTeach = useCanTeach();
  const who = useWho();
  const cls = useQuery({ ...classQuery(who, classId), enabled: canTeach && classId > 0 });
  if (!canTeach)
    return (
      <Container className="max-w-4xl">
        <FormMessage kind="error">{t("teach.notFacilitator")}</FormMessage>
      </Container>
    );
  return (
    <Container className="max-w-4xl">
      <ClassNav classId={classId} />
      {cls.isPending && classId ? (
        <PageSpinner label={t("class.loading")} />
      ) : !cls.data ? (
        <div className="space-y-4">
          <FormMessage kind="error">{cls.error ? errorMessage(cls.error) : t("loadFailed")}</FormMessage>
          <Button variant="secondary" onClick={() => void cls.refetch()}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : (
        <>
          <PageHeading
            title={cls.data.name}
            subtitle={`${cls.data.organisation.name} · ${t("teach.language")}: ${t(`languages.${cls.data.language}`)}`}
          />
          {cls.data.status !== "open" ? (
            <p className="-mt-4 mb-6 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t(`class.${cls.data.status}`)}
            </p>
          ) : null}
          <div className="space-y-6">
            <JoinCodePanel cls={cls.data} />
            <MembersPanel cls={cls.data} />
            <ClassSettings cls={cls.data} />
          </div>
        </>
      )}
    </Container>
  );
}

/** The class and its learners, drawn with the page. */
export const loader = pageLoader(async (client, { params }) => {
  const classId = classIdOf(params.classId);
  const me = await ensureMe(client);
  if (!me || !classId || !canFacilitate(me.roles[0])) return;
  await Promise.all([
    ensure(client, classQuery(me.sub, classId)),
    ensure(client, membersQuery(me.sub, classId)),
  ]);
});
