import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { UploadKind } from "../storage/sniff.js";
import type { StoredFile, UploadStorage } from "../storage/storage.js";
import { badRequest } from "./errors.js";
import { httpMessages } from "./messages.js";

export interface MultipartForm {
  fields: Record<string, string>;
  files: Partial<Record<string, StoredFile>>;
  /** Removes the stored files: call when the form is refused after the files were saved. */
  discard(): Promise<void>;
}

/**
 * Reads a multipart form: text fields, and files only in the named fields, each stored (type sniffed
 * from its bytes, size-limited by kind). Anything else is refused with a 400 and nothing is kept.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  storage: UploadStorage,
  fileFields: Record<string, UploadKind>,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest("Send this form as multipart/form-data.");
  const fields: Record<string, string> = {};
  const files: Partial<Record<string, StoredFile>> = {};
  const discard = async () => {
    await Promise.all(Object.values(files).map((f) => (f ? storage.remove(f.url) : undefined)));
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const kind = fileFields[part.fieldname];
        if (!kind) {
          part.file.resume();
          throw badRequest(`Unexpected file field "${part.fieldname}".`);
        }
        // An empty file input still sends a part with no name and no bytes: treat it as "no file".
        if (!part.filename) {
          part.file.resume();
          continue;
        }
        files[part.fieldname] = await storage.save(kind, part.file);
      } else {
        fields[part.fieldname] = String(part.value ?? "");
      }
    }
  } catch (err) {
    await discard();
    throw err;
  }
  return { fields, files, discard };
}

/** Validates text fields with a zod schema, answering 400 with the first problem, in words. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.infer<S> {
  const result = schema.safeParse(fields);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join(".");
    throw badRequest(
      issue ? (field ? `${field}: ${issue.message}` : issue.message) : httpMessages.formInvalid,
    );
  }
  return result.data;
}

/** Collects indexed fields like options[0], options[1] (in index order). */
export function indexedList(fields: Record<string, string>, name: string): string[] {
  const out: { i: number; v: string }[] = [];
  for (const [k, v] of Object.entries(fields)) {
    const m = k.match(new RegExp(`^${name}\\[(\\d+)\\]$`));
    if (m) out.push({ i: Number(m[1]), v });
  }
  return out.sort((a, b) => a.i - b.i).map((x) => x.v);
}
