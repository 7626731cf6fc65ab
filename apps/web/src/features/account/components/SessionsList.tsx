import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { Skeleton } from "../../../components/ui/Skeleton";
import { errorMessage } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format";
import {
  type AccountSession,
  accountKeys,
  revokeOtherSessions,
  revokeSession,
  useSessions,
  useWho,
} from "../api";

/** Where the learner is signed in (device, first sign-in, last seen); sign any other one out, or all. */
export function SessionsList() {
  const { t } = useTranslation("account");
  const who = useWho();
  const client = useQueryClient();
  const sessions = useSessions();
  const key = accountKeys.sessions(who);
  const drop = (keep: (s: AccountSession) => boolean) =>
    client.setQueryData<AccountSession[]>(key, (list) => list?.filter(keep));

  const revoke = useMutation({
    mutationFn: revokeSession,
    onSuccess: (_, id) => {
      drop((s) => s.id !== id);
      toast.success(t("sessions.signedOut"));
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  const revokeOthers = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => {
      drop((s) => s.current);
      toast.success(t("sessions.othersSignedOut"));
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });

  if (sessions.isPending) {
    return (
      <div className="space-y-3">
        <p role="status" className="sr-only">
          {t("sessions.loading")}
        </p>
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-16 rounded-xl" />
      </div>
    );
  }
  if (sessions.isError) return <FormMessage kind="error">{errorMessage(sessions.error)}</FormMessage>;

  const list = sessions.data;
  const others = list.filter((s) => !s.current).length;
  return (
    <>
      <ul
        className="divide-y divide-slate-100 rounded-xl border border-slate-200"
        aria-label={t("sections.sessions")}
      >
        {list.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                {session.device}
                {session.current ? (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    {t("sessions.thisDevice")}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-600">
                {t("sessions.when", {
                  signedIn: formatDateTime(session.signed_in_at),
                  lastSeen: formatDateTime(session.last_seen_at),
                })}
              </p>
            </div>
            {session.current ? null : (
              <Button
                variant="secondary"
                size="sm"
                disabled={revoke.isPending && revoke.variables === session.id}
                onClick={() => revoke.mutate(session.id)}
                aria-label={t("sessions.signOutLabel", {
                  device: session.device,
                  lastSeen: formatDateTime(session.last_seen_at),
                })}
              >
                {t("sessions.signOut")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Button variant="secondary" disabled={revokeOthers.isPending} onClick={() => revokeOthers.mutate()}>
          {revokeOthers.isPending ? t("sessions.signingOut") : t("sessions.signOutOthers")}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">{t("sessions.onlyThis")}</p>
      )}
    </>
  );
}
