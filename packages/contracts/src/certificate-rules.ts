/**
 * A certificate's public id (issue 40), zod-free for the web: 16 characters of a 32-letter alphabet
 * (digits and lower-case letters without i, l, o and u, which are misread for 1, 0 or each other), drawn
 * from crypto randomness: 80 bits, so a /verify/<id> link cannot be guessed or walked.
 */
export const CERTIFICATE_ID_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
export const CERTIFICATE_ID_LENGTH = 16;
export const CERTIFICATE_ID_PATTERN = /^[0-9abcdefghjkmnpqrstvwxyz]{16}$/;

/** The public page of a certificate. */
export const verifyPath = (id: string) => `/verify/${id}`;
/** The learner's own page of it. */
export const certificatePath = (id: string) => `/certificates/${id}`;
/** Its PDF, drawn by the server. */
export const certificatePdfPath = (id: string, lang?: "en" | "hi") =>
  `/api/certificates/${id}.pdf${lang ? `?lang=${lang}` : ""}`;
