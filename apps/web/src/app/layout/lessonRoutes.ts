/**
 * A lesson is a focused screen: on the card viewer and every page of a module's lesson flow
 * (`/courses/course/:courseId/module/:moduleId/...`: its cards, the review round, the done page) the
 * site footer and the phone's tab bar are left out, and the lesson's own action bar has the bottom of
 * the screen. The Review session (/review), a course's placement check and its course test (issue 42)
 * are such screens too.
 */
const LESSON_PATH = /^\/courses\/course\/[^/]+\/module\/[^/]+\/[^/]/;
const CHECK_PATH = /^\/courses\/course\/[^/]+\/(placement|test)\/?$/;

/** Whether `pathname` (React Router's location.pathname, no query or hash) is inside a lesson. */
export function isLessonPath(pathname: string): boolean {
  return LESSON_PATH.test(pathname) || CHECK_PATH.test(pathname) || pathname === "/review";
}

/**
 * A card of a lesson or its review round: the site header is left out too (issue 39), and the lesson's
 * top bar (close, progress, language) is all there is above the card. The celebration (`/done`) keeps
 * the header: the lesson is over there.
 */
const FOCUSED_LESSON_PATH = /^\/courses\/course\/[^/]+\/module\/[^/]+\/(card\/[^/]+|finish)\/?$/;

export function isFocusedLessonPath(pathname: string): boolean {
  return FOCUSED_LESSON_PATH.test(pathname);
}
