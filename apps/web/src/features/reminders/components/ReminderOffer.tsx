import { DEFAULT_REMINDER_HOUR, reminderHourLabel } from "@arthshala/contracts/reminders-rules";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { errorMessage } from "../../../lib/api";
import { useMe } from "../../auth";
import { fetchVapidKey, saveDevice, saveReminders, storeReminders, useWho } from "../api";
import { PushSetupError, subscribeThisDevice } from "../push";

type State =
  | { step: "asking" }
  | { step: "saving" }
  | { step: "done"; by: "email" | "push" }
  | { step: "failed"; message: string }
  | { step: "declined" };

/**
 * "Remind me daily at 7 pm?" on the celebration of a learner's first module (issue 39): one tap turns
 * reminders on (an email to a confirmed address, else a notification on this device), "Not now" saves
 * them off. Either way a choice is saved, so the server offers it no more (learning-rules `celebrationAsks`).
 */
export function ReminderOffer() {
  const { t, i18n } = useTranslation("reminders");
  const { user } = useMe();
  const who = useWho();
  const client = useQueryClient();
  const headingId = useId();
  const [state, setState] = useState<State>({ step: "asking" });
  const hour = reminderHourLabel(DEFAULT_REMINDER_HOUR, i18n.language === "hi" ? "hi" : "en");
  if (state.step === "declined") return null;

  const accept = async () => {
    setState({ step: "saving" });
    try {
      if (user?.email_verified) {
        storeReminders(client, who, await saveReminders({ email: true, hour: DEFAULT_REMINDER_HOUR }));
        setState({ step: "done", by: "email" });
        return;
      }
      // Reminder emails need a confirmed address: this device's notifications need none.
      await saveDevice(await subscribeThisDevice(fetchVapidKey));
      storeReminders(client, who, await saveReminders({ hour: DEFAULT_REMINDER_HOUR }));
      setState({ step: "done", by: "push" });
    } catch (error) {
      const message =
        error instanceof PushSetupError
          ? `${t(`push.${error.reason}`)} ${t("email.unconfirmed")}`
          : errorMessage(error);
      setState({ step: "failed", message });
    }
  };

  const decline = () => {
    setState({ step: "declined" });
    // Saved off: a failure only means the offer may come back on this page; nothing to tell the learner.
    void saveReminders({ email: false }).then(
      (prefs) => storeReminders(client, who, prefs),
      () => undefined,
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-left"
    >
      <h2 id={headingId} className="text-sm font-semibold tracking-wider text-brand-800 uppercase">
        {t("offer.title")}
      </h2>
      {state.step === "done" ? (
        <p role="status" className="mt-1 text-brand-950">
          {state.by === "email" ? t("offer.doneEmail", { hour }) : t("offer.donePush", { hour })}{" "}
          <Link to="/account" className="font-semibold underline underline-offset-2">
            {t("offer.change")}
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-1 text-lg font-semibold text-slate-900">{t("offer.question", { hour })}</p>
          {state.step === "failed" ? (
            <p role="alert" className="mt-1 text-sm text-red-800">
              {state.message}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" disabled={state.step === "saving"} onClick={() => void accept()}>
              {t("offer.yes")}
            </Button>
            <Button size="sm" variant="ghost" onClick={decline}>
              {t("offer.no")}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
