/**
 * The API's own fixed texts (errors.ts, access checks). A catalog like those in contracts, so
 * platform/i18n can give each its Hindi by key and a missing one fails the typecheck.
 */
export const httpMessages = {
  signIn: "Please sign in to continue.",
  forbidden: "You do not have permission to do that.",
  notFound: "Not found.",
  invalidRequest: "The request is not valid.",
  serverError: "Something went wrong on our side.",
  unavailable: "The service is temporarily unavailable. Please try again shortly.",
  invalidJson: "The request body is not valid JSON.",
  tooLarge: "The request is too large.",
  mediaType: "This content type is not accepted here.",
  tooManyRequests: "Too many requests. Please wait a minute and try again.",
  crossSite: "Cross-site requests are not allowed.",
  otherAccount: "This request names a different account than the one signed in.",
  formInvalid: "The form is not valid.",
  multipartUnreadable:
    "The form could not be read: it was cut off or is not well-formed multipart/form-data. Please send it again.",
} as const;
