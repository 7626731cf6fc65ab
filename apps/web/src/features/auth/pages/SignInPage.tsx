import { authMessages } from "@arthshala/contracts/auth-client";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api";
import { signIn } from "../api";
import { AuthCard } from "../components/AuthCard";
import { SocialButtons } from "../components/SocialButtons";
import { useFinishSignIn } from "../useFinishSignIn";

const linkClasses = "font-semibold text-brand-800 underline-offset-2 hover:underline";

export function SignInPage() {
  const { finish, inPopup } = useFinishSignIn();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => finish(user),
    onError: (failure) => setError(errorMessage(failure)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!email || !password) {
      setError(authMessages.fillAllFields);
      return;
    }
    setError(null);
    mutation.mutate({ email, password });
  };

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back! Pick up where you left off."
      footer={
        <>
          New to Arthshala?{" "}
          <Link to={inPopup ? "/signup?popup=1" : "/signup"} className={linkClasses}>
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" />
        <div>
          <TextField label="Password" name="password" type="password" autoComplete="current-password" />
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={linkClasses}>
              Forgot your password?
            </Link>
          </p>
        </div>
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <Button type="submit" block size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? "Signing in…" : "Sign in"}
        </Button>
      </form>
      <SocialButtons />
    </AuthCard>
  );
}
