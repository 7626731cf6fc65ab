import type { ClassBody } from "@arthshala/contracts/classes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { uiLanguage } from "../../../lib/i18n";
import { classKeys, createClass } from "../api";
import { useWho } from "../useWho";
import { ClassFields } from "./ClassFields";
import { useServerErrors } from "./fieldErrors";

/** What the form's fields say, as the API takes it: empty optional fields are no cap and no end. */
function classBody(form: FormData): ClassBody {
  const capacity = String(form.get("capacity") ?? "").trim();
  const endsOn = String(form.get("ends_on") ?? "").trim();
  return {
    name: String(form.get("name") ?? ""),
    language: String(form.get("language")) as ClassBody["language"],
    capacity: capacity === "" ? null : Number(capacity),
    ends_on: endsOn === "" ? null : endsOn,
  };
}

/** Make a class in an organisation; its page (code, link, QR) opens next, to share it at once. */
export function ClassForm({ organisationId }: { organisationId: number }) {
  const { t } = useTranslation("classes");
  const id = useId();
  const who = useWho();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { errors, fail, clear } = useServerErrors(["name", "language", "capacity", "ends_on"] as const);
  const create = useMutation({
    mutationFn: (body: ClassBody) => createClass(organisationId, body),
    onSuccess: (made) => {
      client.setQueryData(classKeys.detail(who, made.id), made);
      void client.invalidateQueries({ queryKey: classKeys.organisations(who) });
      navigate(`/teach/classes/${made.id}`);
    },
    onError: fail,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    create.mutate(classBody(new FormData(event.currentTarget)));
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ClassFields id={id} errors={errors} values={{ language: uiLanguage() }} />
      {errors.form ? <FormMessage kind="error">{errors.form}</FormMessage> : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t("teach.creating") : t("teach.createClass")}
      </Button>
    </form>
  );
}
