/**
 * Alerts. Only these routes exist: listing, creating and removing need a login and act on the
 * caller's own alerts (the service filters by the caller); the unsubscribe link of an email
 * works for anyone holding its signed token, rate-limited per IP against guessing.
 */
const route = (method: 'GET' | 'POST' | 'DELETE', path: string, action: string, config: object = {}) => ({
  method,
  path,
  handler: `api::alert.alert.${action}`,
  config,
});

export default {
  routes: [
    route('GET', '/alerts/mine', 'mine'),
    route('POST', '/alerts', 'create', { middlewares: [{ name: 'global::rate-limit', config: { rule: 'alert' } }] }),
    route('POST', '/alerts/unsubscribe', 'unsubscribe', { middlewares: [{ name: 'global::rate-limit', config: { rule: 'alert-unsubscribe' } }] }),
    route('DELETE', '/alerts/:id', 'remove'),
  ],
};
