/**
 * `npm run admin -- grant <email>` / `revoke <email>`: makes a local account Admin or Learner.
 * Stop the server first when it runs on the embedded database (PGlite allows one process per directory).
 */

import { emailSchema } from "@arthshala/contracts/auth";
import { eq } from "drizzle-orm";
import { loadConfig } from "../platform/config.js";
import { databaseTargetFromConfig, openDatabase } from "../platform/db/client.js";
import { users } from "../platform/db/schema.js";

const [action, rawEmail] = process.argv.slice(2);
const email = emailSchema.safeParse(rawEmail ?? "");
if ((action !== "grant" && action !== "revoke") || !email.success) {
  console.error("Usage: npm run admin -- grant <email> | revoke <email>");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(databaseTargetFromConfig(config));
try {
  const role = action === "grant" ? "Admin" : "Learner";
  const updated = await database.db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.email, email.data))
    .returning({ id: users.id });
  if (updated.length === 0) {
    console.error(`No account with the email ${email.data}. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.warn(`${email.data} is now ${role === "Admin" ? "an Admin" : "a Learner"}.`);
  }
} finally {
  await database.close();
}
