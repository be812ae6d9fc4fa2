// Fills a fresh database with a national-scale registry, in bulk, and records what the
// scenarios need (slugs, serials, the inbox user, the accounts that write). Runs in its own
// process: it boots the compiled CMS once so the schema, indexes, reference data and CMS
// content are exactly the product's.
import { createRequire } from 'node:module';
import { cms } from './cms.mjs';

const require = createRequire(cms.packageJson);
const { serialKey } = require('@bicla/api-client/shared');
const { bikeSlug, randomRegistryNumber } = require(cms.dist('src/api/bike/identifiers.js'));

const BIKE_UID = 'api::bike.bike';
const USER_UID = 'plugin::users-permissions.user';
const HISTORY_UID = 'api::history.history';
const MESSAGE_UID = 'api::message.message';
const STOLEN_DETAILS_UID = 'bike.stolen-details';
const FILE_UID = 'plugin::upload.file';

export const BENCH_PASSWORD = 'Bicla-bench-2026!';
export const INBOX_USER_EMAIL = 'caixa.cheia@bench.bicla.pt';
const INBOX_MESSAGES = 200;
/** An inbox 25 times fuller: the inbox must answer as fast at 5,000 messages as at 200. */
const LARGE_INBOX_USER_EMAIL = 'caixa.enorme@bench.bicla.pt';
const LARGE_INBOX_MESSAGES = 5_000;
/** Messages to a conversation in both generated inboxes, and conversations to an inbox page (the product's). */
const MESSAGES_PER_CONVERSATION = 5;
const CONVERSATIONS_PER_PAGE = 5;
const MISSING_SERIAL = 'ZZ-0000-NAO-EXISTE';
/** Accounts the mixed read/write scenario writes as, at most (bench/scenarios.mjs). */
const WRITERS = 100;
const CHUNK = 500;
const MINUTE = 60_000;

const FIRST_NAMES = ['Ana', 'João', 'Marta', 'Rui', 'Inês', 'Pedro', 'Sofia', 'Tiago', 'Beatriz', 'Miguel', 'Carla', 'Nuno', 'Rita', 'Luís', 'Joana', 'Diogo'];
const SURNAMES = ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Fernandes', 'Gonçalves', 'Lopes'];
const NICKNAMES = ['Estradista', 'Urbana', 'Montanha', 'Gravel', 'Passeio', 'Dobrável', 'Elétrica', 'Cidade', 'Trilhos', 'Fixie', 'Cargo', 'Viagem'];
const MODELS = ['Sport', 'Comp', 'Elite', 'Pro', 'Expert', 'Trail', 'City', 'Tour', 'Race', 'Explore'];
const LOCKS = ['Cadeado em U', 'Cadeado de cabo', 'Corrente com cadeado', 'Cadeado dobrável'];
const DEFEATS = ['Cadeado cortado e deixado no local', 'Suporte serrado', 'Cadeado aberto sem danos'];

/** A small deterministic generator, so two runs build the same registry. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(20261122);
const pick = (list) => list[Math.floor(next() * list.length)];
const between = (min, max) => min + Math.floor(next() * (max - min + 1));
/**
 * A documentId as Strapi makes them (cuid2): 24 characters, the first a letter. Strapi's
 * document service takes one that starts with a digit for a numeric id, and its relation
 * writes then fail ("relation(s) … do not exist").
 */
const documentId = () => {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const alphabet = `${letters}0123456789`;
  let id = letters[Math.floor(next() * letters.length)];
  for (let i = 1; i < 24; i += 1) id += alphabet[Math.floor(next() * alphabet.length)];
  return id;
};

/** Bulk writer over Strapi's own metadata, so no table or column name is spelled here. */
function writer(strapi) {
  const knex = strapi.db.connection;
  const meta = (uid) => strapi.db.metadata.get(uid);
  const nextIds = new Map();
  const touched = new Set();

  async function insert(table, rows) {
    touched.add(table);
    for (let i = 0; i < rows.length; i += CHUNK) await knex(table).insert(rows.slice(i, i + CHUNK));
  }

  /** Ids are chosen here, so links can be written without reading anything back. */
  async function reserveIds(table, count) {
    if (!nextIds.has(table)) {
      const row = await knex(table).max({ max: 'id' }).first();
      nextIds.set(table, Number(row?.max ?? 0) + 1);
    }
    const first = nextIds.get(table);
    nextIds.set(table, first + count);
    return first;
  }

  /** Rows by attribute name (scalars only) → rows by column name, with ids; returns the ids. */
  async function entities(uid, rows) {
    const { tableName, attributes } = meta(uid);
    const first = await reserveIds(tableName, rows.length);
    const physical = rows.map((row, index) => {
      const out = { id: first + index };
      for (const [attribute, value] of Object.entries(row)) out[attributes[attribute].columnName] = value;
      return out;
    });
    await insert(tableName, physical);
    return physical.map((row) => row.id);
  }

  /** [ownerId, targetId] pairs of a relation kept in a link table. */
  async function links(uid, attribute, pairs) {
    const { joinTable } = meta(uid).attributes[attribute];
    const rows = pairs.map(([owner, target], index) => {
      const row = { [joinTable.joinColumn.name]: owner, [joinTable.inverseJoinColumn.name]: target };
      if (joinTable.orderColumnName) row[joinTable.orderColumnName] = 1;
      if (joinTable.inverseOrderColumnName) row[joinTable.inverseOrderColumnName] = index + 1;
      if (joinTable.on) Object.assign(row, joinTable.on);
      return row;
    });
    await insert(joinTable.name, rows);
  }

  /** [entityId, componentId] pairs of a single component field. */
  async function components(uid, attribute, componentUid, pairs) {
    const { joinTable } = meta(uid).attributes[attribute];
    const typeColumn = joinTable.pivotColumns.find((column) => ![joinTable.joinColumn.name, joinTable.inverseJoinColumn.name, 'field'].includes(column));
    await insert(
      joinTable.name,
      pairs.map(([entity, component]) => ({
        [joinTable.joinColumn.name]: entity,
        [joinTable.inverseJoinColumn.name]: component,
        [typeColumn]: componentUid,
        ...joinTable.on,
        [joinTable.orderColumnName]: 1,
      })),
    );
  }

  /** [entityId, fileId] pairs of a media field. */
  async function media(uid, field, pairs) {
    const { joinTable } = meta(FILE_UID).attributes.related;
    await insert(
      joinTable.name,
      pairs.map(([entity, file]) => ({
        [joinTable.joinColumn.name]: file,
        [joinTable.morphColumn.idColumn.name]: entity,
        [joinTable.morphColumn.typeColumn.name]: uid,
        field,
        order: 1,
      })),
    );
  }

  /** PostgreSQL hands out ids from sequences, which must move past the ids chosen here. */
  async function finish() {
    // Knex's own name for it: Strapi hands knex the client 'pg', not 'postgres'.
    if (knex.client.dialect === 'postgresql') {
      for (const table of touched) {
        await knex.raw(`SELECT setval(pg_get_serial_sequence(?, 'id'), (SELECT COALESCE(MAX(id), 1) FROM ??))`, [table, table]);
      }
    }
    // A registry in service has been vacuumed (autovacuum, which a server may have off): before
    // that, PostgreSQL's index-only scans read the table for each row, and the live ads' own
    // table, rewritten by its triggers during the import, holds three dead rows for each live one.
    await knex.raw(knex.client.dialect === 'postgresql' ? 'VACUUM ANALYZE' : 'ANALYZE');
  }

  return { entities, links, components, media, finish };
}

async function lookups(strapi) {
  const ids = async (uid, fields = ['id']) => strapi.db.query(uid).findMany({ select: fields });
  return {
    brands: await ids('api::brand.brand', ['id', 'documentId', 'name']),
    categories: await ids('api::category.category', ['id', 'documentId', 'name']),
    years: await ids('api::year.year', ['id', 'documentId']),
    colors: await ids('api::color.color', ['id', 'documentId']),
    wheels: await ids('api::wheel-size.wheel-size', ['id', 'documentId']),
    materials: await ids('api::material.material', ['id', 'documentId']),
    suspensions: await ids('api::suspension-type.suspension-type', ['id', 'documentId']),
    cities: (await ids('api::city.city', ['name'])).map((city) => city.name),
    places: await ids('api::city.city', ['name', 'slug', 'latitude', 'longitude']),
  };
}

/**
 * The two inbox accounts, made by the product itself, and their password hash, which every
 * generated account shares.
 */
async function passwordHash(strapi) {
  const users = strapi.plugin('users-permissions').service('user');
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const account = (email, name) =>
    users.add({ username: email, email, password: BENCH_PASSWORD, provider: 'local', confirmed: true, blocked: false, name, city: 'Lisboa', role: role.id });
  const inbox = await account(INBOX_USER_EMAIL, 'Caixa Cheia');
  const largeInbox = await account(LARGE_INBOX_USER_EMAIL, 'Caixa Enorme');
  const { password } = await strapi.db.query(USER_UID).findOne({ where: { id: inbox.id }, select: ['password'] });
  return { hash: password, inboxUserId: inbox.id, largeInboxUserId: largeInbox.id, roleId: role.id };
}

async function photoFiles(write) {
  const now = new Date();
  return write.entities(
    FILE_UID,
    Array.from({ length: 12 }, (_, index) => ({
      documentId: documentId(),
      name: `bicicleta-${index + 1}.jpg`,
      hash: `bench_bike_${index + 1}`,
      ext: '.jpg',
      mime: 'image/jpeg',
      size: 48.2,
      width: 1200,
      height: 900,
      url: `/uploads/bench_bike_${index + 1}.jpg`,
      formats: JSON.stringify({
        small: { url: `/uploads/small_bench_bike_${index + 1}.jpg`, width: 500, height: 375 },
        medium: { url: `/uploads/medium_bench_bike_${index + 1}.jpg`, width: 750, height: 563 },
      }),
      provider: 'local',
      folderPath: '/',
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    })),
  );
}

async function users(write, count, { hash, inboxUserId, roleId }, cities) {
  const now = Date.now();
  const rows = Array.from({ length: count - 1 }, (_, index) => {
    const email = `ciclista${index + 1}@bench.bicla.pt`;
    const at = new Date(now - (count - index) * 47 * MINUTE);
    return {
      documentId: documentId(),
      username: email,
      email,
      provider: 'local',
      password: hash,
      confirmed: true,
      blocked: false,
      name: `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`,
      city: pick(cities),
      country: 'Portugal',
      createdAt: at,
      updatedAt: at,
      publishedAt: at,
    };
  });
  const ids = await write.entities(USER_UID, rows);
  await write.links(USER_UID, 'role', ids.map((id) => [id, roleId]));
  const cityOf = new Map(rows.map((row, index) => [ids[index], row.city]));
  cityOf.set(inboxUserId, 'Lisboa');
  const emailOf = new Map(rows.map((row, index) => [ids[index], row.email]));
  return { ids: [inboxUserId, ...ids], cityOf, emailOf };
}

const roundCoordinate = (value) => Math.round(value * 1000) / 1000;

/**
 * Where a stolen bike was taken, as the CMS keeps it (src/api/bike/stolen-place.ts): most
 * reports near Lisbon and Porto, the rest anywhere; seven in ten give a point a few km from the
 * seat, the others only their municipality, whose seat is then the stolen place.
 */
function stolenPlaceOf(places) {
  const busy = places.filter(({ slug }) => ['lisboa', 'porto', 'sintra', 'amadora', 'vila-nova-de-gaia', 'braga'].includes(slug));
  const city = next() < 0.5 ? pick(busy) : pick(places);
  const point = next() < 0.7 ? [city.latitude + (next() - 0.5) / 10, city.longitude + (next() - 0.5) / 10] : null;
  return {
    city,
    latitude: point?.[0] ?? null,
    longitude: point?.[1] ?? null,
    stolen_latitude: roundCoordinate(point?.[0] ?? city.latitude),
    stolen_longitude: roundCoordinate(point?.[1] ?? city.longitude),
  };
}

/** 5% stolen, 10% on sale, the rest registered; the newest first in id order, as in life. */
async function bikes(write, count, userIds, lookup, files) {
  const now = Date.now();
  const registry = new Set();
  const rows = [];
  const relations = [];
  for (let index = 0; index < count; index += 1) {
    const createdAt = new Date(now - (count - index) * 13 * MINUTE);
    const brand = pick(lookup.brands);
    const nickName = `${pick(NICKNAMES)} ${between(1, 999)}`;
    const serial = `${brand.name.slice(0, 3).toUpperCase()}-${between(10, 99)}-${String(index).padStart(7, '0')}`;
    let registryNumber = randomRegistryNumber();
    while (registry.has(registryNumber)) registryNumber = randomRegistryNumber();
    registry.add(registryNumber);
    const stolen = index % 20 === 7;
    const onSale = !stolen && index % 10 === 3;
    const place = stolen ? stolenPlaceOf(lookup.places) : null;
    rows.push({
      documentId: documentId(),
      nickName,
      slug: bikeSlug(nickName, createdAt),
      model: `${pick(MODELS)} ${between(1, 9)}`,
      serial_number: serial,
      serial_normalized: serialKey(serial),
      registry_number: registryNumber,
      other_information: 'Registada com fatura de compra.',
      approved: true,
      stolen,
      on_sale: onSale,
      price: onSale ? between(5, 600) * 10 : null,
      remarks: onSale ? 'Bem conservada, revisão feita este ano.' : null,
      classified_date: onSale ? new Date(createdAt.getTime() + between(1, 60) * 24 * 60 * MINUTE) : null,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      stolen_latitude: place?.stolen_latitude ?? null,
      stolen_longitude: place?.stolen_longitude ?? null,
      createdAt,
      updatedAt: createdAt,
      publishedAt: createdAt,
    });
    relations.push({ owner: userIds[index % userIds.length], brand, category: pick(lookup.categories), stolen, onSale, price: rows[index].price, city: place?.city });
  }
  const ids = await write.entities(BIKE_UID, rows);
  const pairs = (value) => ids.map((id, index) => [id, value(relations[index], index)]);
  await write.links(BIKE_UID, 'user', pairs((bike) => bike.owner));
  await write.links(BIKE_UID, 'brand', pairs((bike) => bike.brand.id));
  await write.links(BIKE_UID, 'category', pairs((bike) => bike.category.id));
  await write.links(BIKE_UID, 'year', pairs(() => pick(lookup.years).id));
  await write.links(BIKE_UID, 'color', pairs(() => pick(lookup.colors).id));
  await write.links(BIKE_UID, 'wheel_size', pairs(() => pick(lookup.wheels).id));
  await write.links(BIKE_UID, 'materials', pairs(() => pick(lookup.materials).id));
  await write.links(BIKE_UID, 'suspension_types', pairs(() => pick(lookup.suspensions).id));
  // Kept: the edit and listing forms send the bike's photo back (bench/scenarios.mjs).
  for (const bike of relations) bike.photo = pick(files);
  await write.media(BIKE_UID, 'bike_photo', pairs((bike) => bike.photo));
  const stolenIds = ids.filter((_, index) => relations[index].stolen);
  const stolenCities = relations.filter((bike) => bike.stolen).map((bike) => bike.city);
  const saleIds = ids.filter((_, index) => relations[index].onSale);
  await write.media(BIKE_UID, 'for_stolen', stolenIds.map((id) => [id, pick(files)]));
  await write.media(BIKE_UID, 'for_classified', saleIds.map((id) => [id, pick(files)]));

  const details = await write.entities(
    STOLEN_DETAILS_UID,
    stolenCities.map((city) => ({
      stolen_date: new Date(now - between(1, 400) * 24 * 60 * MINUTE),
      phone_number: `9${between(10000000, 39999999)}`,
      show_phone_to_users: next() < 0.5,
      city: city.name,
      country: 'Portugal',
      estimated_value: between(10, 400) * 10,
      lock_description: pick(LOCKS),
      defeat_subscription: pick(DEFEATS),
      police_department: 'PSP',
      incident_description: 'Estava presa no suporte da rua durante a tarde e desapareceu.',
    })),
  );
  await write.components(BIKE_UID, 'stolen_details', STOLEN_DETAILS_UID, stolenIds.map((id, index) => [id, details[index]]));

  return { ids, rows, relations };
}

/** Every bike has its registration; stolen, sale and some recoveries add their own entries. */
async function history(write, registry) {
  const entries = [];
  registry.ids.forEach((bikeId, index) => {
    const { owner, stolen, onSale } = registry.relations[index];
    const at = registry.rows[index].createdAt;
    entries.push({ bikeId, owner, type: 'bike', at, text: 'A bicicleta foi registada com sucesso!' });
    if (stolen) entries.push({ bikeId, owner, type: 'stolen', at, text: 'A bicicleta foi dada como roubada.' });
    if (onSale) entries.push({ bikeId, owner, type: 'sale', at, text: 'A bicicleta foi posta à venda.' });
    if (!stolen && index % 50 === 11) {
      entries.push({ bikeId, owner, type: 'stolen', at, text: 'A bicicleta foi dada como roubada.' });
      entries.push({ bikeId, owner, type: 'recover', at: new Date(at.getTime() + 7 * 24 * 60 * MINUTE), text: 'A bicicleta foi recuperada.' });
    }
  });
  const ids = await write.entities(
    HISTORY_UID,
    entries.map((entry) => ({
      documentId: documentId(),
      type: entry.type,
      information: JSON.stringify({ text: entry.text }),
      createdAt: entry.at,
      updatedAt: entry.at,
      publishedAt: entry.at,
    })),
  );
  await write.links(HISTORY_UID, 'bike', ids.map((id, index) => [id, entries[index].bikeId]));
  await write.links(HISTORY_UID, 'user', ids.map((id, index) => [id, entries[index].owner]));
  return entries.length;
}

/**
 * Buyers write to sellers about bikes on sale. The inbox user holds 200 messages over 40
 * conversations, half of them answered; the large inbox's user asked about up to 1,000 ads
 * (5,000 messages, about as many conversations as the registry has ads), and each seller answered.
 */
async function messages(write, registry, userIds, { inboxUserId, largeInboxUserId }, total) {
  const onSale = registry.ids.map((id, index) => ({ id, owner: registry.relations[index].owner })).filter((_, index) => registry.relations[index].onSale);
  const now = Date.now();
  const list = [];
  const conversation = (bike, me, other) => {
    for (let m = 0; m < MESSAGES_PER_CONVERSATION; m += 1) {
      const mine = m % 2 === 1;
      list.push({ bike: bike.id, sender: mine ? me : other, receiver: mine ? other : me, read: m < 3 });
    }
  };
  for (let c = 0; c < INBOX_MESSAGES / MESSAGES_PER_CONVERSATION; c += 1) conversation(onSale[c], inboxUserId, userIds[1 + c]);
  for (let c = 0; c < LARGE_INBOX_MESSAGES / MESSAGES_PER_CONVERSATION; c += 1) {
    const bike = onSale[c % onSale.length];
    conversation(bike, largeInboxUserId, bike.owner);
  }
  while (list.length < total) {
    const bike = pick(onSale);
    let buyer = pick(userIds);
    if (buyer === bike.owner || buyer === inboxUserId) buyer = userIds[2];
    list.push({ bike: bike.id, sender: buyer, receiver: bike.owner, read: next() < 0.7 });
  }
  const ids = await write.entities(
    MESSAGE_UID,
    list.map((message, index) => {
      const at = new Date(now - (list.length - index) * 3 * MINUTE);
      return {
        documentId: documentId(),
        message: 'Olá! A bicicleta ainda está disponível? Posso ver no fim de semana?',
        read: message.read,
        createdAt: at,
        updatedAt: at,
        publishedAt: at,
      };
    }),
  );
  await write.links(MESSAGE_UID, 'bike', ids.map((id, index) => [id, list[index].bike]));
  await write.links(MESSAGE_UID, 'sender', ids.map((id, index) => [id, list[index].sender]));
  await write.links(MESSAGE_UID, 'reciever', ids.map((id, index) => [id, list[index].receiver]));
  return list.length;
}

/**
 * The accounts the mixed scenario writes as (bench/scenarios.mjs), among the last generated,
 * each with its bikes that are not stolen, which it may edit and list. The edit form sends the
 * serial photo and the invoice back, so those bikes get them, as private files; each account
 * comes from an address of its own (documentation range), as people do behind the proxy.
 */
async function writers(write, registry, people, lookup) {
  const owned = new Map(people.ids.slice(-WRITERS).map((id) => [id, []]));
  registry.relations.forEach((bike, index) => !bike.stolen && owned.get(bike.owner)?.push(index));
  const now = new Date();
  const privateFile = (hash, ext, mime) => ({
    documentId: documentId(),
    name: `${hash}${ext}`,
    hash,
    ext,
    mime,
    size: 120.5,
    url: `/private-uploads/${hash}${ext}`,
    provider: 'local',
    folderPath: '/',
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
  });
  const [serial, invoice] = await write.entities(FILE_UID, [
    privateFile('bench_serial', '.jpg', 'image/jpeg'),
    privateFile('bench_invoice', '.pdf', 'application/pdf'),
  ]);
  const indexes = [...owned.values()].flat();
  await write.media(BIKE_UID, 'serial_number_photo', indexes.map((index) => [registry.ids[index], serial]));
  await write.media(BIKE_UID, 'invoice_photo', indexes.map((index) => [registry.ids[index], invoice]));
  const accounts = [...owned].filter(([, bikes]) => bikes.length);
  const documentIds = (list) => list.map((row) => row.documentId);
  return {
    accounts: accounts.map(([id, bikes], index) => ({
      identifier: people.emailOf.get(id),
      password: BENCH_PASSWORD,
      address: `198.51.100.${index + 1}`,
      bikes: bikes.map((bike) => ({ id: registry.rows[bike].documentId, nickName: registry.rows[bike].nickName, photo: registry.relations[bike].photo })),
    })),
    files: { serial, invoice },
    // Ads of other people, to write to about.
    messageBikes: spread(registry.rows.filter((_, index) => registry.relations[index].onSale && !owned.has(registry.relations[index].owner))).map(
      (row) => row.documentId,
    ),
    lookups: {
      categories: documentIds(lookup.categories),
      years: documentIds(lookup.years),
      brands: documentIds(lookup.brands),
      colors: documentIds(lookup.colors),
      wheels: documentIds(lookup.wheels),
      materials: documentIds(lookup.materials),
      suspensions: documentIds(lookup.suspensions),
    },
  };
}

/** Characters a misread serial may gain: what `serialKey` keeps as it is. */
const KEY_CHARACTERS = '0123456789ACDEFGHJKMNPQRTUVWXY';

/**
 * A serial as a buyer might misread it off a frame: one or two of its letters and digits
 * substituted, swapped with the next, dropped or doubled (docs/decisions/d8-search.md, close serials).
 */
function misread(serial, edits) {
  let out = serial;
  for (let edit = 0; edit < edits; edit += 1) {
    const positions = [...out].flatMap((char, index) => (/[A-Z0-9]/.test(char) ? [index] : []));
    const at = positions[between(1, positions.length - 2)];
    const kind = pick(['substitute', 'swap', 'drop', 'double']);
    if (kind === 'substitute') {
      const others = [...KEY_CHARACTERS].filter((char) => char !== out[at]);
      out = out.slice(0, at) + pick(others) + out.slice(at + 1);
    } else if (kind === 'swap' && out[at + 1] !== out[at] && /[A-Z0-9]/.test(out[at + 1] ?? '')) {
      out = out.slice(0, at) + out[at + 1] + out[at] + out.slice(at + 2);
    } else if (kind === 'drop') {
      out = out.slice(0, at) + out.slice(at + 1);
    } else {
      // Doubled; also where a swap would change nothing (a twin or a separator next).
      out = out.slice(0, at) + out[at] + out.slice(at);
    }
  }
  return out;
}

/** The values each scenario asks for, picked from the rows just written. */
function fixtureOf(registry, userCount, cityOf, writes) {
  const onSale = registry.relations.filter((bike) => bike.onSale).length;
  const inboxPages = (messages) => Math.ceil(Math.min(messages / MESSAGES_PER_CONVERSATION, onSale) / CONVERSATIONS_PER_PAGE);
  const at = (predicate, from) => {
    for (let index = from; index < registry.ids.length; index += 1) if (predicate(registry.relations[index])) return index;
    throw new Error('no bike matches');
  };
  const middle = Math.floor(registry.ids.length / 2);
  const searched = registry.rows[middle];
  const listed = registry.rows[at((bike) => bike.onSale, middle)];
  const listedIndex = registry.rows.indexOf(listed);
  const listedRelations = registry.relations[listedIndex];
  const stolen = registry.rows[at((bike) => bike.stolen, middle)];
  const stolenCount = registry.relations.filter((bike) => bike.stolen).length;
  return {
    bikes: registry.ids.length,
    users: userCount,
    // As a buyer types it off the frame: lower case, spaces for dashes.
    serial: searched.serial_number.toLowerCase().replaceAll('-', ' '),
    serialKey: searched.serial_normalized,
    missingSerial: MISSING_SERIAL,
    missingSerialKey: serialKey(MISSING_SERIAL),
    registryNumber: searched.registry_number,
    stolenSlug: stolen.slug,
    classifiedSlug: listed.slug,
    deepStolenStart: Math.max(0, stolenCount - 16),
    // Lisbon has the most stolen bikes around it: the heaviest 'near a place' answer.
    nearCity: 'lisboa',
    classifiedFilter: {
      name: listedRelations.brand.name,
      city: cityOf.get(listedRelations.owner),
      category: listedRelations.category.documentId,
      priceMin: Math.max(0, listedRelations.price - 500),
      priceMax: listedRelations.price + 500,
    },
    // The signed-in people of the scenarios (their `auth`), and how many pages their inbox has.
    accounts: {
      inbox: { identifier: INBOX_USER_EMAIL, password: BENCH_PASSWORD, pages: inboxPages(INBOX_MESSAGES) },
      largeInbox: { identifier: LARGE_INBOX_USER_EMAIL, password: BENCH_PASSWORD, pages: inboxPages(LARGE_INBOX_MESSAGES) },
    },
    samples: samplesOf(registry, cityOf),
    writes,
  };
}

/** How many distinct values each varied scenario draws from, where the registry has that many. */
const SAMPLES = 5_000;
/** At most `count` values spread evenly over the list. */
const spread = (list, count = SAMPLES) => list.filter((_, index) => index % Math.max(1, Math.floor(list.length / count)) === 0);

/** Values spread over the whole registry, for traffic that draws each URL at random (bench/scenarios.mjs). */
function samplesOf(registry, cityOf) {
  const every = (predicate) => registry.rows.filter((_, index) => predicate(registry.relations[index]));
  const listed = registry.relations.filter((bike) => bike.onSale);
  const serials = spread(registry.rows).map((row) => row.serial_number);
  return {
    serials,
    // Each serial misread by one or two characters, as the close-serials search is asked.
    misreadSerials: serials.map((serial, index) => misread(serial, 1 + (index % 2))),
    registryNumbers: spread(registry.rows).map((row) => row.registry_number),
    slugs: spread(registry.rows).map((row) => row.slug),
    classifiedSlugs: spread(every((bike) => bike.onSale)).map((row) => row.slug),
    stolenCount: every((bike) => bike.stolen).length,
    classifiedCount: listed.length,
    nearCities: [...new Set(registry.relations.filter((bike) => bike.stolen).map((bike) => bike.city.slug))],
    brands: [...new Set(listed.map((bike) => bike.brand.name))],
    cities: [...new Set(listed.map((bike) => cityOf.get(bike.owner)))],
    categories: [...new Set(listed.map((bike) => bike.category.documentId))],
  };
}

/** Bikes whose public rows are read and kept at a time. */
const KEEP_BATCH = 500;

/**
 * A registry in service has read its bikes' public rows and kept them (docs/data-model.md, "Kept
 * rows"): every bike's is read here through the CMS's own reads, so the loads measure what a
 * steady registry reads, and the rows its writes empty are read anew, as in service. Then the
 * table's statistics, and on PostgreSQL the versions its rows left behind, as `finish` does.
 */
export async function keepPublicRows(strapi) {
  const { publicBikeRows } = require(cms.dist('src/api/bike/public-rows.js'));
  const rows = publicBikeRows(strapi);
  const ids = (await strapi.db.query(BIKE_UID).findMany({ select: ['id'], orderBy: { id: 'asc' } })).map((bike) => bike.id);
  for (let start = 0; start < ids.length; start += KEEP_BATCH) await rows.byIds(ids.slice(start, start + KEEP_BATCH));
  const knex = strapi.db.connection;
  await knex.raw(knex.client.dialect === 'postgresql' ? 'VACUUM ANALYZE' : 'ANALYZE');
}

/** Builds the whole dataset on the CMS that `strapi` is loaded with; returns the fixture. */
export async function generate(strapi, { bikes: bikeCount, users: userCount }) {
  const started = Date.now();
  const { seed } = require(cms.dist('src/seed/index.js'));
  await seed(strapi);
  const write = writer(strapi);
  const lookup = await lookups(strapi);
  const account = await passwordHash(strapi);
  const files = await photoFiles(write);
  const people = await users(write, userCount, account, lookup.cities);
  const registry = await bikes(write, bikeCount, people.ids, lookup, files);
  const writes = await writers(write, registry, people, lookup);
  const histories = await history(write, registry);
  const messageCount = await messages(write, registry, people.ids, account, Math.max(INBOX_MESSAGES * 2, bikeCount / 5));
  // The messages were written past Strapi: the inbox's conversations are gathered from them, as a site from before gets them.
  const { fillConversations } = require(cms.dist('src/api/message/conversations.js'));
  await fillConversations(strapi);
  await write.finish();
  const fixture = fixtureOf(registry, userCount, people.cityOf, writes);
  return { fixture, counts: { bikes: bikeCount, users: userCount, histories, messages: messageCount }, seconds: (Date.now() - started) / 1000 };
}
