/** Zod-free article and newsletter constants and texts, for the browser and the server (spec 8, 9). */

export const ARTICLE_PAGE_FIRST = 37;
export const ARTICLE_PAGE_NEXT = 30;
export const LANDING_ARTICLES = 15;
export const ADMIN_ARTICLES_PAGE = 10;

/** An article's readable address, /articles/{slug}; one without a slug opens at /articles?article={id}. */
export const articlePath = (article: { id: number; slug: string | null }): string =>
  article.slug ? `/articles/${article.slug}` : `/articles?article=${article.id}`;

export const newsletterMessages = {
  /** Only true once the address is confirmed: answers saving an already-confirmed address again. */
  subscribed: "🎉 Subscribed successfully.",
  /** Double opt-in replaces the spec's "Subscribed" toast after saving: nothing is subscribed until the link is opened. */
  confirmationSent: "📩 Almost there! Open the link we just emailed you to confirm your subscription.",
  confirmationThrottled:
    "We have already sent several confirmation links to this address in the last hour. Please check your inbox and spam folder.",
  unsubscribed: "Unsubscribed successfully.",
  signIn: "Please signin !",
  fetchFailed: "Failed to fetch your subscription email.",
  sent: "Sent!",
  noSubscribers: "There are no confirmed subscribers yet, so nothing was sent.",
} as const;

/**
 * What the newsletter's mailed links answer (POST /newsletter/confirm and /newsletter/unsubscribe). Here
 * in contracts, beside the other catalogs, so the API's Hindi (platform/i18n) can be typed against it.
 */
export const newsletterLinkMessages = {
  unsubscribed: "You have been unsubscribed from the Arthshala newsletter.",
  alreadyUnsubscribed: "This address is already unsubscribed. You will not get more newsletters.",
  badUnsubscribeLink: "This unsubscribe link is not valid. Please use the link from your latest email.",
  badConfirmLink:
    "This confirmation link is not valid. Please use the link from your latest confirmation email.",
  expiredConfirmLink:
    "This confirmation link has expired. Save your address again in the newsletter box at the bottom of any page to get a new one.",
  confirmed: (address: string) => `You're subscribed! The next Arthshala newsletter will reach ${address}.`,
  alreadyConfirmed: (address: string) =>
    `${address} is already confirmed. You're subscribed to the Arthshala newsletter.`,
  addressChanged: (address: string) =>
    `${address} is no longer the address saved for the newsletter: it was changed or removed after this link was sent. Nothing was changed.`,
} as const;

export const articleMessages = {
  rated: "Thanks for rating the article!",
  ratingFetchFailed: "Something went wrong while fethcing article rating.",
  rateFailed: "Something went wrong while rating.",
  rateRefused: "Failed to submit rating.",
  taskFailed: "Failed to upload tasks.",
  loadFailed: "Failed to load articles.",
  empty: "No articles available.",
  loadingMore: "Loading more articles...",
  caughtUp: "✔️ You're all caught up.",
  fetchingMore: "Fetching more articles...",
  posted: "✅ Article posted!",
  postFailed: "Failed to post article.",
  linkCopied: "🔗 Link copied to clipboard!",
  copyFailed: "❌ Failed to copy the link.",
} as const;

/** Average rating to one decimal, 0 when nobody has rated. */
export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}
