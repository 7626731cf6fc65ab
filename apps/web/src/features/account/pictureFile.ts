import { z } from "zod";
import { translate } from "../../lib/i18n";

/** The server's limit for images (apps/api platform/storage); it checks the bytes again. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** A picked profile picture: required, an image, at most 5 MB (refused before uploading). */
export const pictureFormSchema = z.object({
  picture: z
    .instanceof(File)
    .nullable()
    .superRefine((file, ctx) => {
      const problem = !file
        ? translate("account:picture.choose")
        : !file.type.startsWith("image/")
          ? translate("account:picture.notImage")
          : file.size > PICTURE_MAX_BYTES
            ? translate("account:picture.tooLarge")
            : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});
