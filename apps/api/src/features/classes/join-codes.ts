import { randomInt } from "node:crypto";
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from "@arthshala/contracts/classes";
import { isUniqueViolation } from "../../platform/db/errors.js";

/** A fresh code from the unambiguous alphabet, each sign drawn with the operating system's randomness. */
export function newJoinCode(): string {
  let code = "";
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/**
 * Runs `write` with fresh codes until one is not taken: the unique index on upper(join_code) decides,
 * so two classes made at once can never share a code. With a billion codes a second try is already rare.
 */
export async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(newJoinCode());
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 8) throw err;
    }
  }
}
