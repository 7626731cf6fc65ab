/**
 * The whole product's schema (spec sections 3, 4 and 7), so features extend it instead of reshaping it.
 * Money is integer paise; India-time days are `date` columns computed by the server in Asia/Kolkata;
 * every learner-owned row carries user_id and is always queried scoped by the session's user.
 */

export * from "./schema/articles.js";
export * from "./schema/auto-tracking.js";
export * from "./schema/course-checks.js";
export * from "./schema/forms.js";
export * from "./schema/identity.js";
export * from "./schema/institutions.js";
export * from "./schema/learning.js";
export * from "./schema/mail.js";
export * from "./schema/organisations.js";
export * from "./schema/perks.js";
export * from "./schema/plans.js";
export * from "./schema/reminders.js";
export * from "./schema/rewards.js";
export * from "./schema/schemes.js";
export * from "./schema/site.js";
export * from "./schema/tracker.js";
export * from "./schema/translations.js";
