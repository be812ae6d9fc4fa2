import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { clearOnWrite, mayKeep } from './clear-on-write';
import { EVERY_MODEL, watchTablesRead } from './models-read';

/**
 * Answers of the public read routes, kept in this process's memory and dropped as soon as a model
 * they were read from is written (docs/architecture.md, "Performance budgets"). Reads vastly
 * outnumber writes: a stolen bike's page is shared thousands of times for one report, and an
 * owner's edit leaves the home page's blocks and the lookups kept.
 */
export const PUBLIC_RESPONSE_LIMITS = {
  entries: 5_000,
  /** A deep classifieds page is about 20 KB; this keeps the cache a small part of the process. */
  bytes: 64 * 1024 * 1024,
};
/** Without Redis, a second replica never hears this process's writes; the time to live bounds its staleness. */
const TIME_TO_LIVE_MS = 60_000;

/** Writes that no public read shows: private messages, form submissions, the email outbox and Strapi's own state. */
const UNSHOWN_MODELS = new Set([
  'api::message.message',
  'api::newsletter.newsletter',
  'api::contact.contact',
  'api::donation.donation',
  'api::email-job.email-job',
]);
const isShown = (uid: string) => !UNSHOWN_MODELS.has(uid) && !uid.startsWith('admin::') && !uid.startsWith('strapi::');

interface Entry {
  body: string;
  /** The models it was read from (src/cache/models-read.ts). */
  models: ReadonlySet<string>;
}

/** Least recently used answers go first once either bound is reached. */
const entries = new LRUCache<string, Entry>({
  max: PUBLIC_RESPONSE_LIMITS.entries,
  maxSize: PUBLIC_RESPONSE_LIMITS.bytes,
  // UTF-16 code units: at most twice the string's length in bytes, without encoding it.
  sizeCalculation: ({ body }, key) => 2 * (body.length + key.length),
  ttl: TIME_TO_LIVE_MS,
});
/** Bumped by every write, so an answer read before a write to its models is never stored after it. */
let generation = 0;
/** The generation of each model's last write, and of the last time everything was cleared. */
const lastWriteTo = new Map<string, number>();
let lastClearOfAll = 0;

const dependsOn = (models: ReadonlySet<string>, uid: string) => models.has(uid) || models.has(EVERY_MODEL);

function writtenSince(models: ReadonlySet<string>, since: number) {
  if (generation === since) return false;
  if (lastClearOfAll > since || models.has(EVERY_MODEL)) return true;
  for (const uid of models) if ((lastWriteTo.get(uid) ?? 0) > since) return true;
  return false;
}

/** An answer one request is reading now, which the same URL's other requests wait for. */
interface Flight {
  generation: number;
  body: Promise<string | undefined>;
}
/**
 * A shared link or a cleared cache brings many requests for one uncached answer at once: the
 * first reads it, the rest wait for its body instead of each running the same queries. Entries
 * live only while their read runs.
 */
const inFlight = new Map<string, Flight>();

/** A write to `uid` clears what was read from it; with no model named, everything. */
function invalidate(uid?: string) {
  generation += 1;
  // A request after the write reads anew rather than wait for an answer read before it.
  inFlight.clear();
  if (uid === undefined) {
    lastClearOfAll = generation;
    entries.clear();
    return;
  }
  lastWriteTo.set(uid, generation);
  const stale: string[] = [];
  entries.forEach(({ models }, key) => dependsOn(models, uid) && stale.push(key));
  for (const key of stale) entries.delete(key);
}

export const publicResponses = {
  generation: () => generation,

  get: (key: string): string | undefined => entries.get(key)?.body,

  /** Keeps `body`, read from `models` since `readAtGeneration`, unless one of them was written meanwhile. */
  set(key: string, body: string, readAtGeneration: number, models: ReadonlySet<string>) {
    if (writtenSince(models, readAtGeneration) || !mayKeep()) return;
    entries.set(key, { body, models });
  },

  /** The body another request is reading now for `key`, undefined when it ends in an error. */
  pending: (key: string): Promise<string | undefined> | undefined => inFlight.get(key)?.body,

  /** This request reads `key`; `done` hands its body (or none, on an error) to those waiting. */
  begin(key: string) {
    let settle!: (body: string | undefined) => void;
    const flight: Flight = { generation, body: new Promise((resolve) => (settle = resolve)) };
    inFlight.set(key, flight);
    return {
      generation: flight.generation,
      done(body: string | undefined) {
        if (inFlight.get(key) === flight) inFlight.delete(key);
        settle(body);
      },
    };
  },

  /** What the cache holds now, for the tests of its bounds. */
  size: () => ({ entries: entries.size, bytes: entries.calculatedSize, reading: inFlight.size }),
};

/** Every write to content a public read could show clears the answers read from it (src/cache/clear-on-write.ts). */
export async function invalidateOnWrite(strapi: Core.Strapi) {
  await watchTablesRead(strapi);
  clearOnWrite(strapi, isShown, invalidate);
}
