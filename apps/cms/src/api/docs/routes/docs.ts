/**
 * The OpenAPI document of every public endpoint (openapi.json beside this folder's routes,
 * maintained by hand and checked against real answers by tests/openapi.test.ts) and a page
 * that lists it for people.
 */
export default {
  routes: [
    { method: 'GET', path: '/docs', handler: 'api::docs.docs.page', config: {} },
    { method: 'GET', path: '/docs/openapi.json', handler: 'api::docs.docs.spec', config: {} },
  ],
};
