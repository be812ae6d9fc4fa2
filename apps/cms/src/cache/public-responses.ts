import type { Core } from '@strapi/strapi';

/**
 * Answers of the public read routes, kept in this process's memory and dropped as soon as any
 * content they could show is written (ARCHITECTURE.md, "Performance budgets"). Reads vastly
 * outnumber writes: a stolen bike's page is shared thousands of times for one report.
 */
const MAX_ENTRIES = 5_000;
/** A second replica never sees this process's writes; the time to live bounds its staleness. */
const TIME_TO_LIVE_MS = 60_000;

/** Writes that no public read shows: private messages, form submissions and Strapi's own state. */
const UNSHOWN_MODELS = new Set(['api::message.message', 'api::newsletter.newsletter', 'api::contact.contact', 'api::donation.donation']);
const isShown = (uid: string) => !UNSHOWN_MODELS.has(uid) && !uid.startsWith('admin::') && !uid.startsWith('strapi::');

const WRITES = new Set(['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany']);

interface Entry {
  body: string;
  expiresAt: number;
}

const entries = new Map<string, Entry>();
/** Bumped by every write, so an answer read before a write is never stored after it. */
let generation = 0;

function invalidate() {
  generation += 1;
  entries.clear();
}

export const publicResponses = {
  generation: () => generation,

  get(key: string): string | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now()) {
      entries.delete(key);
      return undefined;
    }
    // Re-inserted, so the Map's order is least recently used first.
    entries.delete(key);
    entries.set(key, entry);
    return entry.body;
  },

  set(key: string, body: string, readAtGeneration: number) {
    if (readAtGeneration !== generation) return;
    entries.set(key, { body, expiresAt: Date.now() + TIME_TO_LIVE_MS });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  },
};

/**
 * Every write through Strapi's database layer (content manager, document service, the
 * project's services) clears the answers. Inside a transaction it clears again on commit, so a
 * read that ran between the write and the commit cannot leave the old answer behind.
 */
export function invalidateOnWrite(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe(async (event: { action: string; model: { uid: string } }) => {
    if (!WRITES.has(event.action) || !isShown(event.model.uid)) return;
    invalidate();
    if (strapi.db.inTransaction()) await strapi.db.transaction(async ({ onCommit }) => onCommit(invalidate));
  });
}
