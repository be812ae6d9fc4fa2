// Starts the compiled CMS for the browser journeys: a fresh, seeded SQLite database and
// upload folder in a temporary directory, on its own port, so a developer's CMS is untouched.
// Mail goes to a real SMTP server in this process, and what it caught is served on
// http://localhost:1339/messages?to=<email>, so journeys can open the links people get by email.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAILBOX_PORT } from './support/services.mjs';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const cmsDir = path.resolve(e2eDir, '..', '..', 'cms');
const workDir = mkdtempSync(path.join(tmpdir(), 'bicla-e2e-'));
mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });

/** Every message the CMS sent, oldest first. */
const caught = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        caught.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      },
      (error) => callback(error),
    );
  },
});
await new Promise((resolve, reject) => {
  smtp.once('error', reject);
  smtp.listen(0, '127.0.0.1', resolve);
});
// A client that drops its connection must not end the catcher, nor the CMS with it.
smtp.on('error', (error) => console.error(`[mailbox] ${error.message}`));
const smtpPort = smtp.server.address().port;

/** GET /messages?to=<email>: the mail to that address (all mail without `to`), as JSON. */
const mailbox = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method !== 'GET' || url.pathname !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = to ? caught.filter((mail) => mail.to.includes(to)) : caught;
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(messages));
});
await new Promise((resolve, reject) => {
  mailbox.once('error', reject);
  mailbox.listen(MAILBOX_PORT, '127.0.0.1', resolve);
});

const secret = () => randomBytes(16).toString('base64');
const env = {
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  PORT: process.env.E2E_CMS_PORT,
  FRONTEND_URL: process.env.E2E_WEB_URL,
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: path.join(workDir, 'e2e.db'),
  PUBLIC_DIR: path.join(workDir, 'public'),
  PRIVATE_UPLOADS_DIR: path.join(workDir, 'private-uploads'),
  APP_KEYS: `${secret()},${secret()}`,
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpPort),
  SMTP_SECURE: 'false',
  SMTP_IGNORE_TLS: 'true',
  SMTP_USER: '',
  EMAIL_FROM: 'Bicla <nao-responder@bicla.pt>',
  // Every journey logs in and writes as the same few demo users within minutes; the limits
  // themselves are proven by the CMS integration tests.
  AUTH_RATE_LIMIT_ENABLED: 'false',
  RATE_LIMITS_ENABLED: 'false',
  // A saved search's digest and the alert sweep in seconds, so a journey sees them arrive.
  ALERT_SWEEP_INTERVAL_MS: '2000',
  SEARCH_DIGEST_PERIOD_MS: '5000',
};

const closeMail = () => {
  smtp.close();
  mailbox.close();
};

/** Runs a setup step to completion; a failed one stops everything. */
function setUp(script) {
  const result = spawnSync(process.execPath, [script], { cwd: cmsDir, env, stdio: 'inherit' });
  if (result.status === 0) return;
  closeMail();
  rmSync(workDir, { recursive: true, force: true });
  process.exit(result.status ?? 1);
}

setUp('scripts/seed.js');
setUp(path.join(e2eDir, 'create-cms-editor.mjs'));

// The CMS's own start (one process here), as production and `npm start` run it.
const cms = spawn(process.execPath, ['scripts/start.js'], { cwd: cmsDir, env, stdio: 'inherit' });
const stop = () => {
  cms.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
cms.on('exit', (code) => {
  closeMail();
  rmSync(workDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
