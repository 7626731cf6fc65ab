import { PASSWORD_MIN_LENGTH } from "@arthshala/contracts/auth-client";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api";
import { resetPassword } from "../api";
import { AuthCard } from "../components/AuthCard";

function NewLinkFooter() {
  const { t } = useTranslation("auth");
  return (
    <>
      {t("reset.notWorking")}{" "}
      <Link to="/forgot-password" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
        {t("reset.askNew")}
      </Link>
    </>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (password: string) => resetPassword(token, password),
    onError: (failure) => setError(errorMessage(failure)),
  });

  if (!token) {
    return (
      <AuthCard title={t("reset.title")} footer={<NewLinkFooter />}>
        <FormMessage kind="error">{t("resetInvalid")}</FormMessage>
      </AuthCard>
    );
  }

  if (mutation.isSuccess) {
    return (
      <AuthCard title={t("reset.changed")}>
        <FormMessage kind="success">{mutation.data.message}</FormMessage>
        <ButtonLink to="/signin" block size="lg" className="mt-6">
          {t("signIn.submit")}
        </ButtonLink>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    const confirm = String(form.get("confirmPassword") ?? "");
    if (!password || !confirm) {
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
    setError(null);
    mutation.mutate(password);
  };

  return (
    <AuthCard title={t("reset.choose")} footer={<NewLinkFooter />}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label={t("reset.newPassword")}
          name="password"
          type="password"
          autoComplete="new-password"
        />
        <TextField
          label={t("reset.confirmNew")}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
        />
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <Button type="submit" block size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? t("reset.pending") : t("reset.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
