import type { ClassPatch } from "@arthshala/contracts/classes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { errorMessage } from "../../../lib/api";
import { type ClassDetail, classKeys, updateClass } from "../api";
import { useWho } from "../useWho";
import { ClassFields } from "./ClassFields";
import { useServerErrors } from "./fieldErrors";

/** A class's name, language, cap and last day to join; and archiving it, or bringing it back. */
export function ClassSettings({ cls }: { cls: ClassDetail }) {
  const { t } = useTranslation("classes");
  const id = useId();
  const who = useWho();
  const client = useQueryClient();
  const [saved, setSaved] = useState(false);
  const { errors, fail, clear } = useServerErrors(["name", "language", "capacity", "ends_on"] as const);
  const store = (next: ClassDetail) => {
    client.setQueryData(classKeys.detail(who, cls.id), next);
    void client.invalidateQueries({ queryKey: classKeys.organisations(who) });
  };
  const save = useMutation({
    mutationFn: (body: ClassPatch) => updateClass(cls.id, body),
    onSuccess: (next) => {
      store(next);
      setSaved(true);
    },
    onError: fail,
  });
  const archive = useMutation({
    mutationFn: (archived: boolean) => updateClass(cls.id, { archived }),
    onSuccess: store,
    onError: (error) => toast.error(errorMessage(error)),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    setSaved(false);
    const form = new FormData(event.currentTarget);
    const capacity = String(form.get("capacity") ?? "").trim();
    const endsOn = String(form.get("ends_on") ?? "").trim();
    save.mutate({
      name: String(form.get("name") ?? ""),
      language: String(form.get("language")) as ClassPatch["language"],
      capacity: capacity === "" ? null : Number(capacity),
      ends_on: endsOn === "" ? null : endsOn,
    });
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t("class.settings")}
      </h2>
      {/* Keyed by what the server holds, so a save or another tab's change shows in the fields. */}
      <form
        key={`${cls.name}|${cls.language}|${cls.capacity}|${cls.ends_on}`}
        noValidate
        onSubmit={submit}
        className="mt-4 space-y-4"
      >
        <ClassFields id={id} errors={errors} values={cls} />
        {errors.form ? <FormMessage kind="error">{errors.form}</FormMessage> : null}
        {saved ? <FormMessage kind="success">{t("saved")}</FormMessage> : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("saving") : t("save")}
        </Button>
      </form>

      <div className="mt-6 border-t border-slate-100 pt-5">
        {cls.archived ? (
          <Button variant="secondary" disabled={archive.isPending} onClick={() => archive.mutate(false)}>
            {t("class.unarchive")}
          </Button>
        ) : (
          <>
            <Button variant="secondary" disabled={archive.isPending} onClick={() => archive.mutate(true)}>
              {t("class.archive")}
            </Button>
            <p className="mt-2 text-sm text-slate-600">{t("class.archiveHint")}</p>
          </>
        )}
      </div>
    </section>
  );
}
