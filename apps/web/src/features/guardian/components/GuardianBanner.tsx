import { savesNothing } from "@arthshala/contracts/guardian-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import { cx } from "../../../lib/cx";
import { meQueryKey, useMe } from "../../auth";
import { changeGuardianEmail, resendGuardianLink } from "../api";
import { shownMessage } from "../shownMessage";

/**
 * Why nothing is saved, for a learner under 18 whose parent or guardian has not agreed (or has withdrawn):
 * on /home and the lesson screens (issue 40). While the guardian has not answered, the learner can send
 * the link again or correct the address; after a "no" or a withdrawal only the guardian can change it.
 * `compact`: one line under a card, its buttons a tap away on /home.
 */
export function GuardianBanner({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t } = useTranslation("guardian");
  const { user } = useMe();
  const client = useQueryClient();
  const fieldId = useId();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const done = (message: string) => {
    setNote({ kind: "ok", text: message });
    setEditing(false);
    void client.invalidateQueries({ queryKey: meQueryKey });
  };
  const failed = (error: unknown) => setNote({ kind: "error", text: shownMessage(error) });
  const resend = useMutation({
    mutationFn: resendGuardianLink,
    onSuccess: (r) => done(r.message),
    onError: failed,
  });
  const change = useMutation({
    mutationFn: changeGuardianEmail,
    onSuccess: (r) => done(r.message),
    onError: failed,
  });

  if (!user || !savesNothing(user) || !user.guardian) return null;
  const { status, email } = user.guardian;
  const stopped = status === "declined" || status === "revoked";

  if (compact) {
    return (
      <p
        className={cx(
          "flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950",
          className,
        )}
      >
        <InfoIcon />
        <span>
          {stopped ? t("banner.compactStopped") : t("banner.compact")}{" "}
          <Link to="/home" className="font-semibold underline underline-offset-2">
            {t("banner.more")}
          </Link>
        </span>
      </p>
    );
  }

  const title =
    status === "declined"
      ? t("banner.declinedTitle")
      : status === "revoked"
        ? t("banner.revokedTitle")
        : t("banner.title");
  const text =
    status === "asked"
      ? t("banner.asked", { email: email ?? "" })
      : status === "needed"
        ? t("banner.needed")
        : status === "declined"
          ? t("banner.declined")
          : t("banner.revoked");
  const onSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("guardian_email") ?? "").trim();
    if (!value) {
      setNote({ kind: "error", text: t("age.guardianRequired") });
      return;
    }
    setNote(null);
    change.mutate(value);
  };
  const busy = resend.isPending || change.isPending;

  return (
    <section
      aria-label={t("banner.label")}
      className={cx(
        "flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950",
        className,
      )}
    >
      <InfoIcon large />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm break-words">{text}</p>
        {editing || status === "needed" ? (
          <form noValidate onSubmit={onSend} className="mt-3 space-y-3">
            <TextField
              id={fieldId}
              label={t("age.guardianEmail")}
              name="guardian_email"
              type="email"
              inputMode="email"
              autoComplete="off"
              defaultValue=""
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" disabled={busy}>
                {change.isPending ? t("banner.sending") : t("banner.send")}
              </Button>
              {status === "needed" ? null : (
                <Button variant="ghost" size="sm" onClick={() => setEditing(false)} disabled={busy}>
                  {t("banner.cancel")}
                </Button>
              )}
            </div>
          </form>
        ) : (
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            {stopped ? null : (
              <>
                <Button variant="secondary" size="sm" onClick={() => resend.mutate()} disabled={busy}>
                  {resend.isPending ? t("banner.resending") : t("banner.resend")}
                </Button>
                <button
                  type="button"
                  onClick={() => {
                    setNote(null);
                    setEditing(true);
                  }}
                  disabled={busy}
                  className="font-semibold text-sky-900 underline underline-offset-2 hover:text-sky-950 disabled:opacity-60"
                >
                  {t("banner.change")}
                </button>
              </>
            )}
            <Link
              to="/privacy-policy"
              className="font-semibold text-sky-900 underline underline-offset-2 hover:text-sky-950"
            >
              {t("banner.why")}
            </Link>
          </div>
        )}
        <p
          role="status"
          className={cx("mt-2 text-sm", note?.kind === "error" ? "text-red-800" : "text-sky-900")}
        >
          {note?.text ?? ""}
        </p>
      </div>
    </section>
  );
}

function InfoIcon({ large = false }: { large?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={cx("shrink-0 text-sky-700", large ? "mt-0.5 size-6" : "mt-0.5 size-4")}
    >
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 7v6h-2v-6h2Zm0-4v2h-2V7h2Z"
      />
    </svg>
  );
}
