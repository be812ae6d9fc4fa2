import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { noteModelsRead } from './models-read';
import { WriteBroadcast } from './write-broadcast';

const WRITES = new Set(['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany']);

interface Listener {
  watched: (uid: string) => boolean;
  /** Clears what was read from `uid`; with none, everything (a write may have gone unheard). */
  clear: (uid?: string) => void;
}

/** Per CMS: what its caches watch, and the broadcast to the other processes when Redis is set. */
const listeners = new WeakMap<Core.Strapi, Listener[]>();
const broadcasts = new WeakMap<Core.Strapi, WriteBroadcast>();
/** False while other processes' writes could go unheard (Redis set but unreachable): nothing is kept. */
let hearingAllWrites = true;

const clearWatching = (strapi: Core.Strapi, uid: string) => {
  for (const listener of listeners.get(strapi) ?? []) if (listener.watched(uid)) listener.clear(uid);
};
const clearAll = (strapi: Core.Strapi) => {
  for (const listener of listeners.get(strapi) ?? []) listener.clear();
};

/** Whether a value read now may be kept: always, unless other processes' writes may go unheard. */
export const mayKeep = () => hearingAllWrites;

/**
 * Calls `clear` with the model's uid after every write through Strapi's database layer (content
 * manager, document service, plugins, the project's services) to a model `watched` accepts, in
 * this process and, with Redis set, in every other (write-broadcast.ts). Inside a transaction it clears again on
 * commit, so a read that ran between the write and the commit cannot leave the old value behind;
 * the other processes hear of the write once it is committed.
 */
export function clearOnWrite(strapi: Core.Strapi, watched: (uid: string) => boolean, clear: (uid?: string) => void) {
  let list = listeners.get(strapi);
  if (!list) {
    list = [];
    listeners.set(strapi, list);
    strapi.db.lifecycles.subscribe(async (event: { action: string; model: { uid: string } }) => {
      const uid = event.model.uid;
      if (!WRITES.has(event.action) || !listeners.get(strapi)?.some((listener) => listener.watched(uid))) return;
      clearWatching(strapi, uid);
      const committed = () => {
        clearWatching(strapi, uid);
        broadcasts.get(strapi)?.announce(uid);
      };
      if (strapi.db.inTransaction()) await strapi.db.transaction(async ({ onCommit }) => onCommit(committed));
      else committed();
    });
  }
  list.push({ watched, clear });
}

/** At boot, with Redis set (config/redis.ts): this process's caches hear every process's writes. */
export async function openWriteBroadcast(strapi: Core.Strapi) {
  const { url, cacheChannel } = strapi.config.get('redis') as { url: string; cacheChannel: string };
  if (!url) return;
  hearingAllWrites = false;
  const broadcast = new WriteBroadcast(url, cacheChannel, {
    heard: (uid) => clearWatching(strapi, uid),
    // Writes announced while not listening are lost: what was kept may be stale either way.
    listening: (listening) => {
      hearingAllWrites = listening;
      clearAll(strapi);
    },
    warn: (message) => strapi.log.warn(message),
  });
  broadcasts.set(strapi, broadcast);
  await broadcast.ready();
}

/** At shutdown: open Redis connections would keep the process alive. */
export async function closeWriteBroadcast(strapi: Core.Strapi) {
  await broadcasts.get(strapi)?.close();
  broadcasts.delete(strapi);
  hearingAllWrites = true;
}

export interface Bounds {
  entries: number;
  bytes: number;
}

/**
 * Values read from the database, kept in this process until any write to the models they come
 * from. A write during a read clears it too: the value it returns is not kept, and later callers
 * do not wait for it. A request that reads a value counts as reading `models` (models-read.ts).
 * Each caller gets its own copy, free to change, unless `shared` says every caller only reads it
 * (a copy costs each request its time). The least recently used key goes first past either bound.
 */
export function keptUntilWritten<V>(strapi: Core.Strapi, models: readonly string[], bounds: Bounds, { shared = false } = {}) {
  const handOut = (value: V) => (shared ? value : structuredClone(value));
  // Boxed, so a lookup that found nothing (null) is kept too.
  const entries = new LRUCache<string, { value: V }>({
    max: bounds.entries,
    maxSize: bounds.bytes,
    // UTF-16 code units of the value as JSON: about what it holds.
    sizeCalculation: ({ value }, key) => Math.max(1, 2 * ((JSON.stringify(value)?.length ?? 0) + key.length)),
  });
  const loading = new Map<string, Promise<V>>();
  let generation = 0;
  const watched = new Set(models);
  clearOnWrite(strapi, (uid) => watched.has(uid), () => {
    generation += 1;
    entries.clear();
    loading.clear();
  });

  const settle = (key: string, pending: Promise<V>) => loading.get(key) === pending && loading.delete(key);
  /** The value itself, kept or read now. */
  async function keptValue(key: string, load: () => Promise<V>): Promise<V> {
    noteModelsRead(models);
    const kept = entries.get(key);
    if (kept) return kept.value;
    let pending = loading.get(key);
    if (!pending) {
      const started = generation;
      const read = load();
      pending = read;
      loading.set(key, read);
      read.then(
        (value) => {
          settle(key, read);
          if (started === generation && mayKeep()) entries.set(key, { value });
        },
        () => settle(key, read),
      );
    }
    return pending;
  }
  return {
    async read(key: string, load: () => Promise<V>): Promise<V> {
      return handOut(await keptValue(key, load));
    },
    /** The value itself, never a copy, for a caller that only reads it: the same key's other callers may still be given copies. */
    readShared(key: string, load: () => Promise<V>): Promise<Readonly<V>> {
      return keptValue(key, load);
    },
    /** What is kept, for the tests of the bounds. */
    size: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}
