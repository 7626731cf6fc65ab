import { authMessages } from "@arthshala/contracts/auth-client";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { remove as withoutConfusables } from "confusables";
import { isCommonPassword } from "./common-passwords.js";

/** The product's name: the first word anyone guessing an Arthshala password would try. */
const SITE_NAME = "arthshala";
/** The product's other words an attacker would feed a cracker, in the forms people write them. */
const SITE_WORDS = [
  SITE_NAME,
  "arth shala",
  "arth-shala",
  "arth",
  "shala",
  "finstars",
  "finstar",
  "finscore",
];
/**
 * zxcvbn's score below which a password built on the account's context is refused: 3 is "safely
 * unguessable" (about 10^8 guesses and more), so the email plus a digit or the product's name plus a year is not.
 */
const MIN_SCORE = 3;

/** Who the password is for: what an attacker knows about the account before guessing. */
export interface PasswordOwner {
  email: string;
  name?: string | null;
}

let estimator: ZxcvbnFactory | undefined;
const zxcvbn = () => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
};

/**
 * The password as it reads: compatibility forms folded (NFKC: full-width letters, ligatures) and
 * look-alike letters from other scripts replaced by the Latin ones they imitate (a Cyrillic "А" is an
 * "A"), lower-cased. Only for judging; the password itself is hashed as typed.
 */
const asRead = (password: string) => withoutConfusables(password.normalize("NFKC")).toLowerCase();

/**
 * Why a new password for the account is refused (beyond the length rule the schema checks), or null
 * when it is fine: a common password; the account's email itself; the product's name in any spelling
 * (capitals, spaces or dots between its letters, look-alike letters); or a password zxcvbn finds weak
 * because it is built on the email, its name part, the person's name or the product's words (l33t,
 * a year or a digit added). Each is checked as the password reads after folding look-alikes.
 */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  const read = asRead(password);
  if (isCommonPassword(password) || isCommonPassword(read)) return authMessages.passwordCommon;
  const email = owner.email.trim().toLowerCase();
  if (read.trim() === email) return authMessages.passwordIsEmail;
  if (read.replace(/[^\p{L}\p{N}]/gu, "").includes(SITE_NAME)) return authMessages.passwordHasSiteName;

  const emailWords = [email, email.split("@")[0] ?? ""].filter(Boolean);
  const name = asRead(owner.name ?? "").trim();
  const nameWords = name
    ? [name, name.replace(/\s+/g, ""), ...name.split(/\s+/).filter((w) => w.length >= 3)]
    : [];
  const result = zxcvbn().check(read, [...emailWords, ...nameWords, ...SITE_WORDS]);
  if (result.score >= MIN_SCORE) return null;
  // Weak and built on the context: say which. Weak without it is the common list's business alone.
  const used = new Set(
    result.sequence.flatMap((m) =>
      m.pattern === "dictionary" && m.dictionaryName === "userInputs" ? [m.matchedWord] : [],
    ),
  );
  if (used.size === 0) return null;
  if ([...used].some((w) => w.replace(/[^\p{L}\p{N}]/gu, "").includes(SITE_NAME)))
    return authMessages.passwordHasSiteName;
  if (emailWords.some((w) => used.has(w))) return authMessages.passwordIsEmail;
  return authMessages.passwordNearContext;
}
