import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageSpinner } from "../../../components/ui/Spinner";
import { Switch } from "../../../components/ui/Switch";
import { errorMessage } from "../../../lib/api";
import { formatLongDate } from "../../../lib/format";
import { useMe } from "../../auth";
import {
  type AccountClass,
  accountClassesQuery,
  classKeys,
  joinClass,
  leaveClass,
  setShareEmail,
} from "../api";
import { showUndoToast } from "./UndoToast";

/**
 * /account's "Your classes": each class, who runs it, in plain words what its facilitators can and
 * cannot see, the choice to share one's email with it, and leaving in one tap (with an Undo).
 */
export function YourClasses() {
  const { t } = useTranslation("classes");
  const { user } = useMe();
  const who = user?.sub ?? "visitor";
  const mine = useQuery(accountClassesQuery(who));
  if (mine.isPending) return <PageSpinner label={t("account.loading")} />;
  if (mine.isError) return <FormMessage kind="error">{errorMessage(mine.error)}</FormMessage>;
  const classes = mine.data.classes;
  return (
    <div className="space-y-5">
      {classes.length === 0 ? (
        <p className="text-slate-700">{t("account.none")}</p>
      ) : (
        <ul className="space-y-4">
          {classes.map((cls) => (
            <ClassEntry key={cls.id} cls={cls} email={user?.email ?? ""} who={who} />
          ))}
        </ul>
      )}
      <ButtonLink to="/join" variant="secondary">
        {classes.length === 0 ? t("account.join") : t("account.joinAnother")}
      </ButtonLink>
    </div>
  );
}

function ClassEntry({ cls, email, who }: { cls: AccountClass; email: string; who: string }) {
  const { t } = useTranslation("classes");
  const client = useQueryClient();
  const key = classKeys.mine(who);
  const share = useMutation({
    mutationFn: (on: boolean) => setShareEmail(cls.id, on),
    onSuccess: (next) => client.setQueryData(key, next),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const leave = useMutation({
    mutationFn: () => leaveClass(cls.id),
    onSuccess: (left) => {
      client.setQueryData<{ classes: AccountClass[] }>(key, (list) =>
        list ? { classes: list.classes.filter((c) => c.id !== cls.id) } : list,
      );
      // Its assigned work leaves /home and /courses too.
      void client.invalidateQueries({
        predicate: (query) => !["auth", "account"].includes(String(query.queryKey[0])),
      });
      showUndoToast(left.message, t("account.undo"), () => {
        joinClass({ code: left.code, share_email: left.share_email }).then(
          () => void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "auth" }),
          (error: unknown) => toast.error(errorMessage(error)),
        );
      });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const shared = share.isPending ? (share.variables ?? cls.share_email) : cls.share_email;
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="account-class">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{cls.name}</h3>
          <p className="text-sm text-slate-600">
            {cls.organisation.name} · {t(`kinds.${cls.organisation.kind}`)}
            {cls.archived ? ` · ${t("account.archived")}` : cls.ended ? ` · ${t("account.ended")}` : ""}
          </p>
        </div>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t("account.leaveLabel", { name: cls.name })}
          disabled={leave.isPending}
          onClick={() => leave.mutate()}
        >
          {leave.isPending ? t("account.leaving") : t("account.leave")}
        </Button>
      </div>

      <div className="mt-4 space-y-2 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">{t("account.seesTitle")}</p>
        <p>{t("account.sees")}</p>
        {shared ? <p>{t("account.seesEmailShared")}</p> : null}
        <p>{shared ? t("account.neverSeesShared") : t("account.neverSees")}</p>
      </div>

      <div className="mt-4 text-sm">
        <p className="font-semibold text-slate-900">{t("account.assigned")}</p>
        {cls.assigned.length === 0 ? (
          <p className="text-slate-600">{t("account.nothingAssigned")}</p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
            {cls.assigned.map((item) => (
              <li key={`${item.course_id}-${item.module_id ?? 0}`}>
                {item.module_title
                  ? t("account.moduleOf", { module: item.module_title, course: item.course_title })
                  : t("account.wholeCourse", { course: item.course_title })}
                {item.due_on ? ` · ${t("account.due", { date: formatLongDate(item.due_on) })}` : ""}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-4 border-t border-slate-100 pt-4">
        <Switch
          label={t("account.shareEmail")}
          hint={shared ? t("account.shareEmailOn", { email }) : t("account.shareEmailOff")}
          checked={shared}
          disabled={share.isPending}
          onChange={(on) => share.mutate(on)}
        />
      </div>
    </li>
  );
}

/** /account's entry for this section: its id, names and body, in the learner's language. */
export function useYourClassesSection() {
  const { t } = useTranslation("classes");
  return {
    id: "classes",
    nav: t("account.nav"),
    title: t("account.title"),
    description: t("account.intro"),
    body: <YourClasses />,
  };
}
