import { z } from "zod";

/** Row ids are PostgreSQL `integer` serials. */
export const MAX_ID = 2_147_483_647;
const ID_MESSAGE = "must be a positive whole number written in digits";

/**
 * An id from a URL path or a form: digits only, no sign, no leading zero, no spaces. Number() would
 * have read " 1" as 1 and "0x10" as 16, acting on a row the caller never named.
 */
export const idString = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, ID_MESSAGE)
  .transform(Number)
  .pipe(z.number().max(MAX_ID, ID_MESSAGE));

/** An id in a JSON body: a whole JSON number, or the same strict digits as a string (spec clients send both). */
export const idNumber = z.union(
  [z.number().int(ID_MESSAGE).positive(ID_MESSAGE).max(MAX_ID, ID_MESSAGE), idString],
  {
    message: ID_MESSAGE,
  },
);
