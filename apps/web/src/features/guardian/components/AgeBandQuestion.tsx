import type { AgeBand } from "@arthshala/contracts/age-bands";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { AgeBandFields, ageBandProblem } from "../../../components/form/AgeBandFields";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { Modal } from "../../../components/ui/Modal";
import { meQueryKey, useMe } from "../../auth";
import { saveAgeBandAndGuardian } from "../api";
import { shownMessage } from "../shownMessage";

/**
 * The age band, asked before anything else of an account that has none (issue 40): one signed up
 * through the identity provider's popup, or from before the question. It cannot be put off: whether a
 * guardian must agree first depends on it. Escape and the backdrop leave it where it is.
 */
export function AgeBandQuestion() {
  const { t } = useTranslation("guardian");
  const { user } = useMe();
  const client = useQueryClient();
  const [band, setBand] = useState<AgeBand | null>(null);
  const [guardianEmail, setGuardianEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  // A dialog the browser closed anyway (a second Escape) is opened again.
  const [round, setRound] = useState(0);
  const save = useMutation({
    mutationFn: (answer: { band: AgeBand; guardianEmail: string }) =>
      saveAgeBandAndGuardian(answer.band, answer.guardianEmail),
    // The profile says the band (and a guardian's state): every page reads it from /me.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: meQueryKey }),
        client.invalidateQueries({ queryKey: ["account"] }),
      ]),
    onError: (failure) => setError(shownMessage(failure)),
  });
  if (!user) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = ageBandProblem(band, guardianEmail, user.email);
    if (problem || !band) {
      setError(t(problem ?? "age.choose"));
      return;
    }
    setError(null);
    save.mutate({ band, guardianEmail: guardianEmail.trim() });
  };

  return (
    <Modal key={round} open title={t("arrival.title")} onClose={() => setRound((n) => n + 1)} hideCloseIcon>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <AgeBandFields
          band={band}
          onBand={setBand}
          guardianEmail={guardianEmail}
          onGuardianEmail={setGuardianEmail}
          disabled={save.isPending}
        />
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <Button type="submit" block size="lg" disabled={save.isPending}>
          {save.isPending ? t("arrival.saving") : t("arrival.save")}
        </Button>
      </form>
    </Modal>
  );
}
