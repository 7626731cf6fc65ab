/**
 * Organisations, classes and joining (issue 40): the rules both sides read, without zod, so the web's
 * join form and the server agree on what a code is.
 */

export const ORGANISATION_KINDS = ["school", "college", "employer", "bank", "ngo"] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];
export const CLASS_LANGUAGES = ["en", "hi"] as const;
export type ClassLanguage = (typeof CLASS_LANGUAGES)[number];

/**
 * Letters and digits a person cannot misread from a projector or a phone: no 0/O and no 1/I. 32 signs,
 * so 6 of them make about a billion codes; guessing one is rate-limited (the join routes).
 */
export const JOIN_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const JOIN_CODE_LENGTH = 6;
/** What a typed code may be after normalising: older or hand-made codes may be longer or use any letter. */
export const JOIN_CODE_PATTERN = /^[A-Z0-9]{4,12}$/;

export const ORGANISATION_NAME_MAX = 120;
export const CLASS_NAME_MAX = 80;
export const CLASS_CAPACITY_MAX = 10_000;

/** A code as typed ("7kq-4mx ", "7KQ 4MX") in the form it is stored and compared in. */
export function normaliseJoinCode(typed: string): string {
  return typed.replace(/[\s-]+/g, "").toUpperCase();
}

/** The web page a class's join link opens. */
export const joinPath = (code: string) => `/join/${encodeURIComponent(code)}`;

/** Why a class takes nobody new, or "open". */
export const CLASS_STATUSES = ["open", "archived", "ended", "full"] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

/**
 * A class's status on an India day: archived first (the facilitator's choice), then ended (the day after
 * its end date), then full (members at its cap).
 */
export function classStatus(
  c: { archived: boolean; endsOn: string | null; capacity: number | null; members: number },
  today: string,
): ClassStatus {
  if (c.archived) return "archived";
  if (c.endsOn !== null && today > c.endsOn) return "ended";
  if (c.capacity !== null && c.members >= c.capacity) return "full";
  return "open";
}

/** The server's messages (said in Hindi by the API's localize step). */
export const classMessages = {
  unknownCode: "No class has this code. Check the code with your teacher and try again.",
  codeFormat: "Enter the class code: 4 to 12 letters and digits, like 7KQ4MX.",
  archived: "This class has been archived and is not taking new learners.",
  ended: "This class has ended and is not taking new learners.",
  full: "This class is full. Ask your teacher whether a place can be made.",
  joined: (name: string) => `You joined ${name}.`,
  alreadyMember: (name: string) => `You are already in ${name}.`,
  left: (name: string) => `You left ${name}.`,
  notInClass: "You are not in this class.",
  noAccount: "No Arthshala account uses this email. Ask them to sign up first, then add them here.",
  alreadyAdmin: "This account is an Admin, who can already do everything a facilitator can.",
  notFacilitator: "This account is not a facilitator.",
  ownerOnly: "Only the organisation's owner can do this.",
  ownerStays: "An owner cannot be removed from their organisation.",
  notMember: "This person is not in the organisation.",
  learnerNotInClass: "This learner is not in the class.",
  capacityBelowMembers: (members: number) =>
    `The class already has ${members} learners: the cap must be at least ${members}.`,
  endsBeforeToday: "The end date cannot be before today.",
  nameNeeded: "Please enter a name.",
  nameTooLong: (max: number) => `The name can be at most ${max} characters.`,
  capacityRange: "The cap must be a whole number from 1 to 10,000.",
  chooseKind: "Choose school, college, employer, bank or NGO.",
  chooseLanguage: "Choose English or Hindi.",
  dayRange: "Use a date between 2000 and 2100.",
  organisationNotFound: "This organisation does not exist.",
} as const;
