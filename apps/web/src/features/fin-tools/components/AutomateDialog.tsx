import { useId, useState } from "react";
import toast from "react-hot-toast/headless";
import { Trans, useTranslation } from "react-i18next";
import { checkboxClasses } from "../../../components/form/fields";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import { errorMessage } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format";
import {
  type AutoTrackingStatus,
  useAutoTracking,
  useDisableAutoTracking,
  useEnableAutoTracking,
} from "../autoTrackingApi";
import { trackerMessage } from "../messages";
import { MailIcon } from "./icons";

/**
 * Automate Tracking Expenses (issue 41): the consent, turning it on (a personal forwarding address),
 * how to forward an alert from a phone, and turning it off. Where the server takes no mail it stays
 * the spec's explanation with its "Coming soon!" button.
 */
export function AutomateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("tracker");
  const status = useAutoTracking({ watch: open });
  return (
    <Modal open={open} onClose={onClose} title={t("automate.title")} className="sm:max-w-lg">
      {status.isPending ? (
        <p role="status" className="text-slate-600">
          {t("automate.loading")}
        </p>
      ) : status.isError ? (
        <p role="alert" className="text-red-800">
          {t("automate.failed")}
        </p>
      ) : !status.data.available ? (
        <ComingSoon onClose={onClose} />
      ) : status.data.enabled ? (
        <TrackingOn status={status.data} onClose={onClose} />
      ) : (
        <Consent onClose={onClose} />
      )}
    </Modal>
  );
}

/** The spec's promise, where this server takes no mail yet. */
function ComingSoon({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("tracker");
  return (
    <>
      <div className="space-y-3 text-slate-700">
        <div className="flex items-center gap-3 rounded-xl bg-brand-50 p-3 text-brand-900">
          <MailIcon className="size-6 shrink-0" />
          <p className="text-sm">{t("automate.soon")}</p>
        </div>
        <p>
          <Trans t={t} i18nKey="automate.how" components={{ strong: <strong /> }} />
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("automate.neverChanges")}</li>
          <li>{t("automate.nothingStored")}</li>
          <li>{t("automate.takeBack")}</li>
        </ul>
        <p className="text-sm text-slate-600">{t("automate.meanwhile")}</p>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t("close")}
        </Button>
        <Button disabled>{t("automate.button")}</Button>
      </div>
    </>
  );
}

/** The consent, read-only, and the box the learner ticks before turning it on. */
function Consent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("tracker");
  const [agreed, setAgreed] = useState(false);
  const enable = useEnableAutoTracking();
  const id = useId();
  return (
    <>
      <div className="space-y-3 text-slate-700">
        <div className="flex items-center gap-3 rounded-xl bg-brand-50 p-3 text-brand-900">
          <MailIcon className="size-6 shrink-0" />
          <p className="text-sm">{t("automate.intro")}</p>
        </div>
        <h3 className="font-semibold text-slate-900">{t("automate.consentTitle")}</h3>
        <ul className="list-disc space-y-1.5 pl-5 text-sm">
          <li>{t("automate.consentReadOnly")}</li>
          <li>{t("automate.consentNoMail")}</li>
          <li>{t("automate.consentDropped")}</li>
          <li>{t("automate.consentRevocable")}</li>
        </ul>
        <div className="flex items-center gap-3 pt-1">
          <input
            id={id}
            type="checkbox"
            className={checkboxClasses}
            checked={agreed}
            onChange={(event) => setAgreed(event.currentTarget.checked)}
          />
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {t("automate.agree")}
          </label>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t("close")}
        </Button>
        <Button
          disabled={!agreed || enable.isPending}
          onClick={() =>
            enable.mutate(undefined, {
              onSuccess: () => toast.success(t("automate.turnedOn")),
              onError: (error) => toast.error(trackerMessage(errorMessage(error))),
            })
          }
        >
          {enable.isPending ? t("automate.turningOn") : t("automate.turnOn")}
        </Button>
      </div>
    </>
  );
}

/** The live address with Copy, what mail to it did, how to forward from a phone, and turning it off. */
function TrackingOn({ status, onClose }: { status: AutoTrackingStatus; onClose: () => void }) {
  const { t } = useTranslation("tracker");
  const [confirming, setConfirming] = useState(false);
  const disable = useDisableAutoTracking();
  const address = status.address ?? "";
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(address);
      toast.success(t("automate.copied"));
    } catch {
      toast.error(t("automate.copyFailed"));
    }
  };
  if (confirming) {
    return (
      <>
        <h3 className="font-semibold text-slate-900">{t("automate.confirmOffTitle")}</h3>
        <p className="mt-2 text-slate-700">{t("automate.confirmOff")}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t("cancel")}
          </Button>
          <Button
            variant="danger"
            disabled={disable.isPending}
            onClick={() =>
              disable.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success(t("automate.turnedOff"));
                },
                onError: (error) => toast.error(trackerMessage(errorMessage(error))),
              })
            }
          >
            {disable.isPending ? t("automate.turningOff") : t("automate.turnOff")}
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      <div className="space-y-4 text-slate-700">
        <div>
          <label htmlFor="auto-tracking-address" className="text-sm font-medium text-slate-700">
            {t("automate.addressLabel")}
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input
              id="auto-tracking-address"
              readOnly
              value={address}
              onFocus={(event) => event.currentTarget.select()}
              className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-800 sm:flex-1"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {t("automate.copy")}
            </Button>
          </div>
          <p className="mt-1.5 text-sm text-slate-600">{t("automate.keepPrivate")}</p>
        </div>
        <div className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          <p>{t("automate.added", { count: status.counts.added })}</p>
          {status.counts.dropped > 0 ? (
            <p>{t("automate.dropped", { count: status.counts.dropped })}</p>
          ) : null}
          {status.consentedAt ? (
            <p className="text-brand-800">
              {t("automate.consentedOn", { date: formatDateTime(status.consentedAt) })}
            </p>
          ) : null}
        </div>
        <Steps
          title={t("automate.gmailTitle")}
          steps={["gmail1", "gmail2", "gmail3", "gmail4"]}
          tip={t("automate.autoTipGmail")}
        />
        <Steps
          title={t("automate.outlookTitle")}
          steps={["outlook1", "outlook2", "outlook3", "outlook4"]}
          tip={t("automate.autoTipOutlook")}
        />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          className="text-red-800 hover:text-red-900"
          onClick={() => setConfirming(true)}
        >
          {t("automate.turnOff")}
        </Button>
        <Button onClick={onClose}>{t("close")}</Button>
      </div>
    </>
  );
}

type StepKey = "gmail1" | "gmail2" | "gmail3" | "gmail4" | "outlook1" | "outlook2" | "outlook3" | "outlook4";

/** One mail app's steps for forwarding an alert by hand, and how to make it forward every one by itself. */
function Steps({ title, steps, tip }: { title: string; steps: StepKey[]; tip: string }) {
  const { t } = useTranslation("tracker");
  return (
    <details className="group rounded-xl border border-slate-200 p-3">
      <summary className="cursor-pointer list-none font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="mr-1 inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        {title}
      </summary>
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
        {steps.map((key) => (
          <li key={key}>{t(`automate.${key}`)}</li>
        ))}
      </ol>
      <p className="mt-2 text-sm text-slate-600">{tip}</p>
    </details>
  );
}
