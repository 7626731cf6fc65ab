/**
 * Pages that are themselves an email form (sign-in, sign-up, password reset): a second email field in the
 * footer would only compete with the form, and visitors there cannot subscribe yet anyway. On its own, so
 * the footer can leave the newsletter's place out without loading its code.
 */
const EMAIL_FORM_PAGES = /^\/(signin|signup|forgot-password|reset-password|auth)(\/|$)/;

export const isEmailFormPage = (pathname: string) => EMAIL_FORM_PAGES.test(pathname);
