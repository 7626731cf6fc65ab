/**
 * A lesson is a focused screen: on the card viewer and every page of a module's lesson flow
 * (`/courses/course/:courseId/module/:moduleId/...`: its cards, the review round, the done page) the
 * site footer and the phone's tab bar are left out, and the lesson's own action bar has the bottom of
 * the screen. The site header stays. The Review session (/review) is such a screen too.
 */
const LESSON_PATH = /^\/courses\/course\/[^/]+\/module\/[^/]+\/[^/]/;

/** Whether `pathname` (React Router's location.pathname, no query or hash) is inside a lesson. */
export function isLessonPath(pathname: string): boolean {
  return LESSON_PATH.test(pathname) || pathname === "/review";
}
