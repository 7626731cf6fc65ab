/** Roles as the spec names them: the first entry of the roles list is the user's role. */
export const ROLES = ["Admin", "Facilitator", "Learner"] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who may call a route. Every API route declares one; the server guard enforces it. "facilitator": a
 * Facilitator or an Admin (issue 40); which organisation and class they may touch is then decided by
 * membership, in the route's service.
 */
export const ACCESS_LEVELS = ["public", "user", "facilitator", "admin"] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export function isAdmin(roles: readonly string[] | undefined): boolean {
  return roles?.[0] === "Admin";
}

/** Facilitators run classes; Admins may do whatever a facilitator may. */
export function canFacilitate(role: string | undefined): boolean {
  return role === "Admin" || role === "Facilitator";
}
