import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId } from "react";
import toast from "react-hot-toast/headless";
import { Link } from "react-router";
import { InputField } from "../../../components/form/fields";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { classKeys, type Facilitator, facilitatorsQuery, grantFacilitator, revokeFacilitator } from "../api";
import { useServerErrors } from "../components/fieldErrors";
import { useWho } from "../useWho";

/**
 * /admin/facilitators: who may run classes. The admin area stays English (docs/ARCHITECTURE.md,
 * "Admin stays English"). Granting needs an existing account; taking the role back makes it a Learner.
 */
export function AdminFacilitatorsPage() {
  const id = useId();
  const who = useWho();
  const client = useQueryClient();
  const list = useQuery(facilitatorsQuery(who));
  const store = (answer: { facilitators: Facilitator[] }) =>
    client.setQueryData(classKeys.facilitators(who), answer);
  const { errors, fail, clear } = useServerErrors(["email"] as const);
  const grant = useMutation({
    mutationFn: grantFacilitator,
    onSuccess: (answer, email) => {
      store(answer);
      toast.success(`${email} is now a Facilitator.`);
    },
    onError: fail,
  });
  const revoke = useMutation({
    mutationFn: (f: Facilitator) => revokeFacilitator(f.user_id),
    onSuccess: (answer, f) => {
      store(answer);
      toast.success(`${f.name} is a Learner again.`);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const element = event.currentTarget;
    grant.mutate(String(new FormData(element).get("email") ?? "").trim(), {
      onSuccess: () => element.reset(),
    });
  };
  return (
    <Container className="max-w-3xl">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <Link to="/admin" className="font-medium text-brand-800 underline-offset-2 hover:underline">
          Admin
        </Link>
        <span aria-hidden="true" className="px-1.5 text-slate-400">
          /
        </span>
        <span className="text-slate-600">Facilitators</span>
      </nav>
      <PageHeading
        title="Facilitators"
        subtitle="Facilitators make organisations and classes, share join codes and see their classes' progress. Owners of an organisation can also add facilitators to it."
      />
      <form noValidate onSubmit={submit} className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-start">
        <InputField
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="off"
          label="Make a Facilitator (their account's email)"
          required
          error={errors.email ?? errors.form}
          className="flex-1"
        />
        <Button type="submit" disabled={grant.isPending} className="sm:mt-7">
          {grant.isPending ? "Granting…" : "Grant"}
        </Button>
      </form>
      {list.isPending ? (
        <PageSpinner label="Loading facilitators" />
      ) : list.isError ? (
        <FormMessage kind="error">{errorMessage(list.error)}</FormMessage>
      ) : list.data.facilitators.length === 0 ? (
        <p className="text-slate-600">No facilitators yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {list.data.facilitators.map((f) => (
            <li key={f.user_id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{f.name}</span>
                <span className="block truncate text-sm text-slate-600">
                  {f.email} · {f.organisations === 1 ? "1 organisation" : `${f.organisations} organisations`}
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Take the Facilitator role from ${f.name}`}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(f)}
              >
                Remove role
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
