/**
 * Leaderboard handles (issue 39): a short public name that tells two "Asha J." apart, chosen by the
 * learner on /account or made for them ("asha-j-4821"). Never their email. Zod-free: the server checks
 * with these, the browser says the same before sending.
 */

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 20;
/** Longer input is refused before any rule is tried (a pasted essay is not a handle). */
export const HANDLE_INPUT_MAX = 200;

/** Lowercase letters, digits, hyphens and underscores; not starting with a digit or a hyphen. */
const SHAPE = /^[a-z_][a-z0-9_-]*$/;
const CHARACTERS = /^[a-z0-9_-]*$/;

/**
 * Names that would pass for the site or its people. A reserved word is refused alone or followed by a
 * separator or digits ("admin", "support-2", "team_arthshala"); "arthshala" anywhere.
 */
export const RESERVED_HANDLES = [
  "admin",
  "administrator",
  "arthshala",
  "support",
  "help",
  "helpdesk",
  "moderator",
  "mod",
  "official",
  "staff",
  "team",
  "root",
  "system",
  "owner",
  "security",
  "contact",
  "info",
  "mail",
  "api",
  "www",
  "null",
  "undefined",
  "you",
  "me",
  "grievance",
] as const;
const RESERVED = new RegExp(`^(?:${RESERVED_HANDLES.join("|")})(?:[-_\\d].*)?$|arthshala`);

export const handleMessages = {
  length: "A handle has 3 to 20 characters.",
  characters: "Use only lowercase letters, digits, hyphens (-) and underscores (_).",
  start: "Start your handle with a letter or an underscore, not a digit or a hyphen.",
  email: "A handle can't be an email address.",
  reserved: "That handle is kept for Arthshala. Please choose another.",
  taken: "That handle is taken. Please choose another.",
} as const;

/** What the learner typed, as it is stored: trimmed and lowercased (handles are one case). */
export const normaliseHandle = (input: string): string => input.trim().toLowerCase();

/** Why a (normalised) handle can't be used, or null when it can. `email` is the learner's own address. */
export function handleProblem(handle: string, email?: string): string | null {
  if (handle.includes("@")) return handleMessages.email;
  if (email && handle === email.split("@")[0]?.toLowerCase()) return handleMessages.email;
  if (handle.length < HANDLE_MIN || handle.length > HANDLE_MAX) return handleMessages.length;
  if (!CHARACTERS.test(handle)) return handleMessages.characters;
  if (!SHAPE.test(handle)) return handleMessages.start;
  if (RESERVED.test(handle)) return handleMessages.reserved;
  return null;
}

/**
 * The stem of a made handle: the first name's ASCII letters and the last name's initial ("asha-j"),
 * "learner" when the name has no ASCII letters (Devanagari, say) or the stem would be reserved.
 */
export function handleStem(name: string | null | undefined): string {
  const words = (name ?? "")
    .normalize("NFKD")
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z]/g, ""))
    .filter(Boolean);
  // 11 letters at most: "-j" and "-" with six digits still fit in 20.
  const first = words[0]?.slice(0, 11);
  if (!first) return "learner";
  const last = words.length > 1 ? words[words.length - 1]![0] : undefined;
  const stem = last ? `${first}-${last}` : first;
  return RESERVED.test(stem) ? "learner" : stem;
}

/**
 * A made handle: the stem and random digits ("asha-j-4821"). `attempt` widens the digits after clashes
 * (4, then 6), so a popular name still finds a free one quickly. `random` returns [0, 1).
 */
export function madeHandle(name: string | null | undefined, attempt = 0, random = Math.random): string {
  const digits = attempt < 4 ? 4 : 6;
  const low = 10 ** (digits - 1);
  const number = low + Math.floor(random() * (9 * low));
  return `${handleStem(name)}-${number}`;
}
