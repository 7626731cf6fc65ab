import { TEAM_SECTORS } from "@arthshala/contracts/feedback-rules";
import { type TeamMember, teamMemberFieldsSchema } from "@arthshala/contracts/forms";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormProvider, useWatch } from "react-hook-form";
import { z } from "zod";
import {
  FormCheckbox,
  FormInput,
  FormNumber,
  FormRootError,
  FormSelect,
} from "../../../../components/form/bound";
import { FormFile } from "../../../../components/form/boundFile";
import { toFormData } from "../../../../components/form/multipart";
import { applyServerError } from "../../../../components/form/serverErrors";
import { useZodForm } from "../../../../components/form/useZodForm";
import { Button } from "../../../../components/ui/Button";
import { mediaFile } from "../../media";
import { withReason } from "../../messages";
import { addTeamMember, siteKeys, updateTeamMember } from "../../settings-api";
import { adminToast } from "../../toast";

/** The server's fields, with the photo checked before it is uploaded and "remove" as a checkbox. */
const schema = teamMemberFieldsSchema.extend({
  remove_image: z.boolean(),
  photo: mediaFile("image", "The photo"),
});

interface TeamMemberFormProps {
  member?: TeamMember;
  onDone: () => void;
}

/** Add or edit one person of "Meet the Team": name, role, sector, order within the sector, photo. */
export function TeamMemberForm({ member, onDone }: TeamMemberFormProps) {
  const client = useQueryClient();
  const form = useZodForm(schema, {
    name: member?.name ?? "",
    role: member?.role ?? "",
    sector: member?.sector ?? ("" as TeamMember["sector"]),
    sort_order: member?.sort_order ?? 0,
    remove_image: false,
    photo: null,
  });
  const photo = useWatch({ control: form.control, name: "photo" });
  const save = useMutation({
    mutationFn: (body: FormData) => (member ? updateTeamMember(member.id, body) : addTeamMember(body)),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: siteKeys.team });
      adminToast.success(member ? `✅ ${saved.name} updated.` : `✅ ${saved.name} added to the team.`);
      onDone();
    },
    onError: (error) => {
      applyServerError(form, error, { fields: ["name", "role", "sector", "sort_order", "photo"] });
      adminToast.error(
        withReason(member ? "Failed to update the team member." : "Failed to add the team member.", error),
      );
    },
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ photo: file, remove_image, ...fields }) =>
          save.mutate(
            toFormData({
              ...fields,
              photo: file ?? undefined,
              remove_image: !file && remove_image ? "true" : undefined,
            }),
          ),
        )}
        className="space-y-4"
      >
        <FormInput name="name" label="Name" maxLength={80} />
        <FormInput name="role" label="Role" maxLength={80} placeholder="Co-founder" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelect name="sector" label="Sector">
            <option value="" disabled>
              Choose a sector
            </option>
            {TEAM_SECTORS.map((sector) => (
              <option key={sector} value={sector}>
                {sector}
              </option>
            ))}
          </FormSelect>
          <FormNumber
            name="sort_order"
            label="Order in the sector"
            optional
            inputMode="numeric"
            min={0}
            max={1000}
            step={1}
            hint="Lower numbers come first."
          />
        </div>
        <FormFile
          name="photo"
          label="Photo"
          optional
          accept="image/*"
          hint="PNG, JPEG, GIF, WebP or AVIF, up to 5 MB."
          current={
            member?.image_url ? (
              <img
                src={member.image_url}
                alt={`${member.name}, as shown now`}
                className="size-20 rounded-full object-cover"
              />
            ) : null
          }
        />
        {member?.image_url && !photo ? (
          <FormCheckbox name="remove_image" label="Remove the current photo" />
        ) : null}
        <FormRootError />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : member ? "Save changes" : "Add to the team"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
