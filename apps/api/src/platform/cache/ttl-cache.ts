interface Entry<V> {
  /** When the load behind `value` started. */
  at: number;
  value: Promise<V>;
  /** The load succeeded, so `value` can be served while a newer one loads. */
  ready: boolean;
  refreshing: boolean;
}

/**
 * Values reused for a short time (ttlMs; 0 means never), with one load shared by every request that
 * misses at once. A failed load is not kept. For data many requests read and a few seconds of age
 * cannot hurt, such as the leaderboard's top list.
 *
 * Past ttlMs, and for up to staleMs more, the old value is still served while one request's load
 * replaces it in the background: the leaderboard's per-score counts take ~50 ms on 100,000 learners,
 * and making every request that arrives meanwhile wait for them was the whole of home's p99. Older
 * than that (a quiet server), the next read waits for fresh data.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly options: { maxEntries?: number; staleMs?: number; now?: () => number } = {},
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit) {
      const age = now - hit.at;
      if (age < this.ttlMs) return hit.value;
      if (hit.ready && age < this.ttlMs + (this.options.staleMs ?? this.ttlMs)) {
        if (!hit.refreshing) this.refresh(key, hit, load, now);
        return hit.value;
      }
    }
    return this.fill(key, load, now);
  }

  private fill(key: K, load: () => Promise<V>, now: number): Promise<V> {
    const value = load();
    if (this.entries.size >= (this.options.maxEntries ?? 16) && !this.entries.has(key)) this.entries.clear();
    const entry: Entry<V> = { at: now, value, ready: false, refreshing: false };
    this.entries.set(key, entry);
    value.then(
      () => {
        entry.ready = true;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  private refresh(key: K, stale: Entry<V>, load: () => Promise<V>, now: number): void {
    stale.refreshing = true;
    const value = load();
    value.then(
      () => {
        if (this.entries.get(key) === stale) {
          this.entries.set(key, { at: now, value, ready: true, refreshing: false });
        }
      },
      // Keep serving the old value; the next read past the TTL tries again.
      () => {
        stale.refreshing = false;
      },
    );
  }
}
