import type { ContentChanges } from "./content-changes.js";

/** What a cache tells metrics (platform/metrics): each read served from it or loaded, each key pushed out. */
export interface CacheEvents {
  hit(): void;
  miss(): void;
  evict(): void;
}

interface Entry<V> {
  version: number;
  value: Promise<V>;
}

/**
 * Values built from authored content, kept until the content changes (see ContentChanges). Loads are
 * shared: many requests for a missing key wait on one query. A failed load is not kept. Bounded: past
 * maxEntries the oldest key goes first.
 */
export class VersionedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private events: CacheEvents | undefined;

  constructor(
    private readonly changes: ContentChanges,
    private readonly maxEntries = 500,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const version = this.changes.version;
    const hit = this.current(key);
    if (hit) {
      this.events?.hit();
      return hit;
    }
    this.events?.miss();
    const value = load();
    if (this.changes.live) {
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) {
          this.entries.delete(oldest.value);
          this.events?.evict();
        }
      }
      this.entries.set(key, { version, value });
      value.catch(() => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      });
    }
    return value;
  }

  /**
   * The kept value (or the load under way) for key, if current; never loads and never evicts. Finding
   * one counts as a hit; finding none counts nothing (a get() that follows counts the miss).
   */
  peek(key: K): Promise<V> | undefined {
    const hit = this.current(key);
    if (hit) this.events?.hit();
    return hit;
  }

  private current(key: K): Promise<V> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.version === this.changes.version && this.changes.live ? hit.value : undefined;
  }

  /** Keys held, current or not (at most maxEntries). */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Reports reads and evictions to `events` (one watcher: the app's metrics). */
  watch(events: CacheEvents): void {
    this.events = events;
  }
}
