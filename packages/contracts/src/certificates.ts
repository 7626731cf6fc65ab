import { z } from "zod";
import { CERTIFICATE_ID_LENGTH, CERTIFICATE_ID_PATTERN } from "./certificate-rules.js";
import { singleLineText } from "./text.js";

/**
 * Certificates (issue 40): a learner's own (GET /api/certificates, GET /api/certificates/:id, its PDF,
 * POST …/revoke and …/restore) and the public check of one (GET /api/verify/:id). Rules and the id's
 * shape are in ./certificate-rules (zod-free, for the web).
 */

/**
 * A certificate's public id in a path: its 16 letters and digits (any case: a reader may copy it from
 * paper in capitals). Anything else is a 400 before any lookup.
 */
export const certificateIdParam = z.object({
  id: singleLineText()
    .max(CERTIFICATE_ID_LENGTH * 4, "is not a certificate id")
    .meta({ examples: ["k7m2q9x4p8r3t6wz"] })
    .transform((s) => s.toLowerCase())
    .pipe(z.string().regex(CERTIFICATE_ID_PATTERN, "is not a certificate id")),
});

/** What the PDF is drawn in: the learner's language unless the address names one. */
export const certificatePdfQuery = z.object({ lang: z.enum(["en", "hi"]).optional() }).strict();

/** One of the learner's certificates, as they see it (the course title in their language). */
export const certificateSchema = z.object({
  id: z.string(),
  course_id: z.number(),
  course_title: z.string(),
  /** As it was written when the certificate was issued. */
  learner_name: z.string(),
  /** The organisation that ran the class the course was finished in, if it was. */
  organisation_name: z.string().nullable(),
  issued_at: z.string(),
  /** The India day of issue (YYYY-MM-DD), the date the certificate shows. */
  issued_on: z.string(),
  /** Set while the holder has withdrawn it: the public link then says so. */
  revoked_at: z.string().nullable(),
  /** The public verification address, `${PUBLIC_URL}/verify/<id>`. */
  verify_url: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateListSchema = z.array(certificateSchema);

/**
 * The public check: only what the certificate itself shows, and whether it stands. Nothing about the
 * account (no email, no user id); a revoked certificate shows nothing but that it was revoked.
 */
export const verificationSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("valid"),
    id: z.string(),
    learner_name: z.string(),
    course_title: z.string(),
    organisation_name: z.string().nullable(),
    issued_on: z.string(),
  }),
  z.object({ status: z.literal("revoked"), id: z.string() }),
]);
export type Verification = z.infer<typeof verificationSchema>;
