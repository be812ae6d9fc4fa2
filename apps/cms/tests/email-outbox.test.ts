import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { EMAIL_JOB, createEmailOutbox } from '../src/email/outbox';
import { queueEmail } from '../src/email/send';
import { startCmsProcess, type CmsProcess } from './helpers/cms-process';
import { startMailbox, type Mailbox } from './helpers/mailbox';
import { freshDatabase, startCms, type TestCms } from './helpers/strapi';

/**
 * The email outbox (docs/architecture.md, "Emails"): an email is written with its change and is
 * sent exactly once, whether the mail server is down, two senders race for it, or the CMS dies
 * while sending it.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => Promise<T | null | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** A port nothing listens on (yet). */
async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const smtpTo = (port: number) => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_IGNORE_TLS: 'true' });
const mailsTo = (mailbox: Mailbox, to: string) => mailbox.received.filter((mail) => mail.to.includes(to));

describe('in one CMS', () => {
  let cms: TestCms;
  let mailbox: Mailbox | undefined;
  let smtpPort: number;
  const jobs = () => cms.strapi.db.query(EMAIL_JOB);

  beforeAll(async () => {
    smtpPort = await freePort();
    cms = await startCms({ smtpPort });
    cms.strapi.config.set('email-outbox.retryBaseMs', 300);
  });
  afterAll(async () => {
    await cms?.stop();
    await mailbox?.stop();
  });

  it('keeps an email while the mail server is down, then sends it once when it is back', async () => {
    const to = 'espera@exemplo.pt';
    const response = await request(cms.server).post('/api/newsletters').send({ data: { email: to } });
    expect(response.status).toBe(201);

    const waiting = await until(() => jobs().findOne({ where: { to, last_error: { $notNull: true } } }));
    expect(waiting).toMatchObject({ state: 'pending', subject: expect.stringContaining('newsletter') });
    expect(waiting.attempts).toBeGreaterThanOrEqual(1);

    mailbox = await startMailbox(smtpPort);
    await mailbox.waitFor(to, 1, 15_000);
    await sleep(1500);
    expect(mailsTo(mailbox, to)).toHaveLength(1);
    // Sent, so no longer kept.
    expect(await jobs().count({ where: { to } })).toBe(0);
  }, 60_000);

  it('never sends an email twice when two senders race for it', async () => {
    expect(mailbox).toBeDefined();
    const addresses = Array.from({ length: 6 }, (_, n) => `corrida${n}@exemplo.pt`);
    // Written without waking this process's sender, so only the two below find them.
    for (const to of addresses) {
      await jobs().create({ data: { to, subject: 'Corrida', text: 'Uma só vez.', state: 'pending', attempts: 0, due_at: new Date() } });
    }

    await Promise.all([createEmailOutbox(cms.strapi).flush(), createEmailOutbox(cms.strapi).flush(), createEmailOutbox(cms.strapi).flush()]);

    for (const to of addresses) expect(mailsTo(mailbox!, to)).toHaveLength(1);
    expect(await jobs().count({ where: { to: { $in: addresses } } })).toBe(0);
  });

  it('does not write the email when its change is rolled back', async () => {
    const to = 'desfeito@exemplo.pt';
    await expect(
      cms.strapi.db.transaction(async () => {
        await queueEmail(cms.strapi, { to, subject: 'Desfeito', text: 'Nunca enviado.' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    await sleep(500);
    expect(await jobs().count({ where: { to } })).toBe(0);
    expect(mailsTo(mailbox!, to)).toHaveLength(0);
  });
});

describe('across a crash', () => {
  const processes: CmsProcess[] = [];
  let mailbox: Mailbox | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let folder: string | undefined;
  const sockets: Socket[] = [];
  /** Accepts connections and never answers: a send to it is under way until the process dies. */
  const silentSmtp = createServer((socket) => sockets.push(socket));

  afterAll(async () => {
    for (const cms of processes) await cms.stop();
    for (const socket of sockets) socket.destroy();
    silentSmtp.close();
    await mailbox?.stop();
    await dropDatabase?.();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  /** One database both processes use, on the suite's database system. */
  async function sharedDatabase(): Promise<Record<string, string>> {
    if (process.env.DATABASE_CLIENT === 'postgres') {
      dropDatabase = await freshDatabase();
      return { DATABASE_CLIENT: 'postgres', DATABASE_URL: process.env.DATABASE_URL! };
    }
    folder = mkdtempSync(path.join(tmpdir(), 'bicla-outbox-'));
    return { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(folder, 'outbox.db') };
  }

  it('sends, once, an email whose CMS was killed between the write and the send', async () => {
    const database = await sharedDatabase();
    await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
    const silentPort = (silentSmtp.address() as AddressInfo).port;
    const to = 'sobrevive@exemplo.pt';

    const first = await startCmsProcess({ ...database, ...smtpTo(silentPort), EMAIL_LEASE_MS: '2000' });
    processes.push(first);
    const response = await fetch(`${first.url}/api/newsletters`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { email: to } }),
    });
    expect(response.status).toBe(201);
    // The write has committed and the send has begun: the process dies now.
    await until(async () => sockets.length > 0);
    first.child.kill('SIGKILL');
    await until(async () => first.exitCode() !== null);

    mailbox = await startMailbox();
    const second = await startCmsProcess({ ...database, ...smtpTo(mailbox.port), EMAIL_OUTBOX_INTERVAL_MS: '300' });
    processes.push(second);

    await mailbox.waitFor(to, 1, 30_000);
    // A few more sweeps: still one.
    await sleep(2000);
    expect(mailsTo(mailbox, to)).toHaveLength(1);
    expect(mailsTo(mailbox, to)[0].subject).toContain('newsletter');
    // Two boots: on a loaded 2-core machine each can take most of a minute.
  }, 240_000);
});
