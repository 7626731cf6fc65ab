import { gzipSync } from "node:zlib";

interface Entry {
  at: number;
  json: string;
  gzip?: Buffer;
}

/**
 * The public article pages, serialised (and gzipped on first need) once for a few seconds. The first
 * page carries 37 whole articles (~150 kB of JSON): building and compressing it per request costs far
 * more than the query. Admin changes on this server clear it at once; other servers see them within
 * the TTL.
 */
export class ArticlePageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = 10_000) {}

  async get(key: string, build: () => Promise<unknown>): Promise<Entry> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit;
    const entry: Entry = { at: Date.now(), json: JSON.stringify(await build()) };
    if (this.entries.size > 200) this.entries.clear(); // odd limits/offsets must not grow it forever
    this.entries.set(key, entry);
    return entry;
  }

  gzipOf(entry: Entry): Buffer {
    entry.gzip ??= gzipSync(entry.json);
    return entry.gzip;
  }

  clear(): void {
    this.entries.clear();
  }
}
