import { contentSecurityPolicy, securityHeaders } from '../security-headers';

const API = 'https://api.bicla.pt';
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => {
    const [name, ...sources] = directive.split(' ');
    return [name, sources];
  }));

describe('the web app security headers', () => {
  it('let the app reach the CMS and nothing else, and forbid framing', () => {
    const csp = directives(contentSecurityPolicy({ apiUrl: `${API}/`, googleMaps: false }));
    expect(csp['connect-src']).toEqual(["'self'", API]);
    expect(csp['img-src']).toContain(API);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(JSON.stringify(csp)).not.toMatch(/google|unsafe-eval/);
  });

  it('open Google Maps only when a key is set', () => {
    const csp = directives(contentSecurityPolicy({ apiUrl: API, googleMaps: true }));
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://*.googleapis.com']));
    expect(csp['connect-src']).toEqual(expect.arrayContaining([API, 'https://*.googleapis.com']));
    expect(csp['frame-src']).toEqual(['https://*.google.com']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('send nosniff and a referrer policy', () => {
    expect(securityHeaders({ apiUrl: API, googleMaps: false })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});
