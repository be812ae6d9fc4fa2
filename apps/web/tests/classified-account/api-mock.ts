/**
 * Every fetcher the classifieds area, the account list it reuses and the header reach, as
 * jest.fn. Test files use it with `jest.mock('../../src/lib/api', () => require('./api-mock'))`.
 */
export const api = {
  account: { me: jest.fn(), providers: jest.fn().mockResolvedValue([]) },
  lookups: { cities: jest.fn() },
  bikes: { mine: jest.fn(), removeListing: jest.fn() },
  transfers: { incoming: jest.fn(), cancel: jest.fn(), claim: jest.fn() },
  messages: {
    unreadCount: jest.fn(),
    inbox: jest.fn(),
    conversation: jest.fn(),
    markRead: jest.fn(),
    send: jest.fn(),
  },
  content: { block: jest.fn() },
};
