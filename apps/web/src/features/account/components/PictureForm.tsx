import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormProvider } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { FormRootError } from "../../../components/form/bound";
import { FormFile } from "../../../components/form/boundFile";
import { toFormData } from "../../../components/form/multipart";
import { applyServerError } from "../../../components/form/serverErrors";
import { useZodForm } from "../../../components/form/useZodForm";
import { Avatar } from "../../../components/ui/Avatar";
import { Button } from "../../../components/ui/Button";
import { errorMessage } from "../../../lib/api";
import { type Account, removePicture, storeAccount, uploadPicture, useWho } from "../api";
import { pictureFormSchema } from "../pictureFile";

/** The profile picture: upload one (an image up to 5 MB, previewed first) or remove it for the drawn avatar. */
export function PictureForm({ account }: { account: Account }) {
  const { t } = useTranslation("account");
  const who = useWho();
  const client = useQueryClient();
  const form = useZodForm(pictureFormSchema, { picture: null });
  const upload = useMutation({
    mutationFn: uploadPicture,
    onSuccess: (next) => {
      storeAccount(client, who, next);
      form.reset({ picture: null });
      toast.success(t("picture.updated"));
    },
    onError: (error) => applyServerError(form, error, { fields: ["picture"] }),
  });
  const remove = useMutation({
    mutationFn: removePicture,
    onSuccess: (next) => {
      storeAccount(client, who, next);
      toast.success(t("picture.removed"));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ picture }) => upload.mutate(toFormData({ picture })))}
        className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start"
      >
        <Avatar
          picture={account.picture}
          alt={account.picture ? t("picture.alt") : t("picture.altNone")}
          className="size-24 ring-2 ring-brand-100"
        />
        <div className="min-w-0 space-y-4">
          <FormFile name="picture" label={t("picture.label")} accept="image/*" hint={t("picture.hint")} />
          <FormRootError />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? t("picture.uploading") : t("picture.upload")}
            </Button>
            {account.picture ? (
              <Button variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate()}>
                {remove.isPending ? t("picture.removing") : t("picture.remove")}
              </Button>
            ) : null}
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
