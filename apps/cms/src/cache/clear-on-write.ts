import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';

const WRITES = new Set(['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany']);

/**
 * Calls `clear` after every write through Strapi's database layer (content manager, document
 * service, plugins, the project's services) to a model `watched` accepts. Inside a transaction it
 * clears again on commit, so a read that ran between the write and the commit cannot leave the
 * old value behind.
 */
export function clearOnWrite(strapi: Core.Strapi, watched: (uid: string) => boolean, clear: () => void) {
  strapi.db.lifecycles.subscribe(async (event: { action: string; model: { uid: string } }) => {
    if (!WRITES.has(event.action) || !watched(event.model.uid)) return;
    clear();
    if (strapi.db.inTransaction()) await strapi.db.transaction(async ({ onCommit }) => onCommit(clear));
  });
}

export interface Bounds {
  entries: number;
  bytes: number;
}

/**
 * Values read from the database, kept in this process until any write to the models they come
 * from. A write during a read clears it too: the value it returns is not kept, and later callers
 * do not wait for it. Each caller gets its own copy, free to change. The least recently used key
 * goes first past either bound.
 */
export function keptUntilWritten<V>(strapi: Core.Strapi, models: readonly string[], bounds: Bounds) {
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
  return {
    async read(key: string, load: () => Promise<V>): Promise<V> {
      const kept = entries.get(key);
      if (kept) return structuredClone(kept.value);
      let pending = loading.get(key);
      if (!pending) {
        const started = generation;
        const read = load();
        pending = read;
        loading.set(key, read);
        read.then(
          (value) => {
            settle(key, read);
            if (started === generation) entries.set(key, { value });
          },
          () => settle(key, read),
        );
      }
      return structuredClone(await pending);
    },
    /** What is kept, for the tests of the bounds. */
    size: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}
