import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { AlertModal } from "../../../components/ui/AlertModal";
import { withReason } from "../messages";

/** What an admin form needs to send itself: the call, whether it is under way, and its result alert. */
export interface Save<P> {
  submit: (payload: P) => void;
  busy: boolean;
  alert: ReactNode;
}

interface SaveConfig<P, R> {
  save: (payload: P) => Promise<R>;
  /** The spec's success alert (section 8). */
  saved: string | ((result: R) => string);
  /** The spec's failure alert; a 4xx adds the server's reason. */
  failed: string;
  /** The saved item's own query, filled from the answer (edit pages). */
  itemKey?: QueryKey;
  /** Queries the save makes stale: the lists and counts that show the item. */
  stale: (result: R) => readonly QueryKey[];
  /** Where closing the success alert goes (back to the list). */
  goTo?: (result: R) => string;
  onSaved?: (result: R) => void;
  /** Also puts a failure where it belongs (a 400 naming a field, next to that field). */
  onFailed?: (error: unknown) => void;
}

/** An admin form's submit: busy while it sends, then the spec's success or failure "Alert" dialog. */
export function useSaveWithAlert<P, R>({
  save,
  saved,
  failed,
  itemKey,
  stale,
  goTo,
  onSaved,
  onFailed,
}: SaveConfig<P, R>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<{ message: string; next?: string } | null>(null);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (result) => {
      if (itemKey) queryClient.setQueryData(itemKey, result);
      for (const queryKey of stale(result)) void queryClient.invalidateQueries({ queryKey });
      onSaved?.(result);
      setAlert({ message: typeof saved === "string" ? saved : saved(result), next: goTo?.(result) });
    },
    // A failure keeps the form and what was typed.
    onError: (error) => {
      onFailed?.(error);
      setAlert({ message: withReason(failed, error) });
    },
  });
  const close = () => {
    setAlert(null);
    if (alert?.next) navigate(alert.next);
  };
  return {
    submit: (payload: P) => mutation.mutate(payload),
    busy: mutation.isPending,
    alert: <AlertModal open={alert !== null} message={alert?.message ?? ""} onClose={close} />,
  } satisfies Save<P>;
}
