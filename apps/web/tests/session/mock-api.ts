/**
 * A stand-in for src/lib/api in a `jest.mock` factory. The fetchers a test names are `jest.fn()`s;
 * every other one returns a promise that never settles, so the pages a test does not look at (the
 * home page after a redirect, routes that read lookups at import) stay loading instead of failing.
 *
 *   jest.mock('../../src/lib/api', () => require('./mock-api').mockApiModule({ account: ['login'] }));
 */
export function mockApiModule(fetchers: Record<string, string[]>) {
  const neverAnswers = () => new Promise<never>(() => undefined);
  const namespaces = new Map<string, Record<string, jest.Mock>>();
  for (const [namespace, names] of Object.entries(fetchers)) {
    namespaces.set(namespace, Object.fromEntries(names.map((name) => [name, jest.fn()])));
  }
  const api = new Proxy(
    {},
    {
      get: (_target, namespace: string) => {
        const named = namespaces.get(namespace) ?? {};
        return new Proxy(named, { get: (mocks, name: string) => mocks[name] ?? neverAnswers });
      },
    },
  );
  return { api };
}
