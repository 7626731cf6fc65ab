/**
 * What the admin feature offers other features: the course authoring screens' calls and scope (issue 40),
 * so an organisation's own course list (features/orgcourses) uses the same calls and queries as the
 * admin's authoring pages, which app/ mounts under /teach/organisations/:organisationId as well.
 */
export { authoringCalls, authoringKeys, coursesQuery } from "./authoring-api";
export { type AuthoringScope, scopeOf } from "./authoringScope";
export { PlusIcon } from "./components/adminIcons";
export { DeleteButton } from "./components/DeleteButton";
