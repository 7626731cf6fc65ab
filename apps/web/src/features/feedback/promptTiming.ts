/* The home page's texts (the spec's error catalogue among them) are in lib/i18n/locales/<language>/home.ts. */

/** Spec section 9: the feedback prompt waits this long after the home data loads. */
export const FEEDBACK_PROMPT_DELAY_MS = 2000;
