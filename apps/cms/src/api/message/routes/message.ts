/**
 * Messages between users about a bike (docs/decisions/d7-messages.md). Only these routes exist: the generic
 * content-API routes would let anyone list, read or rewrite anyone's messages. Each one needs a
 * logged-in user (src/bootstrap/permissions.ts); whether the caller is a party of a message is
 * decided by the service, which filters by the caller rather than trusting a client filter.
 */
const route = (method: 'GET' | 'POST' | 'PUT', path: string, action: string, config: object = {}) => ({
  method,
  path,
  handler: `api::message.message.${action}`,
  config,
});

export default {
  routes: [
    // Sending is rate-limited per account and per IP, so no one can spam owners.
    route('POST', '/messages', 'send', { middlewares: [{ name: 'global::rate-limit', config: { rule: 'message' } }] }),
    route('GET', '/messages/inbox', 'inbox'),
    route('GET', '/messages/conversation', 'conversation'),
    route('GET', '/messages/unread-count', 'unreadCount'),
    route('PUT', '/messages/:id/read', 'markRead'),
  ],
};
