// The inbox feature's public entry: what other features may use of it.
export { ConversationView } from './components/conversation-view';
export { ConversationList } from './components/inbox-list';
export { InboxPanel } from './components/inbox-panel';
export type { OpenConversation } from './open-conversation';
