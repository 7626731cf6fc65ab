import { authMessages } from "@arthshala/contracts/auth-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
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
      Go to your home page
    </ButtonLink>
  ) : (
    <ButtonLink to="/signin" block size="lg" className="mt-6">
      Sign in
    </ButtonLink>
  );

  if (!token || mutation.isError) {
    return (
      <AuthCard title="Confirm your email">
        <FormMessage kind="error">
          {token ? errorMessage(mutation.error) : authMessages.verifyInvalid}
        </FormMessage>
        {next}
      </AuthCard>
    );
  }
  if (mutation.isSuccess) {
    return (
      <AuthCard title="Email confirmed">
        <FormMessage kind="success">{mutation.data.message}</FormMessage>
        {next}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm your email">
      <div className="flex justify-center">
        <Spinner label="Confirming your email" />
      </div>
    </AuthCard>
  );
}
