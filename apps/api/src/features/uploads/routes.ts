import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { uploads } from "../../platform/db/schema.js";
import { badRequest } from "../../platform/http/errors.js";
import { MULTIPART_FORM, readMultipartForm } from "../../platform/http/multipart-form.js";

const querySchema = z.object({ kind: z.enum(["image", "audio", "video"]) });
const responseSchema = z.object({ url: z.string(), mime: z.string(), sizeBytes: z.number() });

/** Admins upload media for content (card images, article images...). Features reuse app.storage directly. */
export async function registerUploadRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/uploads",
    {
      config: { access: "admin" },
      schema: {
        summary: "Upload an image, audio or video file (admin); multipart field `file`",
        consumes: MULTIPART_FORM,
        querystring: querySchema,
        response: { 201: responseSchema },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, app.storage, { file: request.query.kind });
      const stored = form.files.file;
      if (!stored) throw badRequest("Send the file in the multipart field `file`.");
      await app.db.insert(uploads).values({
        userId: request.user?.id,
        kind: stored.kind,
        mime: stored.mime,
        sizeBytes: stored.sizeBytes,
        fileName: stored.fileName,
      });
      return reply.code(201).send({ url: stored.url, mime: stored.mime, sizeBytes: stored.sizeBytes });
    },
  );
}
