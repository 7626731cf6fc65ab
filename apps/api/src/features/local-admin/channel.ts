import { randomBytes } from "node:crypto";
import { readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";

/**
 * How `npm run admin` reaches a server that holds the embedded database: while it listens, the server
 * keeps DATA_DIR/admin.token (mode 0600, so only the account running the server can read it) with its
 * pid, a loopback URL and a random bearer token made at each start.
 */
export interface AdminChannel {
  pid: number;
  url: string;
  token: string;
}

export const channelFile = (dataDir: string) => path.join(dataDir, "admin.token");

export const newAdminToken = () => randomBytes(32).toString("base64url");

/** The loopback URL of a listening address: a wildcard bind is reached on loopback too. */
export function loopbackUrl(address: AddressInfo): string {
  if (address.family === "IPv6") {
    const host = address.address === "::" ? "::1" : address.address;
    return `http://[${host}]:${address.port}`;
  }
  const host = address.address === "0.0.0.0" ? "127.0.0.1" : address.address;
  return `http://${host}:${address.port}`;
}

export function writeChannel(dataDir: string, channel: AdminChannel): void {
  const file = channelFile(dataDir);
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, JSON.stringify(channel), { mode: 0o600 });
  renameSync(aside, file); // readers never see half a file
}

export function readChannel(dataDir: string): AdminChannel | null {
  try {
    const parsed = JSON.parse(readFileSync(channelFile(dataDir), "utf8")) as Partial<AdminChannel>;
    const { pid, url, token } = parsed;
    return typeof pid === "number" && typeof url === "string" && typeof token === "string"
      ? { pid, url, token }
      : null;
  } catch {
    return null;
  }
}

/** Removes the file if it is this process's: a newer server's file is left alone. */
export function removeChannel(dataDir: string): void {
  if (readChannel(dataDir)?.pid !== process.pid) return;
  try {
    unlinkSync(channelFile(dataDir));
  } catch {
    // Already gone.
  }
}
