import type { StrapiApp } from '@strapi/strapi/admin';

const PLUGIN_ID = 'approval-queue';

/** A tray with a tick: the menu's icon for the queue. */
function QueueIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 13v6h16v-6" />
      <path d="M4 13l3-8h10l3 8" />
      <path d="M9 11l2 2 4-4" />
    </svg>
  );
}

/**
 * The editors' entry point: the menu opens the queue, one pending bike at a time
 * (docs/architecture.md, "Editors"). Only admins holding the review permission see the link.
 */
export default {
  register(app: StrapiApp) {
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}`,
      icon: QueueIcon,
      intlLabel: { id: `${PLUGIN_ID}.menu`, defaultMessage: 'Fila de aprovação' },
      permissions: [{ action: `plugin::${PLUGIN_ID}.review`, subject: null }],
      position: 1,
      Component: () => import('./queue-page'),
    });
    app.registerPlugin({ id: PLUGIN_ID, name: 'Fila de aprovação' });
  },
};
