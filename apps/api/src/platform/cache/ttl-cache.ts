interface Entry<V> {
  at: number;
  value: Promise<V>;
}

/**
 * Values reused for a short time (ttlMs; 0 means never), with one load shared by every request that
 * misses at once. A failed load is not kept. For data many requests read and a few seconds of age
 * cannot hurt, such as the leaderboard's top list.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 16,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    if (this.ttlMs > 0) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { at: now, value });
      value.catch(() => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      });
    }
    return value;
  }
}
