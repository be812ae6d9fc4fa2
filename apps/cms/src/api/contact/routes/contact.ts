/**
 * Sending the contact form is the only content-API route of contact messages: they hold
 * visitors' emails, so editors read them in the admin panel only.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/contacts',
      handler: 'api::contact.contact.create',
      config: { middlewares: [{ name: 'global::rate-limit', config: { rule: 'contact' } }] },
    },
  ],
};
