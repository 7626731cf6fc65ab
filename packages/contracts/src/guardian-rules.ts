/**
 * A learner under 18 and their parent or guardian (DPDP Act 2023, section 9): zod-free, so the browser
 * can import it. The account saves nothing until the guardian confirms by the mailed link, and again
 * nothing after they withdraw; ./guardian holds the request and answer shapes.
 */

/**
 * Where an under-18 account stands:
 * - needed: nobody has been asked yet (an account set to under 18 before guardians were asked);
 * - asked: a link went to the guardian, who has not answered;
 * - declined: the guardian said no;
 * - revoked: the guardian consented, then withdrew it;
 * - confirmed: the guardian consented; the account saves as any other.
 */
export const GUARDIAN_STATUSES = ["needed", "asked", "declined", "revoked", "confirmed"] as const;
export type GuardianStatus = (typeof GUARDIAN_STATUSES)[number];

export interface GuardianState {
  status: GuardianStatus;
  /** The address the link went to (typed by the learner), or null when nobody was asked. */
  email: string | null;
}

/** A guardian's link asks for an answer for this long; once answered it stays their way to manage it. */
export const GUARDIAN_LINK_DAYS = 7;
/** A learner may send (or resend) the link this many times an hour. */
export const GUARDIAN_MAILS_PER_HOUR = 3;
/** One address is asked by at most this many links a day, whoever names it (no mail bombing). */
export const GUARDIAN_MAILS_PER_ADDRESS_PER_DAY = 5;
/** The guardian's emailed download of the child's data works for this long. */
export const GUARDIAN_EXPORT_LINK_DAYS = 7;

/** True while the account must save nothing: an under-18 learner without a guardian's consent in effect. */
export function savesNothing(who: { guardian?: GuardianState | null } | null | undefined): boolean {
  return Boolean(who?.guardian && who.guardian.status !== "confirmed");
}

export const guardianMessages = {
  /** The one refusal of every saving request while the guardian has not confirmed (the gate). */
  waiting:
    "Your parent or guardian hasn't confirmed yet. We've mailed them a link; nothing is saved until they do.",
  needed: "Tell us your parent or guardian's email first: nothing is saved until they confirm.",
  declined: "Your parent or guardian didn't give consent, so nothing is saved.",
  revoked: "Your parent or guardian has withdrawn their consent, so nothing is saved.",
  emailRequired: "Please enter your parent or guardian's email.",
  emailSame: "Your parent or guardian's email must be different from yours.",
  bandLocked:
    "Your age band can't be changed here once your parent or guardian has been asked. If it is wrong, write to us through the contact form.",
  bandRequired: "Choose your age band: it decides whether a parent or guardian must agree first.",
  notAsking:
    "Your parent or guardian has already answered. Only they can change it now, with the link we mailed them.",
  notUnder18: "Only a learner under 18 needs a parent or guardian's consent.",
  sent: "We've mailed the link to your parent or guardian.",
  tooMany: (minutes: number) =>
    `We've already sent ${GUARDIAN_MAILS_PER_HOUR} links in the last hour. Please ask your parent or guardian to check their inbox and spam folder, or try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  addressBusy:
    "We've sent that address several links today already. Please ask them to check their inbox and spam folder, or try again tomorrow.",
  linkInvalid:
    "This link isn't valid. It may have been replaced by a newer one: please open the latest email from Arthshala.",
  linkExpired: `This link has expired (links work for ${GUARDIAN_LINK_DAYS} days). Your child can send a new one from their Arthshala account.`,
  alreadyAnswered: "You have already answered. This page shows what you chose.",
  notConsented: "There is no consent to withdraw.",
  consented: "Thank you. Your consent is recorded: your child's progress is saved from now on.",
  declinedDone: "Your answer is recorded: nothing of your child's learning is saved.",
  revokedDone:
    "Your consent is withdrawn: nothing new is saved from now on. What was saved before stays until you ask us to delete the account.",
  exportSent: "We've emailed you a link to download your child's data. It works for 7 days.",
  exportInvalid: "This download link isn't valid or has expired. Ask for a new one on the consent page.",
  deleted: "Your child's account and its personal data have been deleted.",
} as const;

/**
 * An under-18 band needs a guardian's address that is not the learner's own (sign-up, /account, the
 * arrival question). Addresses are compared as the server keeps them: trimmed, lower-case.
 */
export function guardianEmailProblem(
  body: { age_band?: string | null; guardian_email?: string | null },
  ownEmail: string | null | undefined,
): string | null {
  if (body.age_band !== "under-18") return null;
  const guardian = body.guardian_email?.trim().toLowerCase();
  if (!guardian) return guardianMessages.emailRequired;
  if (ownEmail && guardian === ownEmail.trim().toLowerCase()) return guardianMessages.emailSame;
  return null;
}
