/**
 * Helpers for the newsletter's signed tokens. signValue needs a payload without dots and addresses have
 * them, so an address travels base64url-encoded.
 */
export const encodeAddress = (address: string) => Buffer.from(address.toLowerCase()).toString("base64url");

export function decodeAddress(field: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(field)) return null;
  const address = Buffer.from(field, "base64url").toString("utf8");
  return address.includes("@") && address.length <= 254 ? address : null;
}

export const isSubscriptionId = (id: string) => /^[0-9a-f-]{36}$/.test(id);
