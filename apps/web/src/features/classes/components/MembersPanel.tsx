import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageSpinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { formatDate } from "../../../lib/format";
import { type ClassDetail, type ClassMembers, classKeys, membersQuery, removeMember } from "../api";
import { useWho } from "../useWho";
import { ConfirmDialog } from "./ConfirmDialog";

/** The class's learners ("12 of 40"): names, emails only where shared, and removing one. */
export function MembersPanel({ cls }: { cls: ClassDetail }) {
  const { t } = useTranslation("classes");
  const id = useId();
  const who = useWho();
  const client = useQueryClient();
  const members = useQuery(membersQuery(who, cls.id));
  const [removing, setRemoving] = useState<{ user_id: string; name: string } | null>(null);
  const remove = useMutation({
    mutationFn: (userId: string) => removeMember(cls.id, userId),
    onSuccess: (next: ClassMembers) => {
      client.setQueryData(classKeys.members(who, cls.id), next);
      void client.invalidateQueries({ queryKey: classKeys.detail(who, cls.id) });
      void client.invalidateQueries({ queryKey: classKeys.organisations(who) });
      toast.success(t("class.removed", { name: removing?.name ?? "" }));
      setRemoving(null);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const count = members.data?.count ?? cls.members_count;
  const capacity = members.data?.capacity ?? cls.capacity;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t("class.members")}
        </h2>
        <p data-testid="members-count" className="font-semibold text-slate-700">
          {capacity === null
            ? t("class.membersCountNoCap", { count })
            : t("class.membersCount", { count, capacity })}
        </p>
      </div>
      {members.isPending ? (
        <PageSpinner label={t("class.loading")} />
      ) : members.isError ? (
        <FormMessage kind="error">{errorMessage(members.error)}</FormMessage>
      ) : members.data.members.length === 0 ? (
        <p className="mt-3 text-slate-600">{t("class.noMembers")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {members.data.members.map((m) => (
            <li key={m.user_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{m.name}</span>
                <span className="block truncate text-sm text-slate-600">
                  {m.email ?? t("class.emailHidden")} ·{" "}
                  {t("class.joinedOn", {
                    date: formatDate(new Date(m.joined_at), {
                      day: "numeric",
                      month: "short",
                      year: "numeric",
                    }),
                  })}
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t("class.removeTitle", { name: m.name })}
                onClick={() => setRemoving({ user_id: m.user_id, name: m.name })}
              >
                {t("class.removeMember")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t("class.removeTitle", { name: removing?.name ?? "" })}
        text={t("class.removeText")}
        confirm={t("class.removeMember")}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.user_id)}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
