import type { FastifyRequest } from "fastify";
import ipaddr from "ipaddr.js";

/** An IPv6 client counts by its /64: one home or phone gets a whole /64, so single addresses are free to rotate. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The client's address as every per-address limit and throttle counts it (the rate-limit buckets, failed
 * sign-ins per address, the server render's own API calls). request.ip is what the trusted proxy wrote in
 * X-Forwarded-For, and balancers write it in several forms (`198.51.100.20:1234`, `[2001:db8::1]:443`,
 * `::ffff:198.51.100.20`): each form, or a port, must not make a fresh bucket. Anything that is not an
 * address at all counts as the proxy's own (the socket's peer), so garbage shares one bucket too.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeAddress(request.ip) ?? normalizeAddress(request.socket?.remoteAddress) ?? "unknown";
}

/**
 * One written form for one client: IPv4 in dotted decimal (an IPv4-mapped IPv6 address is its IPv4), IPv6
 * as the first address of its /64 in RFC 5952 form; a port or brackets dropped. Null when `raw` is no address.
 */
export function normalizeAddress(raw: string | undefined): string | null {
  const text = withoutPort(raw?.trim() ?? "");
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).toString();
  if (!ipaddr.IPv6.isValid(text)) return null;
  const v6 = ipaddr.IPv6.parse(text);
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return ipaddr.IPv6.networkAddressFromCIDR(
    `${new ipaddr.IPv6(v6.parts).toString()}/${IPV6_CLIENT_PREFIX}`,
  ).toRFC5952String();
}

/** `1.2.3.4:80` → `1.2.3.4`, `[::1]:80` or `[::1]` → `::1`; anything else (a port past 65535 too) as it is. */
function withoutPort(text: string): string {
  const match =
    /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text) ?? /^(\d{1,3}(?:\.\d{1,3}){3}):(\d{1,5})$/.exec(text);
  if (!match || Number(match[2] ?? 0) > 65535) return text;
  return match[1]!;
}
