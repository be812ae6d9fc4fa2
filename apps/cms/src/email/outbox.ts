import type { Core } from '@strapi/strapi';
import { tableAndColumns } from '../database/indexes';
import { compiledOnce, valueSlot } from '../database/list-statements';
import { htmlOf } from './html';

export const EMAIL_JOB = 'api::email-job.email-job';

interface OutboxConfig {
  intervalMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  leaseMs: number;
}

interface JobRow {
  id: number;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  state: 'pending' | 'sending';
  attempts: number;
}

const BATCH = 20;
const HOUR = 3_600_000;

/**
 * The email outbox (docs/architecture.md, "Emails"): every email is a row written with the
 * change it tells about, then sent by this worker and deleted. A process claims a row before sending it by
 * a conditional update on its attempt count, so two processes never send the same row; a
 * process that dies after claiming gives the row back when its lease ends. A failed attempt is
 * retried later, waiting twice as long each time, until `maxAttempts`.
 */
export function createEmailOutbox(strapi: Core.Strapi) {
  const config = () => strapi.config.get('email-outbox') as OutboxConfig;
  const jobs = () => strapi.db.query(EMAIL_JOB);
  const table = () => strapi.db.metadata.get(EMAIL_JOB).tableName;
  const column = (field: string) => tableAndColumns(strapi, EMAIL_JOB, [field]).columns[0];

  // Every email goes through these three statements, so they are compiled once (list-statements.ts,
  // `compiledOnce`). No cache reads the outbox: the lifecycles Strapi's query engine runs around
  // its writes have nothing to clear here.
  const dueJobs = compiledOnce<JobRow>((knex) => {
    const selected = ['to', 'reply_to', 'subject', 'text', 'state', 'attempts'].map((field) => [field, column(field)]);
    return knex(table())
      .select('id', Object.fromEntries(selected))
      .where((due) => due.where(column('state'), 'pending').andWhere(column('due_at'), '<=', valueSlot('now')))
      .orWhere((abandoned) => abandoned.where(column('state'), 'sending').andWhere(column('lease_until'), '<', valueSlot('now')))
      .orderBy([{ column: column('due_at'), order: 'asc' }, { column: 'id', order: 'asc' }])
      .limit(BATCH);
  });
  const claimed = compiledOnce<{ id: number }>((knex) =>
    knex(table())
      .update({ [column('state')]: 'sending', [column('attempts')]: valueSlot('attempts'), [column('lease_until')]: valueSlot('leaseUntil') })
      .where({ id: valueSlot('id'), [column('state')]: valueSlot('state'), [column('attempts')]: valueSlot('attemptsBefore') })
      .returning('id'),
  );
  const sent = compiledOnce((knex) => knex(table()).delete().where('id', valueSlot('id')));
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const retries = new Set<NodeJS.Timeout>();

  async function deliver(job: JobRow) {
    await strapi.plugin('email').service('email').send({
      to: job.to,
      replyTo: job.reply_to ?? undefined,
      subject: job.subject,
      text: job.text,
      html: htmlOf(job.text),
    });
  }

  /** Claims the row for this process, unless another process took it first. */
  async function claim(job: JobRow) {
    const rows = await claimed(strapi.db.connection, {
      id: job.id,
      state: job.state,
      attemptsBefore: job.attempts,
      attempts: job.attempts + 1,
      leaseUntil: new Date(Date.now() + config().leaseMs),
    });
    return rows.length === 1;
  }

  async function sendOne(job: JobRow) {
    if (!(await claim(job))) return;
    const attempts = job.attempts + 1;
    try {
      await deliver(job);
    } catch (error) {
      const { retryBaseMs, maxAttempts } = config();
      const message = (error as Error).message;
      const failed = attempts >= maxAttempts;
      const waitMs = Math.min(retryBaseMs * 2 ** (attempts - 1), HOUR);
      await jobs().update({
        where: { id: job.id },
        data: {
          state: failed ? 'failed' : 'pending',
          due_at: new Date(Date.now() + waitMs),
          lease_until: null,
          last_error: message.slice(0, 1000),
        },
      });
      strapi.log[failed ? 'error' : 'warn'](`[email] "${job.subject}" to ${job.to}, attempt ${attempts}: ${message}`);
      if (!failed) retryAfter(waitMs);
      return;
    }
    // A sent email is not kept: its text is personal data (and may hold a partner's token).
    await sent(strapi.db.connection, { id: job.id });
  }

  /** Looks again when a failed email is due, without waiting for the sweep. */
  function retryAfter(waitMs: number) {
    const retry = setTimeout(() => {
      retries.delete(retry);
      void flush();
    }, waitMs);
    retry.unref();
    retries.add(retry);
  }

  /** One batch of what is due: new and retried emails, and claims whose process died. */
  async function sendDue() {
    const due = await dueJobs(strapi.db.connection, { now: new Date() });
    // One connection each: a slow answer from the mail server holds up only its own email.
    await Promise.all(due.map(sendOne));
    return due.length === BATCH;
  }

  /** Sends everything due; a call while a run is going makes that run look once more. */
  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    const run = (async () => {
      try {
        do {
          again = false;
          while (await sendDue());
        } while (again);
      } catch (error) {
        strapi.log.error(`[email] outbox: ${(error as Error).message}`);
      } finally {
        running = null;
      }
    })();
    running = run;
    return run;
  }

  return {
    flush,
    start() {
      timer = setInterval(() => void flush(), config().intervalMs);
      timer.unref();
      void flush();
    },
    async stop() {
      clearInterval(timer);
      for (const retry of retries) clearTimeout(retry);
      retries.clear();
      await running;
    },
  };
}

export type EmailOutbox = ReturnType<typeof createEmailOutbox>;

const outboxes = new WeakMap<Core.Strapi, EmailOutbox>();

/** Starts this process's outbox (src/index.ts, bootstrap). */
export function startEmailOutbox(strapi: Core.Strapi) {
  const outbox = createEmailOutbox(strapi);
  outboxes.set(strapi, outbox);
  outbox.start();
}

export async function stopEmailOutbox(strapi: Core.Strapi) {
  await outboxes.get(strapi)?.stop();
  outboxes.delete(strapi);
}

/** Sends what was just queued as soon as its transaction commits (at once outside one). */
export async function flushAfterCommit(strapi: Core.Strapi) {
  const flush = () => void outboxes.get(strapi)?.flush();
  if (strapi.db.inTransaction()) await strapi.db.transaction(async ({ onCommit }) => onCommit(flush));
  else flush();
}
