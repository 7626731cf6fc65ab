/**
 * Automatic tracking (issue 41), zod-free for the web: the consent's version and what the learner agrees
 * to. The dialog shows this wording and the server records the version the learner turned tracking on with,
 * so a later change of wording is a new version and the record says which one was agreed to.
 */
export const CONSENT_VERSION = "2026-11-29";

/** What the forwarding address looks like before the @ ("t-" and 26 letters/digits of base 32). */
export const ADDRESS_LOCAL_PART = /^t-[a-z2-7]{26}$/;
