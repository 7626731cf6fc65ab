import type { GuardianLink } from "@arthshala/contracts/guardian";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { Modal } from "../../../components/ui/Modal";
import { PageHeading } from "../../../components/ui/PageHeading";
import { Spinner } from "../../../components/ui/Spinner";
import { formatDate } from "../../../lib/format";
import {
  answerGuardian,
  askGuardianExport,
  deleteGuardianChild,
  guardianLinkKey,
  guardianLinkQuery,
  revokeGuardian,
} from "../api";
import { shownMessage } from "../shownMessage";

const longDate = (iso: string | null) => (iso ? formatDate(new Date(iso), { dateStyle: "long" }) : "");

/**
 * /guardian/consent?token=…: the page a parent's or guardian's mailed link opens (issue 40, DPDP Act
 * section 9). It says who signed up, what Arthshala is, what is saved about the child and what is never
 * done; then "I consent" / "I don't consent", and once answered the same link manages it: withdraw,
 * consent again, a copy of the child's data by mail, or deleting the account. Never drawn on the server
 * nor kept (its address carries the token); the guardian needs no account.
 */
export function GuardianConsentPage() {
  const { t } = useTranslation("guardian");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-2xl">
        <PageHeading title={t("page.title")} />
        {token ? (
          <ConsentBody token={token} />
        ) : (
          <FormMessage kind="error" className="mt-6">
            {t("page.noToken")}
          </FormMessage>
        )}
      </div>
    </Container>
  );
}

function ConsentBody({ token }: { token: string }) {
  const { t } = useTranslation("guardian");
  const client = useQueryClient();
  const [note, setNote] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);
  // Once the account is gone the link is too: nothing is asked again.
  const link = useQuery({ ...guardianLinkQuery(token), enabled: !deleted });
  const settle = {
    onSuccess: (result: { message: string }) => {
      setNote({ kind: "success" as const, text: result.message });
      void client.invalidateQueries({ queryKey: guardianLinkKey(token) });
    },
    onError: (error: unknown) => setNote({ kind: "error" as const, text: shownMessage(error) }),
  };
  const answer = useMutation({ mutationFn: (consent: boolean) => answerGuardian(token, consent), ...settle });
  const revoke = useMutation({ mutationFn: () => revokeGuardian(token), ...settle });
  const exportData = useMutation({ mutationFn: () => askGuardianExport(token), ...settle });
  const remove = useMutation({
    mutationFn: () => deleteGuardianChild(token),
    onSuccess: () => {
      setDeleting(false);
      setDeleted(true);
    },
    onError: (error) => {
      setDeleting(false);
      setNote({ kind: "error", text: shownMessage(error) });
    },
  });

  if (deleted)
    return (
      <FormMessage kind="success" className="mt-6">
        {t("page.deleted")}
      </FormMessage>
    );
  if (link.isError)
    return (
      <FormMessage kind="error" className="mt-6">
        {shownMessage(link.error)}
      </FormMessage>
    );
  if (!link.data)
    return (
      <div className="mt-10 flex justify-center">
        <Spinner label={t("page.loading")} />
      </div>
    );

  const data = link.data;
  const busy = answer.isPending || revoke.isPending || exportData.isPending || remove.isPending;
  const answered = data.status !== "asked";

  return (
    <div className="mt-4 space-y-8">
      <div className="space-y-4">
        <p className="text-lg text-slate-800">
          {t("page.intro", { name: data.child.name, email: data.child.email })}
        </p>
        <p className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800">
          {statusText(t, data)}
        </p>
        {note ? <FormMessage kind={note.kind}>{note.text}</FormMessage> : null}
      </div>

      {answered ? (
        <section
          aria-labelledby="manage"
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="manage" className="text-xl font-semibold text-slate-900">
            {t("page.manageTitle")}
          </h2>
          <p className="text-sm text-slate-600">{t("page.keepLink")}</p>
          {data.status === "confirmed" ? (
            <Action hint={t("page.revokeHint")}>
              <Button variant="secondary" onClick={() => revoke.mutate()} disabled={busy}>
                {t("page.revoke")}
              </Button>
            </Action>
          ) : (
            <Action>
              <Button onClick={() => answer.mutate(true)} disabled={busy}>
                {data.status === "declined" ? t("page.consentAfterAll") : t("page.consentAgain")}
              </Button>
            </Action>
          )}
          <Action hint={t("page.exportHint")}>
            <Button variant="secondary" onClick={() => exportData.mutate()} disabled={busy}>
              {t("page.export")}
            </Button>
          </Action>
          <Action hint={t("page.deleteHint")}>
            <Button variant="danger" onClick={() => setDeleting(true)} disabled={busy}>
              {t("page.delete")}
            </Button>
          </Action>
        </section>
      ) : null}

      <Explained />

      {answered ? null : (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => answer.mutate(true)} disabled={busy} className="sm:flex-1">
            {t("page.consent")}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            onClick={() => answer.mutate(false)}
            disabled={busy}
            className="sm:flex-1"
          >
            {t("page.decline")}
          </Button>
        </div>
      )}
      {answer.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t("page.answering")}
        </p>
      ) : null}

      <Modal
        open={deleting}
        onClose={() => (remove.isPending ? undefined : setDeleting(false))}
        title={t("page.deleteTitle", { name: data.child.name })}
      >
        <p className="text-slate-700">{t("page.deleteText")}</p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setDeleting(false)} disabled={remove.isPending}>
            {t("page.deleteCancel")}
          </Button>
          <Button variant="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {remove.isPending ? t("page.working") : t("page.deleteConfirm")}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

function statusText(t: ReturnType<typeof useTranslation<"guardian">>["t"], data: GuardianLink): string {
  switch (data.status) {
    case "confirmed":
      return t("page.status.confirmed", { date: longDate(data.confirmed_at) });
    case "declined":
      return t("page.status.declined", { date: longDate(data.revoked_at) });
    case "revoked":
      return t("page.status.revoked", { date: longDate(data.revoked_at) });
    default:
      return t("page.status.asked", { date: longDate(data.expires_at) });
  }
}

function Action({ children, hint }: { children: ReactNode; hint?: string }) {
  return (
    <div className="flex flex-col gap-1.5 border-t border-slate-100 pt-4 first-of-type:border-0">
      <div>{children}</div>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
}

/** What Arthshala is, what is saved about the child, what is never done, and why we ask. */
function Explained() {
  const { t } = useTranslation("guardian");
  const list = (items: string[]) => (
    <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
  return (
    <div className="space-y-6">
      <section>
        <h2 className="text-lg font-semibold text-slate-900">{t("page.whatTitle")}</h2>
        <p className="mt-2 text-slate-700">{t("page.what")}</p>
      </section>
      <section>
        <h2 className="text-lg font-semibold text-slate-900">{t("page.savedTitle")}</h2>
        {list([
          t("page.saved.account"),
          t("page.saved.learning"),
          t("page.saved.tracker"),
          t("page.saved.settings"),
        ])}
      </section>
      <section>
        <h2 className="text-lg font-semibold text-slate-900">{t("page.neverTitle")}</h2>
        {list([t("page.never.ads"), t("page.never.sell"), t("page.never.track"), t("page.never.credit")])}
      </section>
      <section>
        <h2 className="text-lg font-semibold text-slate-900">{t("page.lawTitle")}</h2>
        <p className="mt-2 text-slate-700">{t("page.law")}</p>
        <p className="mt-2">
          <Link to="/privacy-policy" className="font-semibold text-brand-800 underline underline-offset-2">
            {t("page.privacy")}
          </Link>
        </p>
      </section>
    </div>
  );
}
