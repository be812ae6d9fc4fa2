import request from 'supertest';
import { compareKeys, distanceWithin } from '../src/api/bike/close-serials';
import { SERIAL_PAIRS_TABLE, pairCandidates, pairsWithinTwoEdits } from '../src/database/serial-pieces';
import { isRead, recordStatements } from '../src/database/sql-recorder';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * 'Números de série semelhantes' (docs/decisions/d8-search.md): approved bikes whose serial key is
 * one or two edits from the searched one. Every serial here is written as its own key (no O, I,
 * L, S, Z or B), so the edits counted are the ones spelled out.
 */

type Created = Awaited<ReturnType<typeof createBike>>;

let cms: TestCms;
let jwt: string;
let owner: { documentId: string };

const api = () => request(cms.server);
const similar = (q: string) => api().get('/api/bikes/similar').query({ q }).set('Authorization', `Bearer ${jwt}`);

interface Hit {
  slug: string;
  close_serial: { serial: string; differences: number[]; distance: number };
}
const found = async (q: string) => {
  const response = await similar(q);
  expect(response.status).toBe(200);
  return response.body.data as Hit[];
};
const slugsOf = (hits: Hit[]) => hits.map((hit) => hit.slug);

/** The four pieces of a key, as the triggers' SQL cuts them. */
const piecesOfKey = (key: string) => [0, 1, 2, 3].map((part) => key.slice(Math.floor((part * key.length) / 4), Math.floor(((part + 1) * key.length) / 4)));
/**
 * The pairs of pieces a bike is kept under, to hold against those a search looks up: its key's,
 * and its key's with the neighbours across a cut swapped, or across two cuts next to each other.
 */
const pairsOfKey = (key: string) => {
  const pairOf = (variant: string, [first, second]: number[]) => {
    const pieces = piecesOfKey(variant);
    return `${variant.length}:${first}${second}:${pieces[first]}|${pieces[second]}`;
  };
  // `at`: where the piece after the cut starts; the character before it goes after it.
  const swapAt = (variant: string, at: number) => variant.slice(0, at - 1) + variant[at] + variant[at - 1] + variant.slice(at + 1);
  const at = (cut: number) => Math.floor((cut * key.length) / 4);
  const swappable = (cut: number) => at(cut) >= 1 && key[at(cut) - 1] !== key[at(cut)];
  const pairs = [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]].map((pair) => pairOf(key, pair));
  for (const cut of [1, 2, 3]) {
    if (!swappable(cut)) continue;
    const swapped = swapAt(key, at(cut));
    pairs.push(pairOf(swapped, [cut - 1, cut]));
    if (cut < 3 && swappable(cut + 1) && at(cut + 1) - at(cut) >= 2) pairs.push(pairOf(swapAt(swapped, at(cut + 1)), [cut - 1, cut]));
  }
  return pairs;
};

const LONG = 'WTU123C4567DEFGH';
const FIVE = 'K7M4P';
const SIX = 'H3N8R2';

const bikes: Record<string, Created> = {};
const serials: Record<string, string> = {
  // Long (16 characters), searched as LONG.
  longExact: LONG,
  longSubstituted: 'WTU123C4567DEFGK',
  longSwapped: 'WTU213C4567DEFGH',
  longInsertedAndDeleted: 'WTU123C45678DEFH',
  longTwoSubstituted: 'WTU128C4567DEXGH',
  longThreeAway: 'XTU123C4597DEFGY',
  // Five characters, searched as FIVE.
  fiveDeleted: 'K7M4',
  fiveTwoAway: 'K7N4PA',
  // Two edits that leave no trigram in common: one at the first character, one near the end.
  fiveFirstAndFourth: 'X7MRP',
  fiveSwappedAndSubstituted: '7KM4Q',
  fiveThreeAway: 'X7N4PA',
  // Six characters, searched as SIX.
  sixDeleted: 'H3N8R',
  sixDeletedAndInserted: 'HN8R27',
  sixInsertedFirstAndLast: 'AH3N8R27',
  sixSwappedAndSubstituted: '3HN8X2',
  sixThreeAway: 'Q3N8R2XY',
};

beforeAll(async () => {
  cms = await startCms();
  await seedReference(cms.strapi);
  const account = await createUser(cms.strapi);
  jwt = account.jwt;
  owner = account.user;
  for (const [name, serial] of Object.entries(serials)) bikes[name] = await createBike(cms.strapi, owner, { serial_number: serial });
  bikes.longPending = await createBike(cms.strapi, owner, { serial_number: 'WTU123C4567DEFGJ', approved: false });
});

afterAll(async () => {
  await cms.stop();
});

describe('comparing two keys', () => {
  it.each([
    ['WTU123C4567DEFGH', 'WTU123C4567DEFGK', 1, [15]],
    ['WTU123C4567DEFGH', 'WTU213C4567DEFGH', 1, [3, 4]],
    ['WTU123C4567DEFGH', 'WTU123C45678DEFH', 2, [11]],
    ['WTU123C4567DEFGH', 'WTU128C4567DEXGH', 2, [5, 13]],
    ['WTU123C4567DEFGH', 'XTU123C4597DEFGY', 3, [0, 9, 15]],
    ['K7M4P', 'K7M4', 1, []],
    ['K7M4P', '7KM4Q', 2, [0, 1, 4]],
    ['H3N8R2', 'AH3N8R27', 2, [0, 7]],
  ])('%s → %s is %i edits, marking %j', (searched, candidate, distance, differences) => {
    expect(compareKeys(searched, candidate)).toEqual({ distance, differences });
  });
});

describe('GET /api/bikes/similar', () => {
  it('finds long serials one and two edits away, closest first, with what differs', async () => {
    const hits = await found('wtu-123 c4567 defgh');
    expect(slugsOf(hits)).toEqual([bikes.longSubstituted, bikes.longSwapped, bikes.longInsertedAndDeleted, bikes.longTwoSubstituted].map((bike) => bike.slug));
    expect(hits.map((hit) => hit.close_serial)).toEqual([
      { serial: 'WTU123C4567DEFGK', differences: [15], distance: 1 },
      { serial: 'WTU213C4567DEFGH', differences: [3, 4], distance: 1 },
      { serial: 'WTU123C45678DEFH', differences: [11], distance: 2 },
      { serial: 'WTU128C4567DEXGH', differences: [5, 13], distance: 2 },
    ]);
  });

  it('leaves out the exact match, bikes three edits away and pending bikes', async () => {
    const slugs = slugsOf(await found(LONG));
    for (const name of ['longExact', 'longThreeAway', 'longPending']) expect(slugs).not.toContain(bikes[name].slug);
  });

  it('finds short serials one and two edits away, even with no trigram in common', async () => {
    expect(slugsOf(await found(FIVE))).toEqual(
      [bikes.fiveDeleted, bikes.fiveSwappedAndSubstituted, bikes.fiveTwoAway, bikes.fiveFirstAndFourth].map((bike) => bike.slug),
    );
    expect(slugsOf(await found(SIX))).toEqual(
      [bikes.sixDeleted, bikes.sixSwappedAndSubstituted, bikes.sixInsertedFirstAndLast, bikes.sixDeletedAndInserted].map((bike) => bike.slug),
    );
  });

  it('finds a key whose two swaps each cross a cut between its pieces', async () => {
    // Cut into YAJ9|7531|86GP|NQEC (src/database/serial-pieces.ts), and the two swaps across the
    // first and last cuts keep none of the pieces: the bike is found only by a pair it is kept
    // under with one of those swaps made.
    const searched = 'YAJ9753186GPNQEC';
    const twoSwapsAway = 'YAJ7953186GNPQEC';
    for (const piece of piecesOfKey(twoSwapsAway)) expect(searched).not.toContain(piece);
    const close = await createBike(cms.strapi, owner, { serial_number: twoSwapsAway });
    const [hit] = await found(searched);
    expect(hit).toMatchObject({ slug: close.slug, close_serial: { serial: twoSwapsAway, distance: 2 } });
  });

  it('finds every key within two edits of random ones, and measures them as compareKeys does', () => {
    const alphabet = '0123456789ACDEFGHJK';
    // mulberry32, seeded: the same keys on every run.
    let seed = 7;
    const random = (below: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * below | 0;
    };
    const edit = (key: string) => {
      const at = random(key.length + 1);
      const char = alphabet[random(alphabet.length)];
      return [
        () => key.slice(0, at) + char + key.slice(at),
        () => key.slice(0, at) + key.slice(at + 1),
        () => key.slice(0, at) + char + key.slice(at + 1),
        () => key.slice(0, at) + key.slice(at + 1, at + 2) + key.slice(at, at + 1) + key.slice(at + 2),
      ][random(4)]();
    };
    let close = 0;
    for (let round = 0; round < 20_000; round += 1) {
      // A small alphabet makes repeated characters, which swaps and shifts are hardest on.
      const searched = Array.from({ length: 3 + random(18) }, () => alphabet[random(3 + random(16))]).join('');
      const other = edit(edit(random(2) ? searched : edit(searched)));
      if (!other) continue;
      const { distance } = compareKeys(searched, other);
      expect(distanceWithin(searched, other, 2)).toBe(Math.min(distance, 3));
      if (distance > 2) continue;
      close += 1;
      const looked = new Set(pairsWithinTwoEdits(searched));
      const kept = pairsOfKey(other);
      expect(new Set(kept).size).toBe(kept.length);
      if (!kept.some((pair) => looked.has(pair))) throw new Error(`${other} is ${distance} edits from ${searched}, but shares no pair it looks up`);
    }
    expect(close).toBeGreaterThan(10_000);
  });

  it('keeps each bike under the pairs of its key and of its key with swaps across cuts, as this test reads them', async () => {
    const alphabet = 'ACDE';
    let seed = 11;
    const random = (below: number) => {
      seed = (seed * 16807) % 2147483647;
      return seed % below;
    };
    const created: { id: number; key: string }[] = [];
    for (let count = 0; count < 120; count += 1) {
      // Every length from one to twenty-four, with repeated characters, whose swaps change nothing.
      const key = Array.from({ length: 1 + (count % 24) }, () => alphabet[random(1 + random(alphabet.length))]).join('');
      const bike = await cms.strapi.db
        .query('api::bike.bike')
        .create({ data: { nickName: 'Par', serial_number: key, serial_normalized: key, registry_number: `PAIRS${String(count).padStart(4, '0')}`, slug: `pairs-${count}` } });
      created.push({ id: bike.id, key });
    }
    const rows: { bike_id: number; pair: string }[] = await cms.strapi.db.connection(SERIAL_PAIRS_TABLE).whereIn('bike_id', created.map((bike) => bike.id)).select('bike_id', 'pair');
    for (const { id, key } of created) {
      expect({ key, pairs: rows.filter((row) => Number(row.bike_id) === id).map((row) => row.pair).sort() }).toEqual({ key, pairs: pairsOfKey(key).sort() });
    }
  });

  it('reads, on PostgreSQL, only the candidates within four edits as Levenshtein counts them, which every close key is', async () => {
    // Shares the searched key's first two pieces, eight edits away.
    const far = await createBike(cms.strapi, owner, { serial_number: 'WTU123C4MNPQRTVW' });
    const candidates = (await pairCandidates(cms.strapi.db.connection, LONG)).map((row) => Number(row.id));
    const postgres = cms.strapi.config.get('database.connection.client') === 'postgres';
    expect(candidates.includes(far.id)).toBe(!postgres);
    for (const name of ['longSubstituted', 'longSwapped', 'longInsertedAndDeleted', 'longTwoSubstituted']) expect(candidates).toContain(bikes[name].id);
  });

  it('follows a bike whose serial is corrected', async () => {
    const moved = await createBike(cms.strapi, owner, { serial_number: 'PQR9876543' });
    expect(slugsOf(await found('PQR9876544'))).toEqual([moved.slug]);
    await cms.strapi.db.query('api::bike.bike').update({ where: { id: moved.id }, data: { serial_number: 'MNV1234567', serial_normalized: 'MNV1234567' } });
    expect(await found('PQR9876544')).toEqual([]);
    expect(slugsOf(await found('MNV1234568'))).toEqual([moved.slug]);
  });

  it('shows the ten closest approved bikes, however many pending ones are closer', async () => {
    const searched = 'RTV5678901';
    // Eleven pending bikes one edit away, twelve approved two edits away.
    for (const last of 'ACDEFGHJKMN') await createBike(cms.strapi, owner, { serial_number: `RTV567890${last}`, approved: false });
    const approved = [];
    for (const last of 'ACDEFGHJKMNP') approved.push(await createBike(cms.strapi, owner, { serial_number: `RTV56789${last}${last}` }));
    const hits = await found(searched);
    expect(hits.map((hit) => hit.close_serial.distance)).toEqual(Array(10).fill(2));
    expect(slugsOf(hits)).toEqual(approved.slice(0, 10).map((bike) => bike.slug));
  });

  it('reads the close bikes in two statements: the pairs, then the first approved of them with their kept rows', async () => {
    // The first spelling keeps the rows; the second is a URL the response cache has not seen.
    await found('WTU 123 C4567 DEFGH');
    const { result, statements } = await recordStatements(cms.strapi, () => found(LONG.toLowerCase()), isRead);
    expect(result).toHaveLength(4);
    expect(statements).toHaveLength(2);
  });

  it('has nothing to say about a key shorter than 5 characters', async () => {
    expect(await found('K7M4')).toEqual([]);
    expect(await found('k-7 m')).toEqual([]);
  });

  it('shows a close bike as the search shows it, without its registry number', async () => {
    const [hit] = await found('WTU123C4567DEFGK');
    expect(hit).toMatchObject({ slug: bikes.longExact.slug, stolen: false, owner: expect.any(Object) });
    expect(hit).not.toHaveProperty('registry_number');
    expect(hit).not.toHaveProperty('serial_number');
  });

  it.each([
    [{}, 'Indique o número de série a pesquisar'],
    [{ q: '   ' }, 'Indique o número de série a pesquisar'],
    [{ q: 'WTU123C4567DEFGH', start: '8' }, 'O parâmetro "start" não é permitido'],
    [{ q: 'x'.repeat(201) }, 'O parâmetro "q" não pode ter mais de 200 caracteres'],
  ])('refuses bad query %# with a message in Portuguese', async (query, message) => {
    const response = await api().get('/api/bikes/similar').query(query).set('Authorization', `Bearer ${jwt}`);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
  });

  it('needs a login', async () => {
    expect((await api().get('/api/bikes/similar').query({ q: LONG })).status).toBe(403);
  });
});
