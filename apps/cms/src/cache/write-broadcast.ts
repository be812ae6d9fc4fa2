import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';

/** This process, so it ignores its own announcements. */
const ORIGIN = randomUUID();

interface Handlers {
  /** Another process wrote to this model. */
  heard: (uid: string) => void;
  /** Announcements can be heard (true) or may be missed (false), each time that changes. */
  listening: (listening: boolean) => void;
  warn: (message: string) => void;
}

/**
 * Every CMS process announces, over one Redis channel, each model it wrote, and hears the
 * others' announcements, so the caches each keeps in memory (clear-on-write.ts) clear on any
 * process's writes. ioredis reconnects and subscribes again by itself.
 */
export class WriteBroadcast {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private reported = false;

  constructor(
    url: string,
    private readonly channel: string,
    private readonly handlers: Handlers,
  ) {
    const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000, disconnectTimeout: 200 };
    this.publisher = new Redis(url, options);
    // A subscribing connection queues its SUBSCRIBE until connected, and sends it again on reconnect.
    this.subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
    for (const client of [this.publisher, this.subscriber]) client.on('error', (error: Error) => this.report(error));
    this.subscriber.on('message', (_channel: string, message: string) => this.receive(message));
    this.subscriber.on('ready', () => {
      this.reported = false;
      handlers.listening(true);
    });
    this.subscriber.on('close', () => handlers.listening(false));
    this.subscriber.subscribe(channel).catch((error: Error) => this.report(error));
  }

  /** Resolves once subscribed, or after `timeoutMs` (nothing is kept meanwhile). */
  async ready(timeoutMs = 2000) {
    if (this.subscriber.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      this.subscriber.once('ready', done);
      function done() {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  announce(uid: string) {
    this.publisher.publish(this.channel, JSON.stringify({ origin: ORIGIN, uid })).catch((error: Error) => this.report(error));
  }

  async close() {
    await Promise.all(
      [this.publisher, this.subscriber].map((client) =>
        client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect(),
      ),
    );
  }

  private receive(message: string) {
    let parsed: { origin?: unknown; uid?: unknown };
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (parsed.origin !== ORIGIN && typeof parsed.uid === 'string') this.handlers.heard(parsed.uid);
  }

  /** Once per outage: a Redis that is down would otherwise log on every write. */
  private report(error: Error) {
    if (this.reported) return;
    this.reported = true;
    this.handlers.warn(`[cache] Redis unavailable, nothing is kept in memory until it is back: ${error.message}`);
  }
}
