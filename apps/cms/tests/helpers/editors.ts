import request from 'supertest';
import type { TestCms } from './strapi';

/** An admin-panel user with the Editor role, logged in: the admin API token it would use. */
export async function editorToken(cms: TestCms, email: string): Promise<string> {
  const password = 'UmaPalavraPasse1!';
  const role = await cms.strapi.admin.services.role.findOne({ code: 'strapi-editor' });
  await cms.strapi.admin.services.user.create({ email, password, firstname: 'Eva', isActive: true, roles: [role.id], registrationToken: null });
  const login = await request(cms.server).post('/admin/login').send({ email, password });
  return login.body.data.token as string;
}
