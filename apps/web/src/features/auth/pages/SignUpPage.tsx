import type { AgeBand } from "@arthshala/contracts/age-bands";
import { PASSWORD_MIN_LENGTH } from "@arthshala/contracts/auth-client";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AgeBandFields, ageBandProblem } from "../../../components/form/AgeBandFields";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api";
import { signUp } from "../api";
import { AuthCard } from "../components/AuthCard";
import { useFinishSignIn } from "../useFinishSignIn";

const field = (form: FormData, name: string) => String(form.get(name) ?? "");

export function SignUpPage() {
  const { t } = useTranslation("auth");
  const { t: tg } = useTranslation("guardian");
  const { finish, linkTo } = useFinishSignIn();
  const [error, setError] = useState<string | null>(null);
  // Asked at sign-up (issue 40): under 18 names a parent or guardian, who is mailed a link to agree.
  const [band, setBand] = useState<AgeBand | null>(null);
  const mutation = useMutation({
    mutationFn: signUp,
    onSuccess: ({ user }) => finish(user, "signedUp"),
    onError: (failure) => setError(errorMessage(failure)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = field(form, "name").trim();
    const email = field(form, "email").trim();
    const password = field(form, "password");
    const confirm = field(form, "confirmPassword");
    if (!name || !email || !password || !confirm) {
      setError(t("fillAllFields"));
      return;
    }
    if (password !== confirm) {
      setError(t("passwordsDoNotMatch"));
      return;
    }
    // The server checks this too; asking here saves a round trip.
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(t("passwordTooShort", { min: PASSWORD_MIN_LENGTH }));
      return;
    }
    // Asked after the password, as the form shows it.
    const guardianEmail = field(form, "guardian_email").trim();
    const ageProblem = ageBandProblem(band, guardianEmail, email);
    if (ageProblem) {
      setError(tg(ageProblem));
      return;
    }
    setError(null);
    const minor = band === "under-18";
    mutation.mutate({
      name,
      email,
      password,
      // Nothing is saved for a learner under 18 until their guardian agrees: the newsletter neither.
      newsletter: !minor && form.get("newsletter") === "on",
      age_band: band ?? undefined,
      ...(minor ? { guardian_email: guardianEmail } : {}),
    });
  };

  return (
    <AuthCard
      title={t("signUp.title")}
      subtitle={t("signUp.subtitle")}
      footer={
        <>
          {t("signUp.haveAccount")}{" "}
          <Link
            to={linkTo("/signin")}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {t("signUp.logIn")}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField label={t("name")} name="name" autoComplete="name" />
        <TextField label={t("email")} name="email" type="email" autoComplete="email" inputMode="email" />
        <TextField label={t("password")} name="password" type="password" autoComplete="new-password" />
        <TextField
          label={t("confirmPassword")}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
        />
        <AgeBandFields band={band} onBand={setBand} />
        {band === "under-18" ? null : (
          <label className="flex items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              name="newsletter"
              className="size-5 rounded border-slate-400 accent-brand-700"
            />
            {t("signUp.newsletter")}
          </label>
        )}
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <Button type="submit" block size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? t("signUp.pending") : t("signUp.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
