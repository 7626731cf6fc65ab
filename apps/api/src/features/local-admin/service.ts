import type { Role } from "@arthshala/contracts/roles";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { users } from "../../platform/db/schema.js";

/** Makes a local account Admin or Learner; its id, or null when no account has that email. */
export async function setRole(db: Db, email: string, role: Role): Promise<string | null> {
  const updated = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return updated[0]?.id ?? null;
}
