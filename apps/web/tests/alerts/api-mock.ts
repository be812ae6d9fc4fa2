/**
 * Every fetcher the alert screens reach (the account tab, the classifieds and the cancel page),
 * as jest.fn. Test files use it with `jest.mock('../../src/lib/api', () => require('./api-mock'))`.
 */
export const api = {
  alerts: { mine: jest.fn(), create: jest.fn(), remove: jest.fn(), unsubscribe: jest.fn() },
  account: { me: jest.fn() },
  lookups: { cities: jest.fn(), categories: jest.fn() },
  publicBikes: { classifieds: jest.fn(), classified: jest.fn() },
  bikes: { mine: jest.fn() },
  messages: { unreadCount: jest.fn(), send: jest.fn() },
  check: { bike: jest.fn() },
};
