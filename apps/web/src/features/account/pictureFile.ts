import { z } from "zod";

/** The server's limit for images (apps/api platform/storage); it checks the bytes again. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** A picked profile picture: required, an image, at most 5 MB (refused before uploading). */
export const pictureFormSchema = z.object({
  picture: z
    .instanceof(File)
    .nullable()
    .superRefine((file, ctx) => {
      const problem = !file
        ? "Choose an image."
        : !file.type.startsWith("image/")
          ? "The picture must be an image."
          : file.size > PICTURE_MAX_BYTES
            ? "The picture is too large: images may be at most 5 MB."
            : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});
