/**
 * A value read once per server, on first use (a signing key, a key pair): a failed read is retried next
 * time rather than remembered.
 */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let hit: Promise<T> | undefined;
  return () => {
    hit ??= make().catch((err: unknown) => {
      hit = undefined;
      throw err;
    });
    return hit;
  };
}
