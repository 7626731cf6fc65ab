import type { Role } from "@arthshala/contracts/roles";
import { liveLockHolder } from "../../platform/db/lock.js";
import { readChannel } from "./channel.js";

/** A failure whose message tells the user what to do. */
export class LocalAdminError extends Error {}

export type RoleChange =
  /** No process holds the embedded database: the caller opens it directly. */
  { via: "direct" } | { via: "server"; pid: number; updated: boolean };

/** A server holds the lock for a few seconds before it listens (PGlite starts, migrations run). */
const WAIT_FOR_SERVER_MS = 30_000;

/**
 * Changes a role through the running server when one holds the embedded database in dataDir.
 * Throws a LocalAdminError whose message tells the user what to do when the holder cannot take the call.
 */
export async function changeRoleViaServer(
  dataDir: string,
  dbDir: string,
  email: string,
  role: Role,
  onWait: (pid: number) => void = () => undefined,
): Promise<RoleChange> {
  const deadline = Date.now() + WAIT_FOR_SERVER_MS;
  let waitedFor = 0;
  for (;;) {
    const holder = liveLockHolder(dbDir);
    if (!holder) return { via: "direct" };
    const channel = readChannel(dataDir);
    if (channel && channel.pid === holder.pid) {
      return { via: "server", pid: holder.pid, updated: await post(channel.url, channel.token, email, role) };
    }
    if (Date.now() > deadline) {
      throw new LocalAdminError(
        `The embedded database in ${dbDir} is in use by process ${holder.pid} (${holder.command}), ` +
          "which does not take admin commands: it is not a running server, or it is still starting. " +
          "Wait for it to finish (or stop it with Ctrl+C in its terminal), then run this again.",
      );
    }
    if (waitedFor !== holder.pid) onWait(holder.pid);
    waitedFor = holder.pid;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function post(url: string, token: string, email: string, role: Role): Promise<boolean> {
  let res: Response;
  try {
    res = await fetch(`${url}/api/internal/admin/role`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ email, role }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    throw new LocalAdminError(
      `The server holding the embedded database did not answer at ${url} (${(err as Error).message}). ` +
        "Check that it is running, or stop it and run this again to change the database directly.",
    );
  }
  if (res.status === 200) return true;
  if (res.status === 404) return false;
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  throw new LocalAdminError(
    `The server refused the change (${res.status}): ${body.message ?? res.statusText}`,
  );
}
