import { guardianMessages, savesNothing } from "@arthshala/contracts/guardian-rules";
import type { FastifyRequest } from "fastify";
import type { SessionUser } from "../../platform/auth/session-user.js";
import { forbidden } from "../../platform/http/errors.js";

/*
 * The consent gate (DPDP Act 2023, section 9): an under-18 learner whose guardian has not consented (or
 * has withdrawn) saves nothing. This is the one place that holds it: every unsafe request from such an
 * account is refused with 403 unless its route is on one of the short lists below. A new route is refused
 * until someone puts it here; gate.test.ts calls every registered route as such a learner to show it.
 */

/**
 * Lessons: answered as for a visitor (no locks from saved progress, an answer checked and nothing
 * recorded), so a learner waiting for consent learns as a visitor does, their progress kept in their own
 * browser only.
 */
const AS_VISITOR = new Set([
  "POST /api/courses/course/:id",
  "POST /api/courses/course/:courseId/module/:moduleId/card/:cardId",
  "POST /api/courses/course/:courseId/module/:moduleId/card/:cardId/check",
]);

/** The spec's API reads by POST: these save nothing. */
const READS = new Set([
  "POST /api/courses/getongoingcourse",
  "POST /api/articles/getall",
  "POST /api/articles/fetchrating",
  "POST /api/articles/getenteredemail",
  "POST /api/home/getdata",
  "POST /api/home/finscorelog",
  "POST /api/home/hasunseen",
  "POST /api/home/notifications",
  "POST /api/home/recommendations",
  "POST /api/fin-tools/expensetracker/fetchcategories",
  "POST /api/fin-tools/expensetracker/fetchexpensesnew",
  "POST /api/fin-tools/expensetracker/fetchexpenses",
  "POST /api/fin-tools/expensetracker/fetchexpensesPie",
  "POST /api/fin-tools/expensetracker/fetchcategorybudgets",
  "POST /api/fin-tools/expensetracker/fetchmonthlybudget",
  "POST /api/fin-tools/expensetracker/checkandfetch",
  "POST /api/fin-tools/expensetracker/parsealert",
  "POST /api/fin-tools/expensetracker/import/preview",
  "POST /api/fin-tools/expensetracker/import/parse",
]);

/**
 * Writes about the account itself, not the learner's activity: signing in and out, the password and
 * sessions (its safety), the interface language, deleting it, the guardian step, writing to the team
 * (how a wrong age band is put right), and turning things off (reminders, the newsletter).
 */
const ACCOUNT_WRITES = new Set([
  "POST /api/auth/signup",
  "POST /api/auth/signin",
  "POST /api/auth/signout",
  "POST /api/auth/password/forgot",
  "POST /api/auth/password/reset",
  "POST /api/auth/email/verify",
  "POST /api/auth/email/resend",
  "POST /api/account/password",
  "POST /api/account/sessions/:id/revoke",
  "POST /api/account/sessions/revoke-others",
  "PUT /api/account/preferences",
  "POST /api/account/delete",
  "POST /api/contact/user",
  "POST /api/reminders/stop",
  // Turning automatic tracking off revokes the forwarding address: never held back.
  "POST /api/fin-tools/auto-tracking/disable",
  // Leaving a class takes the learner's progress out of a teacher's view: never held back.
  "DELETE /api/account/classes/:classId",
  "DELETE /api/reminders/push-subscription",
  "POST /api/newsletter/unsubscribe",
  "POST /api/articles/removeemail",
]);

/** The guardian's own pages and the learner's guardian step. */
const GUARDIAN_PREFIX = "/api/guardian/";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** How a route is treated for a learner waiting for consent (exported for the test that lists them). */
export function gateRule(method: string, url: string): "visitor" | "open" | "refused" {
  const route = `${method} ${url}`;
  if (AS_VISITOR.has(route)) return "visitor";
  if (!UNSAFE.has(method) || READS.has(route) || ACCOUNT_WRITES.has(route)) return "open";
  if (url.startsWith(GUARDIAN_PREFIX)) return "open";
  return "refused";
}

/** Why nothing is saved, as the learner's state says it. */
export function waitingMessage(user: Pick<SessionUser, "guardian">): string {
  switch (user.guardian?.status) {
    case "needed":
      return guardianMessages.needed;
    case "declined":
      return guardianMessages.declined;
    case "revoked":
      return guardianMessages.revoked;
    default:
      return guardianMessages.waiting;
  }
}

/** Runs after the session is resolved and access is decided (app.ts), before the body is read. */
export function guardConsent(request: FastifyRequest): void {
  const user = request.user;
  const url = request.routeOptions.url;
  if (!user || !url || !savesNothing(user)) return;
  const rule = gateRule(request.method, url);
  if (rule === "visitor") request.user = null;
  else if (rule === "refused") throw forbidden(waitingMessage(user));
}
