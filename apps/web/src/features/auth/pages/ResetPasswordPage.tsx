import { authMessages, PASSWORD_MIN_LENGTH } from "@arthshala/contracts/auth-client";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api";
import { resetPassword } from "../api";
import { AuthCard } from "../components/AuthCard";

const newLinkFooter = (
  <>
    Link not working?{" "}
    <Link to="/forgot-password" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
      Ask for a new one
    </Link>
  </>
);

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (password: string) => resetPassword(token, password),
    onError: (failure) => setError(errorMessage(failure)),
  });

  if (!token) {
    return (
      <AuthCard title="Reset your password" footer={newLinkFooter}>
        <FormMessage kind="error">{authMessages.resetInvalid}</FormMessage>
      </AuthCard>
    );
  }

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <FormMessage kind="success">{mutation.data.message}</FormMessage>
        <ButtonLink to="/signin" block size="lg" className="mt-6">
          Sign in
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
      setError(authMessages.fillAllFields);
      return;
    }
    if (password !== confirm) {
      setError(authMessages.passwordsDoNotMatch);
      return;
    }
    // The server checks this too; asking here saves a round trip.
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(authMessages.passwordTooShort);
      return;
    }
    setError(null);
    mutation.mutate(password);
  };

  return (
    <AuthCard title="Choose a new password" footer={newLinkFooter}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField label="New password" name="password" type="password" autoComplete="new-password" />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
        />
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <Button type="submit" block size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? "Saving…" : "Change password"}
        </Button>
      </form>
    </AuthCard>
  );
}
