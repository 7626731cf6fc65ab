/**
 * The place on /home for the bank-scheme recommendations panel (spec section 2: ranked schemes, "View
 * All" to /policies?courseId=…, "Complete a course to see recommendations!"). Step 7 fills it from
 * POST /api/home/recommendations, using ?courseId= when the page has one. Until then it renders
 * nothing: no placeholder that could pass for advice.
 */
export function SchemeRecommendationsSlot(_props: { courseId: number | null }) {
  return null;
}
