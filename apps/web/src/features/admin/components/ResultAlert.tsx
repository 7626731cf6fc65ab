import { useState } from "react";
import { AlertModal } from "../../../components/ui/AlertModal";

interface Pending {
  message: string;
  /** Runs when the alert is closed (e.g. go back to the list after a success). */
  then?: () => void;
}

/** The spec's success / failure alerts of the admin forms, as the app's "Alert" dialog. */
export function useResultAlert() {
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => {
    const then = pending?.then;
    setPending(null);
    then?.();
  };
  const element = <AlertModal open={pending !== null} message={pending?.message ?? ""} onClose={close} />;
  return { show: (message: string, then?: () => void) => setPending({ message, then }), element };
}
