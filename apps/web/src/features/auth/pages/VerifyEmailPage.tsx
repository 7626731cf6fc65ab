import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { Spinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { verifyEmail } from "../api";
import { AuthCard } from "../components/AuthCard";
import { meQueryKey, useMe } from "../session";

/** Where the confirmation link lands: confirms once, then offers the way on. */
export function VerifyEmailPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { user } = useMe();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: verifyEmail,
    // The banner and the header read /me: refresh it so they know at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutation.mutate(token);
  }, [token, mutation]);

  const next = user ? (
    <ButtonLink to="/home" block size="lg" className="mt-6">
      {t("verify.goHome")}
    </ButtonLink>
  ) : (
    <ButtonLink to="/signin" block size="lg" className="mt-6">
      {t("signIn.submit")}
    </ButtonLink>
  );

  if (!token || mutation.isError) {
    return (
      <AuthCard title={t("verify.title")}>
        <FormMessage kind="error">{token ? errorMessage(mutation.error) : t("verifyInvalid")}</FormMessage>
        {next}
      </AuthCard>
    );
  }
  if (mutation.isSuccess) {
    return (
      <AuthCard title={t("verify.confirmed")}>
        <FormMessage kind="success">{mutation.data.message}</FormMessage>
        {next}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("verify.title")}>
      <div className="flex justify-center">
        <Spinner label={t("verify.confirming")} />
      </div>
    </AuthCard>
  );
}
