// What the benchmark asks of the API: the product's endpoints, and for each the nearest query
// Strapi's generic `find` can answer (the "stock" reference, served by bench/server.mjs); and
// the same reads with owners' writes mixed in.

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
const bearer = (token) => ({ authorization: `Bearer ${token}` });
const UNREAD_COUNT = '/api/messages/unread-count';
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
 * @returns the read scenarios, then the mixed one (below)
 */
export function scenarios(fixture) {
  const reads = readScenarios(fixture);
  return [...reads, mixedReadWrite(reads, fixture.writes)];
}

/**
 * @returns read scenarios: `auth` names the account (`fixture.accounts`) whose token they send; `path` is one fixed URL, and
 *   `varied()`, where the data has more than one answer to ask for, draws a URL at random from
 *   the registry for each request (the serials in mixed spellings, the slugs, pages, filters);
 *   `stock` is null where Strapi has no generic equivalent (our own aggregates and the inbox,
 *   whose generic route would be unsafe).
 */
function readScenarios(fixture) {
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
      auth: 'inbox',
      stock: stockBikes([APPROVED, ['filters[serial_normalized][$eq]', fixture.serialKey], ['pagination[pageSize]', '8']]),
    },
    {
      name: 'search-serial-miss',
      label: 'Pesquisa por n.º de série (sem resultado)',
      path: search(fixture.missingSerial),
      // Serials no bike has: a brand prefix no generated brand uses (bench/dataset.mjs).
      varied: () => search(`QQ-${String(below(1_000_000)).padStart(6, '0')}`),
      auth: 'inbox',
      stock: stockBikes([APPROVED, ['filters[serial_normalized][$eq]', fixture.missingSerialKey], ['pagination[pageSize]', '8']]),
    },
    {
      name: 'search-close-serials',
      label: 'Números de série semelhantes (1–2 edições)',
      path: closeSerial(samples.misreadSerials[0]),
      varied: () => closeSerial(pick(samples.misreadSerials)),
      auth: 'inbox',
      stock: null,
    },
    {
      name: 'search-registry-number',
      label: 'Pesquisa por n.º Bicla',
      path: search(fixture.registryNumber),
      varied: () => search(pick(samples.registryNumbers)),
      auth: 'inbox',
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
      varied: () => `/api/messages/inbox?page=${1 + below(fixture.accounts.inbox.pages)}`,
      auth: 'inbox',
      stock: null,
    },
    {
      name: 'inbox-large',
      label: 'Caixa de entrada (5 000 mensagens)',
      path: '/api/messages/inbox',
      varied: () => `/api/messages/inbox?page=${1 + below(fixture.accounts.largeInbox.pages)}`,
      auth: 'largeInbox',
      stock: null,
    },
    {
      name: 'unread-count',
      label: 'Mensagens por ler (contas sorteadas)',
      // Every signed-in page asks it, and polls it each minute; private, so never a kept answer.
      // Its URL is everyone's: each request draws the person asking (the two inboxes and the
      // mixed scenario's writers, bench/login.mjs); the fixed URL is the large inbox's.
      path: UNREAD_COUNT,
      auth: 'largeInbox',
      traffic: ({ tokens, writers }) => {
        const people = [...Object.values(tokens), ...writers.map((writer) => writer.token)];
        return () => ({ path: UNREAD_COUNT, headers: bearer(pick(people)) });
      },
      stock: null,
    },
    { name: 'stats', label: '/api/stats', path: '/api/stats', stock: null },
    {
      name: 'home-blocks',
      label: 'Blocos CMS da página inicial',
      path: `/api/cms-blocks?${query(HOME_BLOCK)}`,
      // One parameter more than the web app's query, which the kept entries do not answer: Strapi's generic find.
      stock: `/api${STOCK_PREFIX}/cms-blocks?${query([...HOME_BLOCK, ['pagination[page]', '1']])}`,
    },
  ];
}



/** A scenario's headers: the token of the account it signs in as (`tokens`: bench/login.mjs, logInAccounts). */
export const authHeaders = (scenario, tokens) => (scenario.auth ? bearer(tokens[scenario.auth]) : {});

/** Draws the public read traffic: a read scenario at random, then one of its URLs, signed in where it needs to be. */
const readsFrom = (reads, tokens) => () => {
  const scenario = pick(reads);
  return { path: scenario.varied ? scenario.varied() : scenario.path, headers: authHeaders(scenario, tokens) };
};

/** What the soak sends: every request drawn from all the read scenarios. */
export const publicReads = (fixture, tokens) => readsFrom(readScenarios(fixture), tokens);

/** The share of the mixed scenario's requests that write. */
const WRITE_SHARE = 0.05;

const GREETING = 'Olá! A bicicleta ainda está disponível? Posso ver no fim de semana?';

/**
 * The writes of a logged-in owner, with the bodies the web app sends (packages/api-client,
 * fetchers/bikes.ts and messages.ts): each gets the dataset's lookups and files, and one of the
 * writer's own bikes, approved and not stolen (bench/dataset.mjs).
 */
const WRITES = {
  // Step 1 of a registration: a draft, approved by the editors later (docs/decisions/d5-approval.md).
  register: ({ lookups }) => [
    'POST',
    '/api/bikes',
    {
      nickName: `Nova ${1 + below(999)}`,
      category: pick(lookups.categories),
      year: pick(lookups.years),
      brand: pick(lookups.brands),
      model: `Sport ${1 + below(9)}`,
      color: pick(lookups.colors),
      secondary_colors: [],
      wheel_size: pick(lookups.wheels),
      materials: [pick(lookups.materials)],
      suspension_types: [pick(lookups.suspensions)],
      serial_number: `NOV-${String(below(1_000_000_000)).padStart(9, '0')}`,
      other_information: null,
    },
  ],
  // The edit form sends every field back, the files as their ids.
  edit: ({ lookups, files }, bike) => [
    'PUT',
    `/api/bikes/${encodeURIComponent(bike.id)}`,
    {
      nickName: bike.nickName,
      color: pick(lookups.colors),
      secondary_colors: [],
      wheel_size: pick(lookups.wheels),
      materials: [pick(lookups.materials)],
      suspension_types: [pick(lookups.suspensions)],
      other_information: `Revista em ${new Date().toLocaleDateString('pt-PT')}.`,
      bike_photo: bike.photo,
      serial_number_photo: files.serial,
      invoice_photo: files.invoice,
    },
  ],
  // A new ad, or a new price for one already up.
  list: (_writes, bike) => [
    'PUT',
    `/api/bikes/${encodeURIComponent(bike.id)}/listing`,
    { price: 10 * (5 + below(600)), remarks: 'Bem conservada, revisão feita este ano.', for_classified: [bike.photo], terms: true },
  ],
  // To the owner of someone else's ad.
  message: ({ messageBikes }) => ['POST', '/api/messages', { bike: pick(messageBikes), message: GREETING }],
};

/**
 * The writes the product limits per person (config/rate-limits.ts), and how many of each a
 * writer makes in a run, across its loads: under the limit (`bike-create`, ten an hour;
 * `message`, twenty in ten minutes), which would answer 429 and fail the run.
 */
const WRITES_PER_WRITER = { register: 9, message: 19 };
/** Each limited write so far, by kind and writer's token: kept across loads, as the CMS's counts are. */
const written = new Map(Object.keys(WRITES_PER_WRITER).map((kind) => [kind, new Map()]));

/**
 * One write by a writer at random, from its own address, as the proxy reports it (TRUST_PROXY).
 * A limited write goes to a writer with some of it left; when none has, the write is an edit.
 */
function drawWrite(writes, writers) {
  let kind = pick(Object.keys(WRITES));
  let candidates = writers;
  const counts = written.get(kind);
  if (counts) {
    candidates = writers.filter((writer) => (counts.get(writer.token) ?? 0) < WRITES_PER_WRITER[kind]);
    if (candidates.length === 0) [kind, candidates] = ['edit', writers];
  }
  const writer = pick(candidates);
  const limited = written.get(kind);
  limited?.set(writer.token, (limited.get(writer.token) ?? 0) + 1);
  const [method, path, data] = WRITES[kind](writes, pick(writer.bikes));
  return {
    method,
    path,
    headers: { ...bearer(writer.token), 'content-type': 'application/json', 'x-forwarded-for': writer.address },
    body: JSON.stringify({ data }),
  };
}

/**
 * The public read traffic with writes mixed in: no one fixed URL (so no floor, one-URL or stock
 * figures). `reads(tokens)` draws its reads alone, for the query plans; `traffic()` draws what is
 * loaded, where a write clears the response cache through the CMS's own hooks, as in production.
 * `writers` are the accounts of `fixture.writes`, signed in (bench/login.mjs).
 */
function mixedReadWrite(reads, writes) {
  return {
    name: 'mixed-read-write',
    label: 'Tráfego misto com escritas (5%)',
    path: null,
    stock: null,
    reads: (tokens) => readsFrom(reads, tokens),
    traffic: ({ tokens, writers }) => {
      const read = readsFrom(reads, tokens);
      return () => (Math.random() < WRITE_SHARE ? drawWrite(writes, writers) : read());
    },
  };
}
