/** Scheme page texts of our own; the spec's words (disclaimer, "Coming soon !" …) are contracts' schemeMessages. */
export const schemePageMessages = {
  /** The spec leaves a failed load as an empty page; we say so and offer to try again. */
  loadFailed: "We couldn't load this page. Please try again.",
  noProducts: "No products are listed here right now. Check back soon.",
} as const;
