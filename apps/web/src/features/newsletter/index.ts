/** What the newsletter feature offers the rest of the app; nothing else of it is imported from outside. */
export {
  enteredEmailQuery,
  newsletterKeys,
  removeEmail,
  type SavedAddress,
  saveEmail,
  useEnteredEmail,
} from "./api";
export { isEmailFormPage } from "./emailFormPages";
