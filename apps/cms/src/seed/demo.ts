import type { Core } from '@strapi/strapi';
import { serialKey } from '@bicla/api-client/shared';
import { bikeSlug, randomRegistryNumber } from '../api/bike/identifiers';
import { bikeSvg, invoiceSvg, serialSvg, uploadSvg } from './images';

/** Development only: every demo account shares this password (README, "Demo logins"). */
export const DEMO_PASSWORD = 'Bicla2026!';

export const DEMO_USERS = [
  { email: 'ana.silva@bicla.pt', name: 'Ana Silva', city: 'Lisboa' },
  { email: 'joao.pereira@bicla.pt', name: 'João Pereira', city: 'Porto' },
  { email: 'marta.costa@bicla.pt', name: 'Marta Costa', city: 'Braga' },
];

type DemoState = 'approved' | 'pending' | 'stolen' | 'recovered' | 'on_sale';

interface DemoBike {
  owner: string;
  state: DemoState;
  nickName: string;
  brand: string;
  model: string;
  category: string;
  year: number;
  color: string;
  hex: string;
  wheel: string;
  material: string;
  suspension: string;
  serial: string;
  city: string;
  price?: number;
  daysAgo: number;
}

export const DEMO_BIKES: DemoBike[] = [
  { owner: 'ana.silva@bicla.pt', state: 'approved', nickName: 'Estradista', brand: 'specialized', model: 'Allez Sport', category: 'Estrada', year: 2022, color: 'Vermelho', hex: '#C62828', wheel: '700c', material: 'Alumínio', suspension: 'Rígida (sem suspensão)', serial: 'WSBC604123456K', city: 'Lisboa', daysAgo: 120 },
  { owner: 'ana.silva@bicla.pt', state: 'on_sale', nickName: 'Urbana Azul', brand: 'orbea', model: 'Vibe H30', category: 'Cidade / Urbana', year: 2021, color: 'Azul', hex: '#1565C0', wheel: '28"', material: 'Alumínio', suspension: 'Rígida (sem suspensão)', serial: 'OR-21-778812', city: 'Lisboa', price: 450, daysAgo: 90 },
  { owner: 'ana.silva@bicla.pt', state: 'stolen', nickName: 'Montanha Verde', brand: 'trek', model: 'Marlin 7', category: 'BTT / Montanha', year: 2023, color: 'Verde', hex: '#2E7D32', wheel: '29"', material: 'Alumínio', suspension: 'Suspensão dianteira (hardtail)', serial: 'WTU123C4567D', city: 'Lisboa', daysAgo: 60 },
  { owner: 'joao.pereira@bicla.pt', state: 'recovered', nickName: 'Gravel do João', brand: 'canyon', model: 'Grizl 7', category: 'Gravel', year: 2022, color: 'Cinzento', hex: '#616161', wheel: '700c', material: 'Carbono', suspension: 'Rígida (sem suspensão)', serial: 'CNY22GRZ0098', city: 'Porto', daysAgo: 200 },
  { owner: 'joao.pereira@bicla.pt', state: 'stolen', nickName: 'Fixie Preta', brand: 'cinelli', model: 'Gazzetta', category: 'Fixie / Pista', year: 2020, color: 'Preto', hex: '#212121', wheel: '700c', material: 'Aço', suspension: 'Rígida (sem suspensão)', serial: 'CIN-GZ-20-3310', city: 'Porto', daysAgo: 20 },
  { owner: 'joao.pereira@bicla.pt', state: 'pending', nickName: 'Dobrável', brand: 'brompton', model: 'C Line Explore', category: 'Dobrável', year: 2024, color: 'Laranja', hex: '#EF6C00', wheel: '16"', material: 'Aço', suspension: 'Rígida (sem suspensão)', serial: 'BR2400911', city: 'Porto', daysAgo: 3 },
  { owner: 'marta.costa@bicla.pt', state: 'on_sale', nickName: 'Cargo Familiar', brand: 'riese-muller', model: 'Load 75', category: 'Cargo', year: 2023, color: 'Branco', hex: '#9E9E9E', wheel: '27.5" (650b)', material: 'Alumínio', suspension: 'Suspensão total (full suspension)', serial: 'RM-L75-23-55120', city: 'Braga', price: 3900, daysAgo: 45 },
  { owner: 'marta.costa@bicla.pt', state: 'stolen', nickName: 'BTT Trilhos', brand: 'giant', model: 'Trance X 29', category: 'BTT / Montanha', year: 2021, color: 'Azul-marinho', hex: '#1A237E', wheel: '29"', material: 'Alumínio', suspension: 'Suspensão total (full suspension)', serial: 'GTX29-210045', city: 'Braga', daysAgo: 10 },
  { owner: 'marta.costa@bicla.pt', state: 'pending', nickName: 'Ciclocrosse', brand: 'ridley', model: 'X-Night', category: 'Ciclocrosse', year: 2025, color: 'Amarelo', hex: '#F9A825', wheel: '700c', material: 'Carbono', suspension: 'Rígida (sem suspensão)', serial: 'RDL-XN-25-0042', city: 'Braga', daysAgo: 1 },
];

/** Approximate centres of the demo cities, rounded as the public projection would show them. */
const CITY_CENTRES: Record<string, [number, number]> = {
  Lisboa: [38.722, -9.139],
  Porto: [41.158, -8.629],
  Braga: [41.545, -8.426],
};

async function documentIdBy(strapi: Core.Strapi, uid: Parameters<Core.Strapi['db']['query']>[0], field: string, value: string | number) {
  const row = await strapi.db.query(uid).findOne({ where: { [field]: value }, select: ['documentId'] });
  if (!row) throw new Error(`Demo data refers to a missing ${uid} with ${field} = ${value}`);
  return row.documentId as string;
}

async function ensureDemoUser(strapi: Core.Strapi, demo: (typeof DEMO_USERS)[number]) {
  const users = strapi.db.query('plugin::users-permissions.user');
  const existing = await users.findOne({ where: { email: demo.email } });
  if (existing) return existing as { id: number; documentId: string };
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  return strapi.plugin('users-permissions').service('user').add({
    ...demo,
    username: demo.email,
    password: DEMO_PASSWORD,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
    country: 'Portugal',
  }) as Promise<{ id: number; documentId: string }>;
}

function stateFields(bike: DemoBike, createdAt: Date) {
  const [latitude, longitude] = CITY_CENTRES[bike.city];
  const days = (n: number) => new Date(createdAt.getTime() + n * 86_400_000);
  switch (bike.state) {
    case 'pending':
      return { status: false };
    case 'approved':
    case 'recovered':
      return { status: true };
    case 'on_sale':
      return {
        status: true,
        on_sale: true,
        price: bike.price,
        remarks: 'Bicicleta bem estimada, revisão feita há dois meses. Entrego em mão com fatura de compra.',
        classified_date: days(5),
      };
    case 'stolen':
      return {
        status: true,
        stolen: true,
        latitude,
        longitude,
        stolen_details: {
          stolen_date: days(2),
          phone_number: '912345678',
          show_phone_to_users: true,
          address: 'Junto à estação de comboios',
          city: bike.city,
          postal: bike.city === 'Lisboa' ? '1100-148' : bike.city === 'Porto' ? '4000-069' : '4700-320',
          country: 'Portugal',
          estimated_value: 650,
          lock_description: 'Cadeado de cabo',
          defeat_subscription: 'Cadeado cortado e deixado no local',
          police_department: `PSP ${bike.city}`,
          police_report: `NUIPC ${bike.serial.length}${createdAt.getFullYear()}/0042`,
          incident_description: 'Estava presa ao suporte em frente à estação durante a tarde. Quando voltei, só restava o cabo cortado.',
        },
      };
  }
}

/** Each bike's history, oldest first, as the lifecycle endpoints would have written it. */
function historyFor(bike: DemoBike) {
  const registered = { type: 'bike', information: { text: 'A bicicleta foi registada com sucesso!' } };
  switch (bike.state) {
    case 'pending':
    case 'approved':
      return [registered];
    case 'on_sale':
      return [registered, { type: 'sale', information: { text: 'Bicicleta anunciada para venda', price: bike.price } }];
    case 'stolen':
      return [registered, { type: 'stolen', information: { text: 'Bicicleta dada como roubada', city: bike.city } }];
    case 'recovered':
      return [
        registered,
        { type: 'stolen', information: { text: 'Bicicleta dada como roubada', city: bike.city } },
        {
          type: 'recover',
          information: {
            text: 'Bicicleta recuperada!',
            recovery_message: 'Um leitor reconheceu-a num anúncio online e avisou-nos pelo Bicla. A PSP devolveu-a no dia seguinte.',
          },
        },
      ];
  }
}

async function ensureDemoBike(strapi: Core.Strapi, bike: DemoBike, owner: { id: number; documentId: string }) {
  const serial_normalized = serialKey(bike.serial);
  if (await strapi.db.query('api::bike.bike').findOne({ where: { serial_normalized }, select: ['id'] })) return;

  const createdAt = new Date(Date.now() - bike.daysAgo * 86_400_000);
  const photo = await uploadSvg(strapi, bikeSvg(bike.hex), `bicicleta-${serial_normalized}`, `${bike.nickName}: ${bike.model}`);
  const serialPhoto = await uploadSvg(strapi, serialSvg(bike.serial), `serie-${serial_normalized}`, `Número de série ${bike.serial}`);
  const invoice = await uploadSvg(strapi, invoiceSvg(`${bike.model} (${bike.year})`, `${bike.price ?? 900} €`), `fatura-${serial_normalized}`, 'Fatura');

  const created = await strapi.documents('api::bike.bike').create({
    data: {
      nickName: bike.nickName,
      slug: bikeSlug(bike.nickName, createdAt),
      model: bike.model,
      serial_number: bike.serial,
      serial_normalized,
      registry_number: randomRegistryNumber(),
      other_information: `Registada em ${bike.city}.`,
      category: await documentIdBy(strapi, 'api::category.category', 'name', bike.category),
      year: await documentIdBy(strapi, 'api::year.year', 'year', bike.year),
      brand: await documentIdBy(strapi, 'api::brand.brand', 'slug', bike.brand),
      color: await documentIdBy(strapi, 'api::color.color', 'name', bike.color),
      wheel_size: await documentIdBy(strapi, 'api::wheel-size.wheel-size', 'size', bike.wheel),
      materials: [await documentIdBy(strapi, 'api::material.material', 'name', bike.material)],
      suspension_types: [await documentIdBy(strapi, 'api::suspension-type.suspension-type', 'type', bike.suspension)],
      bike_photo: photo.id,
      serial_number_photo: serialPhoto.id,
      invoice_photo: invoice.id,
      user: owner.documentId,
      ...stateFields(bike, createdAt),
    },
  } as never);
  // Backdate, so lists ordered by date look like a registry that has been running a while.
  await strapi.db.query('api::bike.bike').update({ where: { id: created.id }, data: { createdAt } });

  for (const entry of historyFor(bike)) {
    await strapi.documents('api::history.history').create({
      data: { ...entry, bike: created.documentId, user: owner.documentId },
    } as never);
  }
}

/** Demo accounts and their bikes, in every state of the lifecycle. Never in production. */
export async function seedDemo(strapi: Core.Strapi) {
  if (process.env.NODE_ENV === 'production') return;
  const owners = new Map<string, { id: number; documentId: string }>();
  for (const demo of DEMO_USERS) owners.set(demo.email, await ensureDemoUser(strapi, demo));
  for (const bike of DEMO_BIKES) await ensureDemoBike(strapi, bike, owners.get(bike.owner)!);
}
