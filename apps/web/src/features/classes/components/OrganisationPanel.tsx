import { ORGANISATION_NAME_MAX } from "@arthshala/contracts/classes-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { InputField } from "../../../components/form/fields";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { classKeys, type Organisation, renameOrganisation } from "../api";
import { useWho } from "../useWho";
import { ClassForm } from "./ClassForm";
import { ClassRow } from "./ClassRow";
import { Disclosure } from "./Disclosure";
import { useServerErrors } from "./fieldErrors";
import { PeoplePanel } from "./PeoplePanel";

/** One organisation on /teach: its classes, a new class, and (open to its owner) who runs it. */
export function OrganisationPanel({
  organisation,
  firstClassOpen,
}: {
  organisation: Organisation;
  firstClassOpen?: boolean;
}) {
  const { t } = useTranslation("classes");
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {organisation.name}
        </h2>
        <p className="text-sm text-slate-600">
          {t(`kinds.${organisation.kind}`)} · {t(`roles.${organisation.role}`)}
        </p>
      </div>

      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-600">
        {t("teach.classes")}
      </h3>
      {organisation.classes.length ? (
        <ul className="mt-2 divide-y divide-slate-100">
          {organisation.classes.map((cls) => (
            <ClassRow key={cls.id} cls={cls} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-600">{t("teach.noClasses")}</p>
      )}

      <div className="mt-5 space-y-3">
        <Disclosure summary={t("teach.newClass")} open={firstClassOpen && organisation.classes.length === 0}>
          <ClassForm organisationId={organisation.id} />
        </Disclosure>
        <Disclosure summary={t("teach.people")}>
          <PeoplePanel organisation={organisation} />
        </Disclosure>
        {organisation.role === "owner" ? (
          <p>
            <Link
              to={`/teach/organisations/${organisation.id}/rewards`}
              className="font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {t("teach.rewards")}
            </Link>
          </p>
        ) : null}
        {organisation.role === "owner" ? (
          <Disclosure summary={t("teach.renameTitle", { name: organisation.name })}>
            <RenameForm organisation={organisation} />
          </Disclosure>
        ) : null}
      </div>
    </section>
  );
}

function RenameForm({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation("classes");
  const id = useId();
  const who = useWho();
  const client = useQueryClient();
  const { errors, fail, clear } = useServerErrors(["name"] as const);
  const rename = useMutation({
    mutationFn: (name: string) => renameOrganisation(organisation.id, name),
    onSuccess: () => void client.invalidateQueries({ queryKey: classKeys.organisations(who) }),
    onError: fail,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    rename.mutate(String(new FormData(event.currentTarget).get("name") ?? ""));
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <InputField
        id={`${id}-name`}
        name="name"
        label={t("teach.organisationName")}
        defaultValue={organisation.name}
        maxLength={ORGANISATION_NAME_MAX}
        required
        error={errors.name}
        className="flex-1"
      />
      <Button type="submit" disabled={rename.isPending} className="sm:mt-7">
        {rename.isPending ? t("saving") : t("teach.rename")}
      </Button>
      {errors.form ? <FormMessage kind="error">{errors.form}</FormMessage> : null}
    </form>
  );
}
