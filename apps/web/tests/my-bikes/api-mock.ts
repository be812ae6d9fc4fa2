/**
 * Every fetcher the bike pages and the header reach, as jest.fn. Test files use it with
 * `jest.mock('../../src/lib/api', () => require('./api-mock'))`.
 */
export const api = {
  account: { me: jest.fn(), providers: jest.fn().mockResolvedValue([]) },
  messages: { unreadCount: jest.fn().mockResolvedValue(0) },
  content: { block: jest.fn() },
  lookups: {
    categories: jest.fn(),
    years: jest.fn(),
    brands: jest.fn(),
    colors: jest.fn(),
    wheelSizes: jest.fn(),
    materials: jest.fn(),
    suspensionTypes: jest.fn(),
    lockingDescriptions: jest.fn(),
    lockDefeatDescriptions: jest.fn(),
    countries: jest.fn(),
    cities: jest.fn(),
  },
  bikes: {
    mine: jest.fn(),
    draft: jest.fn(),
    register: jest.fn(),
    updateDraft: jest.fn(),
    completeRegistration: jest.fn(),
    edit: jest.fn(),
    reportStolen: jest.fn(),
    recover: jest.fn(),
    publishListing: jest.fn(),
    removeListing: jest.fn(),
    history: jest.fn(),
    upload: jest.fn(),
  },
  bikeDocuments: { certificate: jest.fn(), poster: jest.fn() },
  transfers: { start: jest.fn(), cancel: jest.fn(), claim: jest.fn() },
};
