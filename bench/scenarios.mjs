// What the benchmark asks of the API: the product's endpoints, and for each the nearest query
// Strapi's generic `find` can answer (the "stock" reference, served by bench/server.mjs).

/** Strapi's generic find over bikes and CMS blocks, mounted only in the benchmark's CMS process. */
export const STOCK_PREFIX = '/bench-stock';

const query = (pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

/** The relations the public projection shows, as the generic find is asked to populate them. */
const PROJECTION_POPULATE = [
  'brand',
  'category',
  'year',
  'color',
  'secondary_colors',
  'wheel_size',
  'materials',
  'suspension_types',
  'bike_photo',
  'for_classified',
  'for_stolen',
  'user',
  'stolen_details',
].map((relation, index) => [`populate[${index}]`, relation]);

const stockBikes = (pairs) => `/api${STOCK_PREFIX}/bikes?${query([...pairs, ...PROJECTION_POPULATE])}`;
const APPROVED = ['filters[approved][$eq]', 'true'];
const LISTED = [APPROVED, ['filters[on_sale][$eq]', 'true'], ['filters[stolen][$eq]', 'false']];
const NEWEST = ['sort[0]', 'createdAt:desc'];
const LATEST_AD = ['sort[0]', 'classified_date:desc'];

/** The home page's first block: what every visit to `/` asks for. */
const HOME_BLOCK = [
  ['filters[slug][$eq]', 'home-banner'],
  ['populate[image]', 'true'],
  ['populate[content][populate]', 'image'],
  ['populate[sub_content][populate]', '*'],
];

const closeSerial = (serial) => `/api/bikes/similar?${query([['q', serial]])}`;
const search = (q) => `/api/bikes/search?${query([['q', q]])}`;

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const below = (count) => Math.floor(Math.random() * count);

/** A serial as people type it: as printed, lower case, with spaces, or without separators. */
const spelled = (serial) => pick([serial, serial.toLowerCase(), serial.replaceAll('-', ' '), serial.replaceAll('-', '').toLowerCase()]);

/** A filter combination of the classifieds page, each filter there or not, on one of its first pages. */
function classifiedFilters(samples) {
  const pairs = [];
  if (Math.random() < 0.5) pairs.push(['name', pick(samples.brands)]);
  if (Math.random() < 0.5) pairs.push(['city', pick(samples.cities)]);
  if (Math.random() < 0.5) pairs.push(['category', pick(samples.categories)]);
  if (Math.random() < 0.5) pairs.push(['priceMin', String(10 * below(100))]);
  if (Math.random() < 0.5) pairs.push(['priceMax', String(1000 + 10 * below(500))]);
  if (Math.random() < 0.3) pairs.push(['page', String(1 + below(5))]);
  return `/api/classifieds${pairs.length ? `?${query(pairs)}` : ''}`;
}

/**
 * @param fixture what bench/dataset.mjs picked from the generated rows
 * @returns scenarios: `auth` ones send the inbox user's token; `path` is one fixed URL, and
 *   `varied()`, where the data has more than one answer to ask for, draws a URL at random from
 *   the registry for each request (the serials in mixed spellings, the slugs, pages, filters);
 *   `stock` is null where Strapi has no generic equivalent (our own aggregates and the inbox,
 *   whose generic route would be unsafe).
 */
export function scenarios(fixture) {
  const samples = fixture.samples;
  const filter = fixture.classifiedFilter;
  const filtered = query([
    ['name', filter.name],
    ['city', filter.city],
    ['category', filter.category],
    ['priceMin', String(filter.priceMin)],
    ['priceMax', String(filter.priceMax)],
  ]);
  // Without a role behind it, the generic find refuses filters through relations (brand, owner,
  // category): its nearest query keeps the bike's own columns.
  const stockFiltered = [
    ...LISTED,
    ['filters[$or][0][model][$containsi]', filter.name],
    ['filters[$or][1][nickName][$containsi]', filter.name],
    ['filters[price][$gte]', String(filter.priceMin)],
    ['filters[price][$lte]', String(filter.priceMax)],
    LATEST_AD,
    ['pagination[pageSize]', '12'],
  ];
  return [
    {
      name: 'search-serial-hit',
      label: 'Pesquisa por n.º de série (encontrada)',
      path: search(fixture.serial),
      varied: () => search(spelled(pick(samples.serials))),
      auth: true,
      stock: stockBikes([APPROVED, ['filters[serial_normalized][$eq]', fixture.serialKey], ['pagination[pageSize]', '8']]),
    },
    {
      name: 'search-serial-miss',
      label: 'Pesquisa por n.º de série (sem resultado)',
      path: search(fixture.missingSerial),
      // Serials no bike has: a brand prefix no generated brand uses (bench/dataset.mjs).
      varied: () => search(`QQ-${String(below(1_000_000)).padStart(6, '0')}`),
      auth: true,
      stock: stockBikes([APPROVED, ['filters[serial_normalized][$eq]', fixture.missingSerialKey], ['pagination[pageSize]', '8']]),
    },
    {
      name: 'search-close-serials',
      label: 'Números de série semelhantes (1–2 edições)',
      path: closeSerial(samples.misreadSerials[0]),
      varied: () => closeSerial(pick(samples.misreadSerials)),
      auth: true,
      stock: null,
    },
    {
      name: 'search-registry-number',
      label: 'Pesquisa por n.º Bicla',
      path: search(fixture.registryNumber),
      varied: () => search(pick(samples.registryNumbers)),
      auth: true,
      stock: stockBikes([APPROVED, ['filters[registry_number][$eq]', fixture.registryNumber], ['pagination[pageSize]', '8']]),
    },
    {
      name: 'stolen-page-1',
      label: 'Roubadas, página 1',
      path: '/api/bikes/stolen',
      stock: stockBikes([APPROVED, ['filters[stolen][$eq]', 'true'], NEWEST, ['pagination[pageSize]', '8']]),
    },
    {
      name: 'stolen-deep-page',
      label: 'Roubadas, página funda',
      path: `/api/bikes/stolen?start=${fixture.deepStolenStart}`,
      varied: () => `/api/bikes/stolen?start=${8 * below(Math.ceil(samples.stolenCount / 8))}`,
      stock: stockBikes([
        APPROVED,
        ['filters[stolen][$eq]', 'true'],
        NEWEST,
        ['pagination[start]', String(fixture.deepStolenStart)],
        ['pagination[limit]', '8'],
      ]),
    },
    {
      name: 'stolen-near',
      label: 'Roubadas perto de um concelho (25 a 300 km)',
      path: `/api/bikes/stolen?${query([['near', fixture.nearCity], ['radius', '300']])}`,
      // Every municipality with a theft in the dataset, at four radii, on the first two pages.
      varied: () => {
        const pairs = [['near', pick(samples.nearCities)], ['radius', pick(['25', '50', '100', '300'])]];
        if (Math.random() < 0.3) pairs.push(['start', '8']);
        return `/api/bikes/stolen?${query(pairs)}`;
      },
      // The generic find has no distance (and no access to the private stolen place): its nearest
      // query is the latitude band around the place.
      stock: stockBikes([
        APPROVED,
        ['filters[stolen][$eq]', 'true'],
        ['filters[latitude][$between][0]', '36'],
        ['filters[latitude][$between][1]', '41.4'],
        ['pagination[pageSize]', '8'],
      ]),
    },
    {
      name: 'classifieds',
      label: 'Classificados, sem filtros',
      path: '/api/classifieds',
      varied: () => `/api/classifieds?page=${1 + below(Math.ceil(samples.classifiedCount / 12))}`,
      stock: stockBikes([...LISTED, LATEST_AD, ['pagination[pageSize]', '12']]),
    },
    {
      name: 'classifieds-filtered',
      label: 'Classificados, nome + cidade + categoria + preço',
      path: `/api/classifieds?${filtered}`,
      varied: () => classifiedFilters(samples),
      stock: stockBikes(stockFiltered),
    },
    {
      name: 'bike-by-slug',
      label: 'Bicicleta pública por slug',
      path: `/api/bikes/by-slug/${encodeURIComponent(fixture.stolenSlug)}`,
      varied: () => `/api/bikes/by-slug/${encodeURIComponent(pick(samples.slugs))}`,
      stock: stockBikes([APPROVED, ['filters[slug][$eq]', fixture.stolenSlug]]),
    },
    {
      name: 'classified-by-slug',
      label: 'Anúncio por slug',
      path: `/api/classifieds/${encodeURIComponent(fixture.classifiedSlug)}`,
      varied: () => `/api/classifieds/${encodeURIComponent(pick(samples.classifiedSlugs))}`,
      stock: stockBikes([...LISTED, ['filters[slug][$eq]', fixture.classifiedSlug]]),
    },
    {
      name: 'inbox',
      label: 'Caixa de entrada (200 mensagens)',
      path: '/api/messages/inbox',
      // 40 conversations, 5 a page.
      varied: () => `/api/messages/inbox?page=${1 + below(8)}`,
      auth: true,
      stock: null,
    },
    { name: 'stats', label: '/api/stats', path: '/api/stats', stock: null },
    {
      name: 'home-blocks',
      label: 'Blocos CMS da página inicial',
      path: `/api/cms-blocks?${query(HOME_BLOCK)}`,
      stock: `/api${STOCK_PREFIX}/cms-blocks?${query(HOME_BLOCK)}`,
    },
  ];
}
