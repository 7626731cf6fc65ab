import proxyAddr from "@fastify/proxy-addr";
import { z } from "zod";

/**
 * Which proxies' X-Forwarded-For/-Proto/-Host the server believes: a number of hops in front of it
 * (0: none), or the proxies' own addresses. The left-most X-Forwarded-For entry is whatever the client
 * wrote, so trusting every hop (Fastify's `true`) let anyone pick a fresh address, and so a fresh
 * rate-limit bucket, per request.
 */
export type TrustProxy = number | string[];

/**
 * TRUST_PROXY: empty or `false` trusts no proxy; `true` means one hop (the balancer in front); a whole
 * number is that many hops; anything else is a comma-separated list of trusted proxy addresses or CIDR
 * ranges (or proxy-addr's names loopback, linklocal, uniquelocal), checked here so a typo stops start-up.
 */
export const trustProxySetting = z
  .string()
  .default("")
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim().toLowerCase();
    if (value === "" || value === "false") return 0;
    if (value === "true") return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean);
    try {
      proxyAddr.compile(addresses);
    } catch (err) {
      ctx.addIssue({
        code: "custom",
        message: `expected true, false, a number of proxy hops, or proxy addresses/CIDR ranges separated by commas (${(err as Error).message})`,
      });
      return z.NEVER;
    }
    return addresses;
  });

/**
 * Fastify's trustProxy for the setting. Fastify 5.12 ignores a plain hop count (it trusts nothing for a
 * number), so hops are a trust function: the socket's peer and the entries after it, `hops` in all.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(setting)) return setting.length > 0 ? setting : false;
  if (setting <= 0) return false;
  return (_address, hop) => hop < setting;
}

/** The start-up log line: what request.ip will be, so an operator can see the setting took. */
export function describeTrustProxy(setting: TrustProxy): string {
  if (Array.isArray(setting)) {
    return `TRUST_PROXY: client addresses come from X-Forwarded-For as written by these proxies only: ${setting.join(", ")}`;
  }
  if (setting <= 0)
    return "TRUST_PROXY is off: the client address is the connection's own (X-Forwarded-For is ignored)";
  return `TRUST_PROXY: trusting ${setting} proxy hop${setting === 1 ? "" : "s"} in front of this server; the client address is X-Forwarded-For's entry ${setting === 1 ? "last" : `${setting} from the end`} and anything left of it is ignored. Reach the server only through ${setting === 1 ? "that proxy" : "those proxies"}, or list their addresses instead`;
}
