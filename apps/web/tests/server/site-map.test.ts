/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { bikeQueries } from '../../src/features/bikes/api';
import { contentQueries } from '../../src/features/content/api';
import { HOME_BLOCKS } from '../../src/features/home/home-blocks';
import { lookupQueries } from '../../src/features/lookups/api';
import { HOME_FIRST_SCREEN_BLOCKS, QUERY_KEYS, SLUG_ROUTES, STATIC_PAGES } from '../../server/site-map';

/** The server's view of the app (server/site-map.ts) must match the app itself. */
describe('the server’s map of the app', () => {
  it('knows every route file, and no other', () => {
    const routeFiles = readdirSync(path.resolve(__dirname, '..', '..', 'src', 'routes')).filter((file) => file !== '__root.tsx');
    const known = [...Object.values(STATIC_PAGES).map((page) => page.file), ...Object.values(SLUG_ROUTES)];
    expect(known.sort()).toEqual(routeFiles.sort());
  });

  it('puts data in the HTML under the keys the app’s query factories use', () => {
    expect(QUERY_KEYS.bike('s')).toEqual([...bikeQueries.bySlug('s').queryKey]);
    expect(QUERY_KEYS.classified('s')).toEqual([...bikeQueries.classified('s').queryKey]);
    expect(QUERY_KEYS.stats()).toEqual([...bikeQueries.stats().queryKey]);
    expect(QUERY_KEYS.block('s')).toEqual([...contentQueries.block('s').queryKey]);
    expect(QUERY_KEYS.page('s')).toEqual([...contentQueries.page('s').queryKey]);
    expect(QUERY_KEYS.blogPost('s')).toEqual([...contentQueries.blogPost('s').queryKey]);
    expect(QUERY_KEYS.brands()).toEqual([...lookupQueries.brands().queryKey]);
  });

  it('sends only blocks the home page shows, the banner first', () => {
    const shown: string[] = Object.values(HOME_BLOCKS);
    expect(HOME_FIRST_SCREEN_BLOCKS[0]).toBe(HOME_BLOCKS.banner);
    for (const slug of HOME_FIRST_SCREEN_BLOCKS) expect(shown).toContain(slug);
  });
});
