import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { seedReference } from '../../src/seed/reference';
import { startCms, type TestCms } from './strapi';

export interface ReceivedEmail {
  to: string[];
  raw: string;
  subject: string;
}

/**
 * A real SMTP server in the test process: the CMS sends through nodemailer exactly as in
 * production, and the test reads what arrived.
 */
export async function startMailbox(port = 0) {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const subject = decodeHeader(raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? '');
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: decodeBody(raw), subject });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    /** Waits for mail to `to`, since sending happens after the response. */
    async waitFor(to: string, count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mails = received.filter((mail) => mail.to.includes(to));
        if (mails.length >= count) return mails;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no email to ${to} within ${timeoutMs} ms`);
    },
    /** Waits for a mail to `to` whose subject contains every one of `subjectParts`. */
    async waitForSubject(to: string, subjectParts: string[], timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      const matches = (mail: ReceivedEmail) => mail.to.includes(to) && subjectParts.every((part) => mail.subject.includes(part));
      while (Date.now() < deadline) {
        const mail = received.find(matches);
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no email to ${to} with a subject containing ${subjectParts.join(', ')} within ${timeoutMs} ms`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 2047 encoded-words (=?UTF-8?Q?…?= / ?B?) in headers. */
function decodeHeader(value: string) {
  return value
    .replace(/\r?\n[ \t]/g, ' ')
    // Whitespace between two encoded words is folding, not text (RFC 2047, section 6.2).
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Bodies arrive quoted-printable; tests look for links and names in plain text. */
function decodeBody(raw: Buffer | string) {
  return decodeQuotedPrintable(String(raw).replace(/=\r?\n/g, ''));
}

function decodeQuotedPrintable(text: string) {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** A CMS that sends to a fresh mailbox, with the reference seed (sign-ups need its cities). */
export async function startCmsWithMailbox(): Promise<{ cms: TestCms; mailbox: Mailbox }> {
  const mailbox = await startMailbox();
  const cms = await startCms({ smtpPort: mailbox.port });
  await seedReference(cms.strapi);
  return { cms, mailbox };
}
