/**
 * Every fetcher the account screens and the header reach, as jest.fn. Test files use it with
 * `jest.mock('../../src/lib/api', () => require('./api-mock'))`.
 */
export const api = {
  account: {
    me: jest.fn(),
    updateMe: jest.fn(),
    exportMe: jest.fn(),
    deleteMe: jest.fn(),
    changePassword: jest.fn(),
    providers: jest.fn().mockResolvedValue([]),
  },
  lookups: { cities: jest.fn() },
  bikes: { mine: jest.fn() },
  transfers: { claim: jest.fn() },
  messages: {
    unreadCount: jest.fn(),
    inbox: jest.fn(),
    conversation: jest.fn(),
    markRead: jest.fn(),
    send: jest.fn(),
  },
  content: { block: jest.fn() },
};
