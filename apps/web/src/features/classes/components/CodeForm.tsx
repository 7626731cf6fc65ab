import { normaliseJoinCode } from "@arthshala/contracts/classes-rules";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { InputField } from "../../../components/form/fields";
import { Button } from "../../../components/ui/Button";
import { joinPathOf } from "../joinPaths";

/** Type a class's code: it opens that class's join page, which shows what you are joining. */
export function CodeForm({ initial = "" }: { initial?: string }) {
  const { t } = useTranslation("classes");
  const id = useId();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = normaliseJoinCode(String(new FormData(event.currentTarget).get("code") ?? ""));
    if (code) navigate(joinPathOf(code));
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <InputField
        id={`${id}-code`}
        name="code"
        label={t("join.code")}
        hint={t("join.codeHint")}
        defaultValue={initial}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        required
        className="flex-1"
      />
      <Button type="submit" className="sm:mt-7">
        {t("join.look")}
      </Button>
    </form>
  );
}
