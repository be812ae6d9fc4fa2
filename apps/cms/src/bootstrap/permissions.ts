import type { Core } from '@strapi/strapi';

type RoleType = 'public' | 'authenticated';

const READ = ['find', 'findOne'];

/** Lookups and editorial content: anyone may read them, only editors (admin panel) write. */
const PUBLIC_READABLE = [
  'category',
  'year',
  'brand',
  'color',
  'wheel-size',
  'material',
  'suspension-type',
  'locking-description',
  'lock-defeat-description',
  'country',
  'city',
  'cms-block',
  'cms-page',
  'our-blog',
  'blog-category',
  'testimonial',
];

/** Forms anyone may post (their own endpoints validate and rate-limit them). */
const PUBLIC_POSTS = ['newsletter', 'contact', 'donation'];

const apiActions = (names: string[], actions: string[]) =>
  names.flatMap((name) => actions.map((action) => `api::${name}.${name}.${action}`));

const AUTH = (action: string) => `plugin::users-permissions.auth.${action}`;

/** The bike endpoints (src/api/bike/routes): controller → actions. Ownership is each route's policy. */
const bikeActions = (controller: string, actions: string[]) => actions.map((action) => `api::bike.${controller}.${action}`);

/** Public projections of approved bikes (docs/decisions/d6-privacy.md). */
const PUBLIC_BIKE_READS = bikeActions('reads', ['bySlug', 'stolen', 'recovered', 'classifieds', 'classified', 'stats']);

const USER_BIKE_ACTIONS = [
  ...bikeActions('reads', ['search', 'similar']),
  ...bikeActions('lifecycle', [
    'mine',
    'draft',
    'create',
    'updateDraft',
    'completeRegistration',
    'edit',
    'reportStolen',
    'recover',
    'upsertListing',
    'removeListing',
    'history',
  ]),
  ...bikeActions('transfer', ['start', 'cancel', 'incoming', 'claim']),
  // The owner's PDFs (src/api/bike/routes/04-documents.ts).
  ...bikeActions('documents', ['certificate', 'poster']),
  // The upload route strips ref/refId/field (src/extensions/upload); find/destroy stay closed.
  'plugin::upload.content-api.upload',
];

const ANYONE = [
  ...apiActions(PUBLIC_READABLE, READ),
  ...apiActions(PUBLIC_POSTS, ['create']),
  ...apiActions(['review'], ['find']),
  ...PUBLIC_BIKE_READS,
  // The sitemap's list of public bike pages (src/api/sitemap-entry).
  'api::sitemap-entry.sitemap-entry.list',
  // The public check and the API's own description (docs/security.md, "Public check").
  'api::check.check.check',
  'api::docs.docs.spec',
  'api::docs.docs.page',
  // An alert email's one-click unsubscribe: the signed token is the proof (src/api/alert).
  'api::alert.alert.unsubscribe',
];

/**
 * The whole grant table. Anything of ours, of users-permissions or of upload that is not
 * listed here is revoked at boot, so a grant clicked in the admin panel cannot linger
 * (e.g. `user.update`, which would let a user edit anyone: see docs/security.md).
 */
export const GRANTS: Record<RoleType, string[]> = {
  public: [
    ...ANYONE,
    ...['callback', 'connect', 'forgotPassword', 'resetPassword', 'register', 'emailConfirmation', 'sendEmailConfirmation'].map(AUTH),
  ],
  authenticated: [
    ...ANYONE,
    ...apiActions(['review'], ['create']),
    ...USER_BIKE_ACTIONS,
    ...apiActions(['message'], ['send', 'inbox', 'conversation', 'markRead', 'unreadCount']),
    ...apiActions(['alert'], ['mine', 'create', 'remove']),
    ...['me', 'updateMe', 'destroyMe', 'exportMe'].map((action) => `plugin::users-permissions.user.${action}`),
    ...['callback', 'connect', 'changePassword', 'emailConfirmation', 'sendEmailConfirmation'].map(AUTH),
  ],
};

const isManaged = (action: string) =>
  action.startsWith('api::') || action.startsWith('plugin::users-permissions.') || action.startsWith('plugin::upload.');

export async function applyPermissions(strapi: Core.Strapi) {
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const [type, wanted] of Object.entries(GRANTS) as [RoleType, string[]][]) {
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
    if (!role) throw new Error(`users-permissions role "${type}" is missing`);

    const current: { id: number; action: string }[] = await permissions.findMany({
      where: { role: role.id },
      select: ['id', 'action'],
    });
    const stale = current.filter(({ action }) => isManaged(action) && !wanted.includes(action));
    if (stale.length) await permissions.deleteMany({ where: { id: { $in: stale.map(({ id }) => id) } } });

    const have = new Set(current.map(({ action }) => action));
    for (const action of wanted.filter((action) => !have.has(action))) {
      await permissions.create({ data: { action, role: role.id } });
    }
  }
}
