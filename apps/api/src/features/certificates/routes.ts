import {
  certificateIdParam,
  certificateListSchema,
  certificatePdfQuery,
  certificateSchema,
  verificationSchema,
} from "@arthshala/contracts/certificates";
import { isLocale } from "@arthshala/contracts/locales";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses, notFound } from "../../platform/http/errors.js";
import { publicOrigin } from "../../platform/http/origin.js";
import { certificatePdf } from "./pdf.js";
import { listCertificates, NO_CERTIFICATE, ownCertificate, setRevoked, verification } from "./service.js";

const errors = errorResponses(400, 401, 403, 404);
const user = { access: "user" } as const;

/**
 * Certificates (issue 40): the learner's own (list, one, its PDF, revoke and restore: anyone else's is
 * a 404) and the public check a /verify/<id> link makes, which answers only what the certificate shows.
 */
export async function registerCertificateRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const origin = publicOrigin(app.config);
  const me = (request: FastifyRequest) => request.user!;

  app.get(
    "/certificates",
    {
      config: user,
      schema: {
        summary: "The learner's certificates, newest first (courses finished earlier get theirs here)",
        response: { 200: certificateListSchema, ...errors },
      },
    },
    async (request) => listCertificates(app.db, me(request).id, request.locale, origin),
  );

  app.get(
    "/certificates/:id",
    {
      config: user,
      schema: {
        summary: "One of the learner's certificates",
        params: certificateIdParam,
        response: { 200: certificateSchema, ...errors },
      },
    },
    async (request) => ownCertificate(app.db, me(request).id, request.params.id, request.locale, origin),
  );

  app.get(
    "/certificates/:id.pdf",
    {
      config: user,
      schema: {
        summary: "One of the learner's certificates as a PDF, in their language or ?lang=en|hi",
        description: "application/pdf attachment, one A4 landscape page",
        params: certificateIdParam,
        querystring: certificatePdfQuery,
      },
    },
    async (request, reply) => {
      const saved = me(request).language;
      const language = request.query.lang ?? (isLocale(saved) ? saved : request.locale);
      const found = await ownCertificate(app.db, me(request).id, request.params.id, language, origin);
      const pdf = await certificatePdf({
        id: found.id,
        learnerName: found.learner_name,
        courseTitle: found.course_title,
        organisationName: found.organisation_name,
        issuedOn: found.issued_on,
        verifyUrl: found.verify_url,
        language,
      });
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="arthshala-certificate-${found.id}.pdf"`)
        .header("cache-control", "no-store")
        .send(pdf);
    },
  );

  for (const [action, revoked] of [
    ["revoke", true],
    ["restore", false],
  ] as const) {
    app.post(
      `/certificates/:id/${action}`,
      {
        config: user,
        schema: {
          summary: revoked
            ? "Withdraw the learner's certificate: its public link then says it was revoked"
            : "Put a revoked certificate back: its public link verifies it again",
          params: certificateIdParam,
          response: { 200: certificateSchema, ...errors },
        },
      },
      async (request) => {
        await setRevoked(app.db, me(request).id, request.params.id, revoked, app.clock.now());
        return ownCertificate(app.db, me(request).id, request.params.id, request.locale, origin);
      },
    );
  }

  app.get(
    "/verify/:id",
    {
      config: { access: "public" },
      schema: {
        summary: "Check a certificate: what it shows and whether it stands (nothing about the account)",
        params: certificateIdParam,
        response: { 200: verificationSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The same for everyone, but a revoke must show at once: any cache asks again every time (a
      // signed-in asker's answer is private, no-store, as every one is: platform/http/personal-answers).
      if (!request.user) reply.header("cache-control", "no-cache");
      const found = await verification(app.db, request.params.id, request.locale);
      if (!found) throw notFound(NO_CERTIFICATE);
      return found;
    },
  );
}
