/** Client-side checks for uploaded media; the server checks the bytes again. */
import type { MediaKind } from "@arthshala/contracts/card-form";
import { z } from "zod";

export type { MediaKind };

/** The server's size limits (apps/api platform/storage). */
export const MEDIA_LIMIT_BYTES: Record<MediaKind, number> = {
  image: 5 * 1024 * 1024,
  audio: 20 * 1024 * 1024,
  video: 100 * 1024 * 1024,
};

const KIND_WORDS: Record<MediaKind, string> = { image: "an image", audio: "an audio file", video: "a video" };

/** Why this file cannot be sent as `kind`, or null when it can. */
export function mediaFileProblem(file: File, kind: MediaKind): string | null {
  if (!file.type.startsWith(`${kind}/`)) return `The file must be ${KIND_WORDS[kind]}.`;
  if (file.size > MEDIA_LIMIT_BYTES[kind]) {
    return `The file is too large: ${kind} files may be at most ${MEDIA_LIMIT_BYTES[kind] / 1024 / 1024} MB.`;
  }
  return null;
}

/** An optional picked file of `kind`, refused before uploading when the server would refuse it. */
export const mediaFile = (kind: MediaKind, subject = "The file") =>
  z
    .instanceof(File)
    .nullable()
    .superRefine((file, ctx) => {
      const problem = file && mediaFileProblem(file, kind);
      if (problem) ctx.addIssue({ code: "custom", message: problem.replace("The file", subject) });
    });
