import type { Role } from "@arthshala/contracts/roles";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { users } from "../../platform/db/schema.js";

/** Makes a local account Admin or Learner. False when no account has that email. */
export async function setRole(db: Db, email: string, role: Role): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return updated.length > 0;
}
