import { REMINDER_HOURS, reminderHourLabel } from "@arthshala/contracts/reminders-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../components/form/fields";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { Spinner } from "../../../components/ui/Spinner";
import { Switch } from "../../../components/ui/Switch";
import { errorMessage } from "../../../lib/api";
import {
  fetchVapidKey,
  type ReminderPrefs,
  removeDevice,
  saveDevice,
  saveReminders,
  storeReminders,
  useReminders,
  useWho,
} from "../api";
import {
  currentEndpoint,
  PushSetupError,
  type PushSupport,
  pushSupport,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from "../push";

/** The section's one-line explanation (its description under the heading). */
export function StreakRemindersIntro() {
  const { t } = useTranslation("reminders");
  return <>{t("intro")}</>;
}

/**
 * Streak reminders on /account (issue 27): the hour (India time), reminder emails, notifications on
 * this device, and one control that stops them all. Everything saves as it is changed.
 */
export function StreakReminders({ email }: { email: string }) {
  const { t } = useTranslation("reminders");
  const reminders = useReminders();
  if (reminders.isPending) return <Spinner label={t("loading")} />;
  if (reminders.isError) {
    return (
      <div className="space-y-3">
        <FormMessage kind="error">{t("loadFailed")}</FormMessage>
        <Button variant="secondary" size="sm" onClick={() => void reminders.refetch()}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  }
  return <ReminderSettings prefs={reminders.data} email={email} />;
}

function ReminderSettings({ prefs, email }: { prefs: ReminderPrefs; email: string }) {
  const { t, i18n } = useTranslation("reminders");
  const language = i18n.language === "hi" ? "hi" : "en";
  const who = useWho();
  const client = useQueryClient();
  const hourId = useId();
  const [stopped, setStopped] = useState(false);
  const save = useMutation({
    mutationFn: saveReminders,
    onSuccess: (next) => storeReminders(client, who, next),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const pending = save.isPending ? save.variables : undefined;
  const hour = pending?.hour ?? prefs.hour;
  const emailOn = pending?.email ?? prefs.email;
  const anyOn = prefs.email || prefs.push || prefs.devices.length > 0;

  return (
    <div className="space-y-4">
      <SelectField
        id={hourId}
        label={t("hour.label")}
        hint={t("hour.hint")}
        optional={false}
        className="max-w-xs"
        value={hour}
        disabled={save.isPending}
        onChange={(event) => {
          setStopped(false);
          save.mutate({ hour: Number(event.target.value) });
        }}
      >
        {REMINDER_HOURS.map((h) => (
          <option key={h} value={h}>
            {reminderHourLabel(h, language)}
          </option>
        ))}
      </SelectField>
      <div className="rounded-xl border border-slate-200 p-4">
        <Switch
          label={t("email.label")}
          hint={
            !prefs.email_verified
              ? t("email.unconfirmed")
              : emailOn
                ? t("email.on", { email })
                : t("email.off")
          }
          checked={emailOn}
          disabled={save.isPending || (!prefs.email_verified && !emailOn)}
          onChange={(next) => {
            setStopped(false);
            save.mutate({ email: next });
          }}
        />
      </div>
      <div className="rounded-xl border border-slate-200 p-4">
        <ThisDevice prefs={prefs} onChange={() => setStopped(false)} />
      </div>
      {anyOn ? (
        <StopAll onStopped={() => setStopped(true)} />
      ) : stopped ? (
        <FormMessage kind="success">{t("stop.done")}</FormMessage>
      ) : null}
    </div>
  );
}

/** Notifications on this browser: its state, and the control that turns them on or off here. */
function ThisDevice({ prefs, onChange }: { prefs: ReminderPrefs; onChange: () => void }) {
  const { t } = useTranslation("reminders");
  const who = useWho();
  const client = useQueryClient();
  const labelId = useId();
  // Known only in the browser: the server's render and the first render say "checking".
  const [support, setSupport] = useState<PushSupport>("checking");
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [problem, setProblem] = useState<PushSetupError["reason"] | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const [found, mine] = await Promise.all([pushSupport(), currentEndpoint()]);
      if (!live) return;
      setSupport(found);
      setEndpoint(mine);
    })().catch(() => live && setSupport("unsupported"));
    return () => {
      live = false;
    };
  }, []);

  const enable = useMutation({
    mutationFn: async () => saveDevice(await subscribeThisDevice(fetchVapidKey)),
    onMutate: () => {
      setProblem(null);
      onChange();
    },
    onSuccess: (next, _vars) => {
      storeReminders(client, who, next);
      void currentEndpoint().then(setEndpoint);
      setSupport("ready");
    },
    onError: (error) => {
      if (error instanceof PushSetupError) {
        setProblem(error.reason);
        if (error.reason === "blocked") setSupport("blocked");
      } else toast.error(errorMessage(error));
    },
  });
  const disable = useMutation({
    mutationFn: async (mine: string) => {
      const next = await removeDevice(mine).catch(async (error: unknown) => {
        // Already forgotten by the server (stopped from an email, or another device): end it here too.
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      });
      await unsubscribeThisDevice().catch(() => undefined);
      return next;
    },
    onMutate: () => {
      setProblem(null);
      onChange();
    },
    onSuccess: (next) => {
      if (next) storeReminders(client, who, next);
      else void client.invalidateQueries({ queryKey: ["reminders", who] });
      setEndpoint(null);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const here = endpoint !== null && prefs.push && prefs.devices.some((d) => d.endpoint === endpoint);
  const others = prefs.push ? prefs.devices.filter((d) => d.endpoint !== endpoint).length : 0;
  const busy = enable.isPending || disable.isPending;
  const state =
    support === "checking"
      ? t("push.checking")
      : support === "ready" || here
        ? here
          ? t("push.on")
          : t("push.off")
        : t(`push.${support}`);

  return (
    <div className="space-y-3">
      <div>
        <p id={labelId} className="font-semibold text-slate-900">
          {t("push.label")}
        </p>
        <p className="text-sm text-slate-600" aria-live="polite">
          {others > 0 ? `${state} ${t("push.others", { count: others })}` : state}
        </p>
      </div>
      {problem ? <FormMessage kind="error">{t(`push.${problem}`)}</FormMessage> : null}
      {here ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-describedby={labelId}
          onClick={() => endpoint && disable.mutate(endpoint)}
        >
          {disable.isPending ? t("push.disabling") : t("push.disable")}
        </Button>
      ) : support === "ready" ? (
        <Button size="sm" disabled={busy} onClick={() => enable.mutate()}>
          {enable.isPending ? t("push.enabling") : t("push.enable")}
        </Button>
      ) : null}
    </div>
  );
}

/** One control that turns every reminder off (email, and notifications on every device). */
function StopAll({ onStopped }: { onStopped: () => void }) {
  const { t } = useTranslation("reminders");
  const who = useWho();
  const client = useQueryClient();
  const stop = useMutation({
    mutationFn: async () => {
      const next = await saveReminders({ email: false, push: false });
      await unsubscribeThisDevice().catch(() => undefined);
      return next;
    },
    onSuccess: (next) => {
      storeReminders(client, who, next);
      onStopped();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3"
      disabled={stop.isPending}
      onClick={() => stop.mutate()}
    >
      {stop.isPending ? t("stop.stopping") : t("stop.button")}
    </Button>
  );
}
