import { ApiError } from "../../lib/api";

/** Admin alert texts. The "add" ones are the spec's words (section 8); the edit ones follow their pattern. */
export const adminMessages = {
  courseAdded: "✅ Course successfully added!",
  courseAddFailed: "Failed to add course.",
  courseUpdated: "✅ Course successfully updated!",
  courseUpdateFailed: "Failed to update course.",
  moduleAdded: "✅ Module added successfully!",
  moduleAddFailed: "Failed to add module. Please try again.",
  moduleUpdated: "✅ Module updated successfully!",
  moduleUpdateFailed: "Failed to update module. Please try again.",
  cardAdded: "✅ Card added successfully!",
  cardAddFailed: "❌ Error adding card.",
  cardUpdated: "✅ Card updated successfully!",
  cardUpdateFailed: "❌ Error updating card.",
  noCourses: "No courses available right now.",
  noModuleDescription: "No description provided.",
  noCards: "No cards found for this module.",
  schemeUpdated: "✅ Product updated!",
  schemeUpdateFailed: "Failed to update the product.",
  schemeNotFound: "This product does not exist.",
  noSchemes: "No scheme products yet.",
  noStaleSchemes: "Every product was checked within the last 90 days.",
} as const;

/**
 * Article and newsletter admin texts. The spec's own words (posted, postFailed, linkCopied, copyFailed,
 * sent) live in @arthshala/contracts/articles-rules; these follow their pattern.
 */
export const articleAdminMessages = {
  updated: "✅ Article updated!",
  updateFailed: "Failed to update article.",
  notFound: "This article does not exist or was deleted.",
  empty: "No articles yet. Write the first one!",
  draftNote: "Readers never see drafts: only admins can open them, here.",
  newsletterSendFailed: "Failed to send the newsletter.",
  noNewsletters: "No newsletters sent yet.",
} as const;

/** The Hindi tab of the card, article, course and module forms. */
export const translationMessages = {
  saved: "✅ Hindi version saved! Learners who read in Hindi see it now.",
  saveFailed: "Failed to save the Hindi version.",
  removed: "✅ Hindi version removed. Learners who read in Hindi see the English now.",
  removeFailed: "Failed to remove the Hindi version.",
  allOptions: "Translate this option too, or leave every option empty.",
} as const;

/**
 * "Failed to x." plus the server's reason when it gave one (a 4xx names the problem; a lost connection
 * says so). A 5xx carries nothing the admin can act on, so the spec's text stands alone.
 */
export function withReason(base: string, error: unknown): string {
  if (!(error instanceof ApiError) || !error.message || error.status >= 500) return base;
  return `${base} ${error.message}`;
}
