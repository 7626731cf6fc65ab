/**
 * The device's own key-value store for offline use: IndexedDB (through idb-keyval) in browsers, a Map
 * where IndexedDB is missing (tests, some private modes), so callers never branch on it.
 */
import { createStore, del, get, clear as idbClear, keys, set, update } from "idb-keyval";

export interface OfflineStorage {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /** Reads and writes one key in a single transaction, so two writers never lose each other's change. */
  update<T>(key: string, change: (current: T | undefined) => T): Promise<void>;
  keys(): Promise<string[]>;
  clear(): Promise<void>;
}

export function idbStorage(dbName = "arthshala-offline"): OfflineStorage {
  const store = createStore(dbName, "kv");
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    delete: (key) => del(key, store),
    update: (key, change) => update(key, change, store),
    keys: async () => (await keys(store)).map(String),
    clear: () => idbClear(store),
  };
}

export function memoryStorage(): OfflineStorage {
  const map = new Map<string, unknown>();
  // structuredClone, as IndexedDB would: a caller changing what it read must not change what is stored.
  return {
    get: async <T>(key: string) => (map.has(key) ? (structuredClone(map.get(key)) as T) : undefined),
    set: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    delete: async (key) => {
      map.delete(key);
    },
    update: async <T>(key: string, change: (current: T | undefined) => T) => {
      map.set(key, structuredClone(change(map.get(key) as T | undefined)));
    },
    keys: async () => [...map.keys()],
    clear: async () => {
      map.clear();
    },
  };
}

let current: OfflineStorage | undefined;

/** The server's render (entry-server.tsx) keeps nothing: a copy there would be every visitor's, for ever. */
function noStorage(): OfflineStorage {
  return {
    get: async () => undefined,
    set: async () => {},
    delete: async () => {},
    update: async () => {},
    keys: async () => [],
    clear: async () => {},
  };
}

export function offlineStorage(): OfflineStorage {
  current ??= import.meta.env.SSR
    ? noStorage()
    : typeof indexedDB === "undefined"
      ? memoryStorage()
      : idbStorage();
  return current;
}

/** Tests swap in a fresh store. */
export function setOfflineStorageForTests(storage: OfflineStorage): void {
  current = storage;
}
