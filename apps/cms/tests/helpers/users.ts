import type { Core } from '@strapi/strapi';

let sequence = 0;

/** A confirmed user with the Authenticated role, and a JWT for it. */
export async function createUser(strapi: Core.Strapi, fields: { name?: string; email?: string } = {}) {
  sequence += 1;
  const email = fields.email ?? `utilizador${sequence}@exemplo.pt`;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const user = await strapi.plugin('users-permissions').service('user').add({
    username: email,
    email,
    name: fields.name ?? `Utilizador ${sequence}`,
    password: 'Segredo123!',
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
  });
  const jwt: string = strapi.plugin('users-permissions').service('jwt').issue({ id: user.id });
  return { user: user as { id: number; documentId: string; email: string }, jwt };
}
