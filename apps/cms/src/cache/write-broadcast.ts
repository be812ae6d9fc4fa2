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
 * process's writes. ioredis reconnects by itself, and each new connection subscribes again.
 */
export class WriteBroadcast {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private reported = false;
  private subscribed = false;

  constructor(
    url: string,
    private readonly channel: string,
    private readonly handlers: Handlers,
  ) {
    // No command timeout: announcing never holds a request, and a slow answer is still delivered.
    const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, disconnectTimeout: 200 };
    this.publisher = new Redis(url, options);
    // Subscribed on each connection below, so it hears only once the subscription holds.
    this.subscriber = new Redis(url, { ...options, autoResubscribe: false });
    for (const client of [this.publisher, this.subscriber]) client.on('error', (error: Error) => this.report(error));
    this.subscriber.on('message', (_channel: string, message: string) => this.receive(message));
    this.subscriber.on('ready', () => {
      this.subscriber.subscribe(channel).then(
        () => {
          this.reported = false;
          this.subscribed = true;
          handlers.listening(true);
        },
        (error: Error) => {
          this.report(error);
          // Reconnecting subscribes again.
          this.subscriber.disconnect(true);
        },
      );
    });
    this.subscriber.on('close', () => {
      this.subscribed = false;
      handlers.listening(false);
    });
  }

  /** Resolves once subscribed, or after `timeoutMs` (nothing is kept meanwhile). */
  async ready(timeoutMs = 2000) {
    const deadline = Date.now() + timeoutMs;
    while (!this.subscribed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
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
