import {
  ORGANISATION_KINDS,
  ORGANISATION_NAME_MAX,
  type OrganisationKind,
} from "@arthshala/contracts/classes-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { InputField, SelectField } from "../../../components/form/fields";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { classKeys, createOrganisation, type Organisation } from "../api";
import { useWho } from "../useWho";
import { useServerErrors } from "./fieldErrors";

/** Make an organisation: its name and kind. The maker becomes its owner. */
export function OrganisationForm() {
  const { t } = useTranslation("classes");
  const id = useId();
  const who = useWho();
  const client = useQueryClient();
  const { errors, fail, clear } = useServerErrors(["name", "kind"] as const);
  const create = useMutation({
    mutationFn: createOrganisation,
    onSuccess: (made) => {
      client.setQueryData<{ organisations: Organisation[] }>(classKeys.organisations(who), (list) =>
        list ? { organisations: [...list.organisations, made] } : list,
      );
      void client.invalidateQueries({ queryKey: classKeys.organisations(who) });
      toast.success(t("teach.organisationCreated", { name: made.name }));
    },
    onError: fail,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const element = event.currentTarget;
    const form = new FormData(element);
    create.mutate(
      { name: String(form.get("name") ?? ""), kind: String(form.get("kind")) as OrganisationKind },
      { onSuccess: () => element.reset() },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <InputField
          id={`${id}-name`}
          name="name"
          label={t("teach.organisationName")}
          maxLength={ORGANISATION_NAME_MAX}
          autoComplete="organization"
          required
          error={errors.name}
        />
        <SelectField
          id={`${id}-kind`}
          name="kind"
          label={t("teach.kind")}
          defaultValue="school"
          error={errors.kind}
        >
          {ORGANISATION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {errors.form ? <FormMessage kind="error">{errors.form}</FormMessage> : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t("teach.creating") : t("teach.createOrganisation")}
      </Button>
    </form>
  );
}
