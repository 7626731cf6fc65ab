/**
 * `npm run admin -- grant <email>` / `revoke <email>`: makes a local account Admin or Learner.
 * On the embedded database only one process may open it: when the server holds it, this asks the running
 * server (an authenticated loopback call, see features/local-admin); otherwise it opens the database itself.
 */

import { emailSchema } from "@arthshala/contracts/auth";
import { changeRoleViaServer, LocalAdminError } from "../features/local-admin/client.js";
import { setRole } from "../features/local-admin/service.js";
import { loadConfig } from "../platform/config.js";
import { databaseTargetFromConfig, openDatabase } from "../platform/db/client.js";
import { DataDirLockedError } from "../platform/db/lock.js";

const [action, rawEmail] = process.argv.slice(2);
const email = emailSchema.safeParse(rawEmail ?? "");
if ((action !== "grant" && action !== "revoke") || !email.success) {
  console.error("Usage: npm run admin -- grant <email> | revoke <email>");
  process.exit(2);
}
const address = email.data;
const role = action === "grant" ? "Admin" : "Learner";
const config = loadConfig();
const target = databaseTargetFromConfig(config);

/** Whether the account existed (and now has the role), and which process changed it. */
async function change(): Promise<{ updated: boolean; how: string }> {
  if (target.kind === "pglite" && "dataDir" in target) {
    const viaServer = await changeRoleViaServer(config.DATA_DIR, target.dataDir, address, role, (pid) =>
      console.warn(`Waiting for process ${pid}, which holds the embedded database…`),
    );
    if (viaServer.via === "server") {
      return { updated: viaServer.updated, how: ` (through the running server, pid ${viaServer.pid})` };
    }
  }
  const database = await openDatabase(target);
  try {
    return { updated: (await setRole(database.db, address, role)) !== null, how: "" };
  } finally {
    await database.close();
  }
}

try {
  const { updated, how } = await change();
  if (updated) {
    console.warn(`${address} is now ${role === "Admin" ? "an Admin" : "a Learner"}${how}.`);
  } else {
    console.error(`No account with the email ${address}. Sign up first, then run this again.`);
    process.exitCode = 1;
  }
} catch (err) {
  if (!(err instanceof DataDirLockedError || err instanceof LocalAdminError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
