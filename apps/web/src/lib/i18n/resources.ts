/** The English namespaces' shapes, for typed keys (type-only: nothing here reaches the bundle). */
import type account from "./locales/en/account";
import type articles from "./locales/en/articles";
import type auth from "./locales/en/auth";
import type common from "./locales/en/common";
import type courses from "./locales/en/courses";
import type forms from "./locales/en/forms";
import type landing from "./locales/en/landing";
import type newsletter from "./locales/en/newsletter";
import type pages from "./locales/en/pages";

export interface Resources {
  account: typeof account;
  articles: typeof articles;
  auth: typeof auth;
  common: typeof common;
  courses: typeof courses;
  forms: typeof forms;
  landing: typeof landing;
  newsletter: typeof newsletter;
  pages: typeof pages;
}
