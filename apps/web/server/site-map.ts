import { TEAM_BLOCK_SLUG } from '@bicla/api-client/shared';

/**
 * The app's routes as the server sees them (apps/web/src/routes; tests/server/site-map.test.ts
 * keeps the two in step): which paths exist without a slug, which show a CMS page, and which
 * belong to a logged-in user and stay out of search engines.
 */
export interface StaticPage {
  /** The route file, whose code-split chunks the HTML preloads. */
  file: string;
  /** The CMS page (by slug) the route renders; an unknown one is the app's 404. */
  cmsPage?: string;
  /** A CMS page the route shows when editors have one, without being a 404 when not (sent with it). */
  optionalCmsPage?: string;
  /** A logged-in or one-time page (D10): never indexed, never in the sitemap. */
  private?: boolean;
  /** Its own `<title>` before the CMS answers, or when it has no CMS page. */
  title?: string;
  /** CMS blocks its first screen shows, sent with it (by slug). */
  blocks?: string[];
  /** Its first screen lists the brands, sent with it. */
  brands?: boolean;
}

export const STATIC_PAGES: Record<string, StaticPage> = {
  '/': { file: 'index.tsx' },
  '/about-us': { file: 'about-us.tsx', cmsPage: 'about-us', blocks: [TEAM_BLOCK_SLUG] },
  '/bike-manufacturer-list': { file: 'bike-manufacturer-list.tsx', cmsPage: 'bike-manufacturer-list', brands: true },
  '/cancelar-alerta': { file: 'cancelar-alerta.tsx', private: true, title: 'Cancelar alerta' },
  '/classified': { file: 'classified.index.tsx', title: 'Classificados' },
  '/classified-account': { file: 'classified-account.tsx', private: true, title: 'Os meus anúncios' },
  '/contact': { file: 'contact.tsx', title: 'Contactos', blocks: ['contact'] },
  '/donate': { file: 'donate.tsx', title: 'Donativos', optionalCmsPage: 'donations', blocks: ['donations'] },
  '/embaixadores': { file: 'embaixadores.tsx', cmsPage: 'embaixadores' },
  '/forgot-password': { file: 'forgot-password.tsx', private: true, title: 'Recuperar palavra-passe' },
  '/help': { file: 'help.tsx', cmsPage: 'frequently-asked-questions' },
  '/inbox': { file: 'inbox.tsx', private: true, title: 'Mensagens' },
  '/login': { file: 'login.tsx', private: true, title: 'Entrar' },
  '/my-account': { file: 'my-account.tsx', private: true, title: 'A minha conta' },
  '/my-bikes': { file: 'my-bikes.tsx', private: true, title: 'As minhas bicicletas' },
  '/privacy-policy': { file: 'privacy-policy.tsx', cmsPage: 'privacy-policy' },
  '/protect-your-bike': { file: 'protect-your-bike.tsx', cmsPage: 'protect-your-bike' },
  '/register-bikes': { file: 'register-bikes.tsx', private: true, title: 'Registar bicicleta' },
  '/report-stolen': { file: 'report-stolen.tsx', private: true, title: 'Reportar roubo' },
  '/reset-password': { file: 'reset-password.tsx', private: true, title: 'Nova palavra-passe' },
  '/search-bikes': { file: 'search-bikes.index.tsx', title: 'Pesquisa de bicicletas' },
  '/security': { file: 'security.tsx', cmsPage: 'security' },
  '/sign-up': { file: 'sign-up.tsx', private: true, title: 'Criar conta' },
  '/stolen-bike': { file: 'stolen-bike.tsx', title: 'Bicicletas roubadas', optionalCmsPage: 'stolen-bike' },
  '/terms-of-use': { file: 'terms-of-use.tsx', cmsPage: 'terms-of-use' },
  '/user-bikes': { file: 'user-bikes.tsx', private: true, title: 'Bicicletas do utilizador' },
  '/verify': { file: 'verify.tsx', private: true, title: 'Verificar conta' },
};

/** The routes with parameters, by their first segment (and the file each one is). */
export const SLUG_ROUTES = {
  stolen: 'stolen-bikes.$slug.tsx',
  search: 'search-bikes.$slug.tsx',
  classified: 'classified.$slug.tsx',
  blog: 'blogs.$slug.tsx',
  cmsPage: '$slug.tsx',
  editBike: 'edit-bike.$slug.tsx',
  connect: 'connect.$provider.redirect.tsx',
} as const;

/** The query keys the app's factories use (features/<f>/api.ts), for the data put in the HTML. */
export const QUERY_KEYS = {
  bike: (slug: string) => ['bikes', 'by-slug', slug],
  classified: (slug: string) => ['bikes', 'classified', slug],
  stats: () => ['bikes', 'stats'],
  block: (slug: string) => ['content', 'block', slug],
  page: (slug: string) => ['content', 'page', slug],
  blogPost: (slug: string) => ['content', 'blog', 'post', slug],
  brands: () => ['lookups', 'brands'],
};

/** The home page's banner block (features/content/api.ts), whose picture the HTML preloads. */
export const HOME_BANNER = 'home-banner';
/** The home page's blocks above the fold (features/home/home-blocks.ts), served with the HTML. */
export const HOME_FIRST_SCREEN_BLOCKS = [HOME_BANNER, 'about-us', 'bike-register', 'registered-bike-safety-seal', 'bike-registered-statistics'];
