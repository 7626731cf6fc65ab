import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api";
import { ensure, pageLoader } from "../../../lib/route-data";
import { signIn } from "../api";
import { AuthCard } from "../components/AuthCard";
import { SocialButtons } from "../components/SocialButtons";
import { providersQueryOptions } from "../session";
import { useFinishSignIn } from "../useFinishSignIn";

const linkClasses = "font-semibold text-brand-800 underline-offset-2 hover:underline";

export function SignInPage() {
  const { t } = useTranslation("auth");
  const { finish, linkTo } = useFinishSignIn();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => finish(user, "signedIn"),
    onError: (failure) => setError(errorMessage(failure)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!email || !password) {
      setError(t("fillAllFields"));
      return;
    }
    setError(null);
    mutation.mutate({ email, password });
  };

  return (
    <AuthCard
      title={t("signIn.title")}
      subtitle={t("signIn.subtitle")}
      footer={
        <>
          {t("signIn.newHere")}{" "}
          <Link to={linkTo("/signup")} className={linkClasses}>
            {t("signIn.createAccount")}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField label={t("email")} name="email" type="email" autoComplete="email" inputMode="email" />
        <div>
          <TextField label={t("password")} name="password" type="password" autoComplete="current-password" />
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={linkClasses}>
              {t("signIn.forgot")}
            </Link>
          </p>
        </div>
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <Button type="submit" block size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? t("signIn.pending") : t("signIn.submit")}
        </Button>
      </form>
      <SocialButtons />
    </AuthCard>
  );
}

/** The sign-in providers this server offers (the buttons under the form). */
export const loader = pageLoader((client) => ensure(client, providersQueryOptions));
