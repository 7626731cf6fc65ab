import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ApiError } from "../../../lib/api";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe } from "../../auth";
import { type ClassProgress, classProgressCsvUrl, classProgressQuery, useClassProgress } from "../api";
import { Dashboard } from "../components/Dashboard";

const idOf = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : 0);

/**
 * A class's progress for its facilitators (/teach/classes/:classId/progress): learners × assigned
 * modules with sort and filter, the CSV, the completion chart and how the class answered each question.
 * "Projector view" (?view=projector) draws the same over the whole screen in larger text, without the
 * site's header and footer; Escape or its button leaves it.
 */
export function ClassProgressPage() {
  const { t, i18n } = useTranslation("classProgress");
  const classId = idOf(useParams().classId);
  const query = useClassProgress(classId);
  const [params, setParams] = useSearchParams();
  const projector = params.get("view") === "projector";
  const setProjector = (on: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (on) next.set("view", "projector");
        else next.delete("view");
        return next;
      },
      { replace: true },
    );
  const missing = !classId || (query.error instanceof ApiError && [403, 404].includes(query.error.status));
  const data = query.data;

  return (
    <Container>
      {/* Until the classes' sub-navigation (ClassNav) is merged in: back to the class's own page. */}
      <Link
        to={`/teach/classes/${classId}`}
        className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        {t("page.back", { name: data?.class.name ?? "" })}
      </Link>
      <div className="mt-4">
        <PageHeading title={data ? `${t("page.title")} · ${data.class.name}` : t("page.title")}>
          {data && data.modules.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              <a
                href={classProgressCsvUrl(data.class.id, i18n.language)}
                download
                className={buttonClasses({ variant: "secondary" })}
              >
                {t("page.download")}
              </a>
              <Button onClick={() => setProjector(true)}>{t("page.projector")}</Button>
            </div>
          ) : null}
        </PageHeading>
      </div>
      {data?.class.archived ? <p className="mb-4 text-slate-700">{t("page.archived")}</p> : null}
      {missing ? (
        <p className="rounded-2xl bg-slate-50 p-6 text-slate-700">{t("page.notFound")}</p>
      ) : data ? (
        projector ? (
          <ProjectorView progress={data} onClose={() => setProjector(false)} />
        ) : (
          <Dashboard progress={data} />
        )
      ) : query.isError ? (
        <div className="rounded-2xl bg-slate-50 p-6 text-slate-700">
          <p>{t("page.loadFailed")}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t("page.tryAgain")}
          </Button>
        </div>
      ) : (
        <div className="space-y-3" role="status" aria-label={t("page.loading")}>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </Container>
  );
}

/**
 * The dashboard over the whole screen, text enlarged for a projector, the site's chrome covered. Focus
 * starts on its close button and Escape closes it, so it works from a keyboard at the front of a room.
 */
function ProjectorView({ progress, onClose }: { progress: ClassProgress; onClose: () => void }) {
  const { t } = useTranslation("classProgress");
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <section
      aria-label={t("page.projector")}
      data-testid="projector-view"
      className="fixed inset-0 z-50 overflow-auto bg-white px-6 py-6 text-xl sm:px-10"
    >
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-[1.6em] font-bold text-slate-900">
          {t("page.title")} · {progress.class.name}
        </h2>
        <Button ref={close} variant="secondary" onClick={onClose}>
          {t("page.exitProjector")}
        </Button>
      </div>
      <Dashboard progress={progress} />
    </section>
  );
}

/** The class's progress, for a signed-in facilitator (RequireUser sends visitors away). */
export const loader = pageLoader(async (client, { params }) => {
  const me = await ensureMe(client);
  const classId = idOf(params.classId);
  if (me && classId) await ensure(client, classProgressQuery(me.sub, classId));
});
