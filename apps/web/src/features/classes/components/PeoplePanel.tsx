import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { InputField } from "../../../components/form/fields";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { errorMessage } from "../../../lib/api";
import { addPerson, classKeys, type Organisation, peopleQuery, removePerson } from "../api";
import { useWho } from "../useWho";
import { useServerErrors } from "./fieldErrors";

/** Who runs an organisation; its owner adds facilitators by email and removes them. */
export function PeoplePanel({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation("classes");
  const id = useId();
  const who = useWho();
  const client = useQueryClient();
  const people = useQuery(peopleQuery(who, organisation.id));
  const isOwner = organisation.role === "owner";
  const { errors, fail, clear } = useServerErrors(["email"] as const);
  const store = (answer: Awaited<ReturnType<typeof addPerson>>) =>
    client.setQueryData(classKeys.people(who, organisation.id), answer);
  const add = useMutation({
    mutationFn: (email: string) => addPerson(organisation.id, email),
    onSuccess: store,
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (userId: string) => removePerson(organisation.id, userId),
    onSuccess: store,
    onError: (error) => toast.error(errorMessage(error)),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const element = event.currentTarget;
    add.mutate(String(new FormData(element).get("email") ?? ""), { onSuccess: () => element.reset() });
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t("teach.peopleHint")}</p>
      {people.isError ? <FormMessage kind="error">{errorMessage(people.error)}</FormMessage> : null}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {(people.data?.people ?? []).map((person) => (
          <li key={person.user_id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{person.name}</span>
              <span className="block truncate text-sm text-slate-600">
                {person.email} · {t(`roles.${person.role}`)}
              </span>
            </span>
            {isOwner && person.role !== "owner" ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t("teach.removePerson", { name: person.name })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(person.user_id)}
              >
                {t("teach.remove")}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {isOwner ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <InputField
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="off"
            label={t("teach.addPerson")}
            required
            error={errors.email ?? errors.form}
            className="flex-1"
          />
          <Button type="submit" disabled={add.isPending} className="sm:mt-7">
            {add.isPending ? t("teach.adding") : t("teach.add")}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
