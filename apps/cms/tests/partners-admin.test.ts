import request from 'supertest';
import { editorToken as loginEditor } from './helpers/editors';
import { startMailbox } from './helpers/mailbox';
import { startCms, type TestCms } from './helpers/strapi';

/** Editors manage partners in the content manager, never seeing or setting the token's hash. */

let cms: TestCms;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let editorToken: string;

const PARTNERS = '/content-manager/collection-types/api::partner.partner';

beforeAll(async () => {
  mailbox = await startMailbox();
  cms = await startCms({ smtpPort: mailbox.port });
  editorToken = await loginEditor(cms, 'editora.parceiros@bicla.pt');
});
afterAll(async () => {
  await cms.stop();
  await mailbox.stop();
});

const asEditor = (req: request.Test) => req.set('Authorization', `Bearer ${editorToken}`);

it('lets an editor create a partner, whose token goes to its contact and never back to the editor', async () => {
  const created = await asEditor(request(cms.server).post(PARTNERS)).send({
    name: 'Polícia Municipal',
    contact_email: 'pm@exemplo.pt',
    token_hash: 'f'.repeat(64),
  });
  expect(created.status).toBe(201);
  const [mail] = await mailbox.waitFor('pm@exemplo.pt');
  const token = /\b([0-9a-f]{8}\.[A-Za-z0-9_-]{43})\b/.exec(mail.raw)?.[1];
  expect(token).toBeDefined();

  const read = await asEditor(request(cms.server).get(`${PARTNERS}/${created.body.data.documentId}`));
  expect(read.status).toBe(200);
  const shown = JSON.stringify(read.body);
  for (const hidden of ['token_hash', 'token_prefix', token!.split('.')[0], token!.split('.')[1]]) expect(shown).not.toContain(hidden);
  expect(read.body.data).toMatchObject({ name: 'Polícia Municipal', active: true });

  const row = await cms.strapi.db.query('api::partner.partner').findOne({ where: { documentId: created.body.data.documentId } });
  expect(row.token_hash).not.toBe('f'.repeat(64));
  const check = await request(cms.server).get('/api/v1/check?serial=ABC').set('X-Partner-Token', token!);
  expect(check.status).toBe(200);
});
