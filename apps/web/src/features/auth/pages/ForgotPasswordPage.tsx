import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api";
import { requestPasswordReset } from "../api";
import { AuthCard } from "../components/AuthCard";

export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onError: (failure) => setError(errorMessage(failure)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!email) {
      setError(t("fillAllFields"));
      return;
    }
    setError(null);
    mutation.mutate(email);
  };

  const footer = (
    <Link to="/signin" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
      {t("forgot.back")}
    </Link>
  );

  if (mutation.isSuccess) {
    return (
      <AuthCard title={t("forgot.checkEmail")} footer={footer}>
        {/* The same words whether or not the address has an account, so nobody can probe for one. */}
        <FormMessage kind="success">{mutation.data.message}</FormMessage>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("forgot.title")} subtitle={t("forgot.subtitle")} footer={footer}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField label={t("email")} name="email" type="email" autoComplete="email" inputMode="email" />
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <Button type="submit" block size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? t("forgot.pending") : t("forgot.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
