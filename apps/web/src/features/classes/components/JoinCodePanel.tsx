import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { inputClasses } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api";
import { type ClassDetail, classKeys, qrPngUrl, qrSvgUrl, rotateCode } from "../api";
import { useWho } from "../useWho";
import { ConfirmDialog } from "./ConfirmDialog";

/**
 * How learners get in: the code in large type (to read out or write on a board), the join link to
 * copy, its QR code (drawn by the server) to scan or download, and a new code when the old one leaked.
 */
export function JoinCodePanel({ cls }: { cls: ClassDetail }) {
  const { t } = useTranslation("classes");
  const id = useId();
  const who = useWho();
  const client = useQueryClient();
  const link = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const rotate = useMutation({
    mutationFn: () => rotateCode(cls.id),
    onSuccess: (next) => {
      client.setQueryData(classKeys.detail(who, cls.id), next);
      void client.invalidateQueries({ queryKey: classKeys.organisations(who) });
      setConfirming(false);
      toast.success(t("class.rotated", { code: next.join_code }));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(cls.join_url);
      toast.success(t("class.copied"), { id: "join-link" });
    } catch {
      link.current?.select();
      toast.error(t("class.copyFailed"), { id: "join-link" });
    }
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-[1fr_auto]"
    >
      <div className="min-w-0">
        <h2 id={`${id}-title`} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          {t("class.joinCode")}
        </h2>
        <p
          data-testid="join-code"
          className="mt-1 font-mono text-5xl font-bold tracking-[0.15em] text-slate-900 sm:text-6xl"
        >
          {cls.join_code}
        </p>
        <p className="mt-2 text-sm text-slate-600">{t("class.codeHint")}</p>

        <label htmlFor={`${id}-link`} className="mt-6 mb-1.5 block text-sm font-semibold text-slate-800">
          {t("class.joinLink")}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={link}
            id={`${id}-link`}
            readOnly
            value={cls.join_url}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClasses} min-w-0 font-mono text-sm`}
          />
          <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
            {t("class.copy")}
          </Button>
        </div>
        <Button variant="ghost" className="mt-4 -ml-3" onClick={() => setConfirming(true)}>
          {t("class.rotate")}
        </Button>
      </div>

      <figure className="flex flex-col items-center gap-3">
        <img
          src={qrSvgUrl(cls)}
          alt={t("class.qrAlt", { name: cls.name })}
          width={208}
          height={208}
          className="size-52 rounded-lg border border-slate-200 bg-white"
        />
        <a href={qrPngUrl(cls)} download className={buttonClasses({ variant: "secondary", size: "sm" })}>
          {t("class.downloadPng")}
        </a>
      </figure>

      <ConfirmDialog
        open={confirming}
        title={t("class.rotateTitle")}
        text={t("class.rotateText", { code: cls.join_code })}
        confirm={t("class.rotateConfirm")}
        busy={rotate.isPending}
        onConfirm={() => rotate.mutate()}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
