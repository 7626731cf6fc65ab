/** Roles as the spec names them: the first entry of the roles list is the user's role. */
export const ROLES = ["Admin", "Learner"] as const;
export type Role = (typeof ROLES)[number];

/** Who may call a route. Every API route declares one; the server guard enforces it. */
export const ACCESS_LEVELS = ["public", "user", "admin"] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export function isAdmin(roles: readonly string[] | undefined): boolean {
  return roles?.[0] === "Admin";
}
