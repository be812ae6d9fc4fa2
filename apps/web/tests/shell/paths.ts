/**
 * A path no route matches: two segments, so the one-segment CMS page route (/$slug) does not take
 * it. The 404 page loads no data, so layout tests do not depend on any page's fetches.
 */
export const UNMATCHED_PATH = '/pagina/que/nao/existe';
