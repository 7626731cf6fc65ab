import multipart, { type Multipart } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest, FastifySchema } from "fastify";
import type { z } from "zod";
import type { UploadKind } from "../storage/sniff.js";
import type { StoredFile, UploadStorage } from "../storage/storage.js";
import { AppError, badRequest } from "./errors.js";
import { httpMessages } from "./messages.js";

const MULTIPART = "multipart/form-data";

/**
 * What a route that reads a multipart form declares in its schema (`consumes`, as OpenAPI says it).
 * Only such routes are given a multipart body (see registerMultipartForms), so the routes that declare
 * it are all the upload routes there are: the tests that send every upload route bad bodies find them here.
 */
export const MULTIPART_FORM = [MULTIPART] as const;

/** True for a route that declared MULTIPART_FORM. */
export const readsMultipart = (schema: FastifySchema | undefined): boolean =>
  schema?.consumes?.includes(MULTIPART) === true;

/**
 * The multipart parser, with the size limits of every form, and the rule that only a route declaring
 * MULTIPART_FORM takes a multipart body: any other route answers 415 before its handler runs.
 */
export async function registerMultipartForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: 100 * 1024 * 1024, files: 3, fields: 60, fieldSize: 200 * 1024 },
  });
  app.addHook("preValidation", async (request) => {
    // Unknown paths keep their 404.
    if (!request.routeOptions.url) return;
    if (request.isMultipart() && !readsMultipart(request.routeOptions.schema)) {
      throw new AppError(415, httpMessages.mediaType);
    }
  });
}

/**
 * The multipart parser (busboy) fails a body it cannot read (no boundary in the Content-Type, a body cut
 * off, a boundary that never appears) with a plain Error, no status: the client's doing, so a 400.
 * Its own refusals (limits: 413, a premature close: 400) carry their status and pass as they are.
 */
function unreadable(request: FastifyRequest, err: unknown): unknown {
  if (err instanceof AppError || typeof (err as { statusCode?: unknown })?.statusCode === "number")
    return err;
  request.log.info({ err }, "unreadable multipart body");
  return badRequest(httpMessages.multipartUnreadable);
}

/** The body's parts, with the parser's failures turned into the client errors they are. */
async function* bodyParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  let parts: AsyncIterator<Multipart>;
  try {
    // Throws at once when the Content-Type names no boundary.
    parts = request.parts()[Symbol.asyncIterator]();
  } catch (err) {
    throw unreadable(request, err);
  }
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (err) {
      throw unreadable(request, err);
    }
    if (next.done) return;
    yield next.value;
  }
}

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
    for await (const part of bodyParts(request)) {
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
        // A file cut off mid-body fails its own stream (destroyed by the parser, or an error it emits):
        // that failure is the body's, not the disk's.
        const cutOff: unknown[] = [];
        part.file.on("error", (err) => cutOff.push(err));
        try {
          files[part.fieldname] = await storage.save(kind, part.file);
        } catch (err) {
          const fromBody = cutOff.includes(err) || (err !== null && part.file.errored === err);
          throw fromBody ? unreadable(request, err) : err;
        }
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
