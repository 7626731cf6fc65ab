/** The English namespaces' shapes, for typed keys (type-only: nothing here reaches the bundle). */
import type account from "./locales/en/account";
import type articles from "./locales/en/articles";
import type auth from "./locales/en/auth";
import type calculators from "./locales/en/calculators";
import type common from "./locales/en/common";
import type courses from "./locales/en/courses";
import type fintools from "./locales/en/fintools";
import type forms from "./locales/en/forms";
import type guardian from "./locales/en/guardian";
import type home from "./locales/en/home";
import type incomeTax from "./locales/en/incomeTax";
import type landing from "./locales/en/landing";
import type newsletter from "./locales/en/newsletter";
import type pages from "./locales/en/pages";
import type plans from "./locales/en/plans";
import type reminders from "./locales/en/reminders";
import type review from "./locales/en/review";
import type savings from "./locales/en/savings";
import type schemes from "./locales/en/schemes";
import type scores from "./locales/en/scores";
import type tracker from "./locales/en/tracker";

export interface Resources {
  account: typeof account;
  articles: typeof articles;
  auth: typeof auth;
  calculators: typeof calculators;
  common: typeof common;
  courses: typeof courses;
  fintools: typeof fintools;
  forms: typeof forms;
  guardian: typeof guardian;
  home: typeof home;
  incomeTax: typeof incomeTax;
  landing: typeof landing;
  newsletter: typeof newsletter;
  pages: typeof pages;
  plans: typeof plans;
  reminders: typeof reminders;
  review: typeof review;
  savings: typeof savings;
  schemes: typeof schemes;
  scores: typeof scores;
  tracker: typeof tracker;
}
