import { PRODUCT_NAME } from '@bicla/api-client/shared';
import { QUERY_DATA_ID } from '../src/lib/first-screen-data';
import type { FirstScreen } from '../src/entry-server';
import type { FirstImage, PageHead } from './page-head';
import type { RouteAssets } from './preload';


const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** JSON inside a <script> element: nothing in it can close the element or start a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The largest picture of the first screen, asked for as the `<img>` will ask, at high priority. */
function imagePreload({ src, srcSet, sizes }: FirstImage): string {
  const sources = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${sources} fetchpriority="high" />`;
}

/** Rules in the page, which no text in them can close. */
const inlineStyle = (css: string, emotion?: string) =>
  `<style${emotion ? ` data-emotion="${escapeHtml(emotion)}"` : ''}>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;

/** Vite's stylesheet links in index.html, e.g. `<link rel="stylesheet" crossorigin href="/assets/index-Abc.css">`. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)"\s*\/?>/g;

/**
 * A stylesheet written into the page, so the first paint waits for no round trip; and the same file
 * as a link that never applies. Vite's loader looks for that link before it runs a chunk that
 * imports the file: without it, it would fetch the file and wait for it, then apply it a second
 * time, and the browser would lay the whole page out again, its text font included.
 */
const writtenInStyleSheet = (file: string, css: string) =>
  `${inlineStyle(css)}\n    <link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" media="not all" />`;

/** The built index.html with its stylesheets written into it (read once, at start): a few kilobytes that would otherwise cost a round trip before the first paint. */
export function inlineStyleSheets(template: string, styleSheet: (file: string) => string): string {
  return template.replace(STYLESHEET_LINK, (_link, file: string) => writtenInStyleSheet(file, styleSheet(file)));
}

/** Where the app renders (index.html); the server's first screen goes inside. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** Vite's entry script and its preloaded imports in index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>\s*/g;

/** The element `public/app-start.js` reads the app's scripts from. */
const APP_CODE_ID = 'app-code';

/**
 * The built index.html with the page's own head: the template's title and description give way
 * to the page's, followed by canonical, Open Graph and Twitter card tags, the route's chunks to
 * preload with their stylesheets written in, the first screen's photo to preload and the first screen's data;
 * and, when the server rendered it, the first screen itself with its styles.
 */
export function renderPage(
  template: string,
  head: PageHead,
  {
    origin,
    preload,
    styleSheet,
    firstScreen = null,
  }: { origin: string; preload: RouteAssets; styleSheet: (file: string) => string; firstScreen?: FirstScreen | null },
): string {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.canonicalPath ? `<link rel="canonical" href="${escapeHtml(absolute(head.canonicalPath))}" />` : '',
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:locale', 'pt_PT'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonicalPath ? meta('property', 'og:url', absolute(head.canonicalPath)) : '',
    ...(head.image
      ? [
          meta('property', 'og:image', absolute(head.image.url)),
          head.image.width ? meta('property', 'og:image:width', String(head.image.width)) : '',
          head.image.height ? meta('property', 'og:image:height', String(head.image.height)) : '',
          meta('property', 'og:image:alt', head.image.alt),
          meta('name', 'twitter:image', absolute(head.image.url)),
        ]
      : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...preload.styles.map((file) => writtenInStyleSheet(file, styleSheet(file))),
    ...(firstScreen ? [] : preload.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`)),
    head.firstImage ? imagePreload(head.firstImage) : '',
    head.queries.length ? `<script id="${QUERY_DATA_ID}" type="application/json">${scriptJson(head.queries)}</script>` : '',
    firstScreen ? inlineStyle(firstScreen.css, firstScreen.emotion) : '',
  ].filter(Boolean);
  // Replacements by function, so a `$` in a page's text is not read as a pattern.
  const page = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
  if (!firstScreen) return page;
  // With its first screen in the HTML, the page is drawn without the app's code: the code starts
  // once that screen has loaded, photo and font included, and been painted (public/app-start.js),
  // so it never takes the network from them. Until then the screen takes no clicks, which would
  // be lost.
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  const modules = [...page.matchAll(MODULE_PRELOAD)].map(([, href]) => href).concat(preload.scripts.map((file) => `/${file}`));
  const start = `<script id="${APP_CODE_ID}" type="application/json">${scriptJson({ entry, preload: modules })}</script>
    <script src="/app-start.js" defer></script>
  `;
  return page
    .replace(ENTRY_SCRIPT, () => start)
    .replace(MODULE_PRELOAD, '')
    .replace(ROOT_ELEMENT, () => `<div id="root" style="pointer-events:none">${firstScreen.html}</div>`);
}
