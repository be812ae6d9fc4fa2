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
  { owner: 'ana.silva@bicla.pt', state: 'on_sale', nickName: 'Speed Carbono', brand: 'bianchi', model: 'Oltre RC', category: 'Estrada', year: 2024, color: 'Turquesa', hex: '#00897B', wheel: '700c', material: 'Carbono', suspension: 'Rígida (sem suspensão)', serial: 'BIA-OLT-24-1187', city: 'Lisboa', price: 5200, daysAgo: 30 },
  { owner: 'ana.silva@bicla.pt', state: 'on_sale', nickName: 'Passeio Setúbal', brand: 'btwin', model: 'Elops 520', category: 'Cidade / Urbana', year: 2020, color: 'Bege', hex: '#BCAAA4', wheel: '28"', material: 'Aço', suspension: 'Rígida (sem suspensão)', serial: 'BTW-E520-20-771', city: 'Setúbal', price: 180, daysAgo: 75 },
  { owner: 'ana.silva@bicla.pt', state: 'stolen', nickName: 'Elétrica Cinza', brand: 'gazelle', model: 'Ultimate C380', category: 'Elétrica', year: 2022, color: 'Cinzento', hex: '#546E7A', wheel: '28"', material: 'Alumínio', suspension: 'Suspensão dianteira (hardtail)', serial: 'GZ-C380-22-9001', city: 'Coimbra', daysAgo: 15 },
  { owner: 'ana.silva@bicla.pt', state: 'stolen', nickName: 'Dobrável Vermelha', brand: 'dahon', model: 'Mariner D8', category: 'Dobrável', year: 2019, color: 'Vermelho', hex: '#D32F2F', wheel: '20"', material: 'Alumínio', suspension: 'Rígida (sem suspensão)', serial: 'DHN-MD8-19-552', city: 'Lisboa', daysAgo: 8 },
  { owner: 'joao.pereira@bicla.pt', state: 'on_sale', nickName: 'Enduro Porto', brand: 'commencal', model: 'Meta SX V5', category: 'BTT / Montanha', year: 2023, color: 'Laranja', hex: '#F57C00', wheel: '29"', material: 'Alumínio', suspension: 'Suspensão total (full suspension)', serial: 'CMC-MSX-23-408', city: 'Porto', price: 2800, daysAgo: 40 },
  { owner: 'joao.pereira@bicla.pt', state: 'on_sale', nickName: 'Criança Azul', brand: 'btwin', model: 'Robot 500', category: 'Criança', year: 2022, color: 'Azul-claro', hex: '#4FC3F7', wheel: '16"', material: 'Aço', suspension: 'Rígida (sem suspensão)', serial: 'BTW-R500-22-114', city: 'Aveiro', price: 70, daysAgo: 55 },
  { owner: 'joao.pereira@bicla.pt', state: 'on_sale', nickName: 'Gravel Aventura', brand: 'cube', model: 'Nuroad Race', category: 'Gravel', year: 2022, color: 'Verde', hex: '#558B2F', wheel: '700c', material: 'Alumínio', suspension: 'Rígida (sem suspensão)', serial: 'CUBE-NR-22-3391', city: 'Viseu', price: 1250, daysAgo: 25 },
  { owner: 'joao.pereira@bicla.pt', state: 'stolen', nickName: 'Estrada Faro', brand: 'focus', model: 'Izalco Max', category: 'Estrada', year: 2021, color: 'Preto', hex: '#263238', wheel: '700c', material: 'Carbono', suspension: 'Rígida (sem suspensão)', serial: 'FCS-IZM-21-0777', city: 'Faro', daysAgo: 12 },
  { owner: 'joao.pereira@bicla.pt', state: 'stolen', nickName: 'BMX do Rui', brand: 'btwin', model: 'Wipe 500', category: 'BMX', year: 2021, color: 'Amarelo', hex: '#FBC02D', wheel: '20"', material: 'Aço', suspension: 'Rígida (sem suspensão)', serial: 'BTW-W500-21-048', city: 'Porto', daysAgo: 5 },
  { owner: 'marta.costa@bicla.pt', state: 'on_sale', nickName: 'Trekking Minho', brand: 'ghost', model: 'Square Trekking', category: 'Trekking / Viagem', year: 2021, color: 'Prateado', hex: '#90A4AE', wheel: '28"', material: 'Alumínio', suspension: 'Suspensão dianteira (hardtail)', serial: 'GHS-SQT-21-660', city: 'Braga', price: 690, daysAgo: 35 },
  { owner: 'marta.costa@bicla.pt', state: 'on_sale', nickName: 'Urbana Rosa', brand: 'orbea', model: 'Katu 50', category: 'Cidade / Urbana', year: 2020, color: 'Rosa', hex: '#EC407A', wheel: '28"', material: 'Alumínio', suspension: 'Rígida (sem suspensão)', serial: 'ORB-K50-20-2214', city: 'Évora', price: 320, daysAgo: 65 },
  { owner: 'marta.costa@bicla.pt', state: 'on_sale', nickName: 'Elétrica Funchal', brand: 'giant', model: 'Explore E+ 2', category: 'Elétrica', year: 2023, color: 'Azul-marinho', hex: '#283593', wheel: '28"', material: 'Alumínio', suspension: 'Suspensão dianteira (hardtail)', serial: 'GNT-EXE2-23-905', city: 'Funchal', price: 2400, daysAgo: 18 },
  { owner: 'marta.costa@bicla.pt', state: 'on_sale', nickName: 'Triatlo Coimbra', brand: 'cervelo', model: 'P-Series', category: 'Triatlo / Contrarrelógio', year: 2022, color: 'Branco', hex: '#B0BEC5', wheel: '700c', material: 'Carbono', suspension: 'Rígida (sem suspensão)', serial: 'CRV-PS-22-0310', city: 'Coimbra', price: 3100, daysAgo: 22 },
  { owner: 'marta.costa@bicla.pt', state: 'on_sale', nickName: 'Fat Bike Areia', brand: 'trek', model: 'Farley 5', category: 'BTT / Montanha', year: 2019, color: 'Castanho', hex: '#6D4C41', wheel: '26"', material: 'Alumínio', suspension: 'Garfo rígido com pneus largos (fat bike)', serial: 'TRK-FRL5-19-31', city: 'Faro', price: 950, daysAgo: 50 },
  { owner: 'marta.costa@bicla.pt', state: 'on_sale', nickName: 'Pista Aveiro', brand: 'cinelli', model: 'Vigorelli', category: 'Fixie / Pista', year: 2021, color: 'Roxo', hex: '#7B1FA2', wheel: '700c', material: 'Aço', suspension: 'Rígida (sem suspensão)', serial: 'CIN-VIG-21-870', city: 'Aveiro', price: 780, daysAgo: 28 },
  { owner: 'marta.costa@bicla.pt', state: 'stolen', nickName: 'Cidade Évora', brand: 'btwin', model: 'Elops 120', category: 'Cidade / Urbana', year: 2018, color: 'Preto', hex: '#37474F', wheel: '28"', material: 'Aço', suspension: 'Rígida (sem suspensão)', serial: 'BTW-E120-18-339', city: 'Évora', daysAgo: 9 },
  { owner: 'marta.costa@bicla.pt', state: 'stolen', nickName: 'Montanha Viseu', brand: 'specialized', model: 'Rockhopper', category: 'BTT / Montanha', year: 2020, color: 'Vermelho', hex: '#B71C1C', wheel: '29"', material: 'Alumínio', suspension: 'Suspensão dianteira (hardtail)', serial: 'SPZ-RH-20-4412', city: 'Viseu', daysAgo: 4 },
];

/** Approximate centres and a postal code of the demo cities, rounded as the public projection shows them. */
const DEMO_CITIES: Record<string, { centre: [number, number]; postal: string }> = {
  Lisboa: { centre: [38.722, -9.139], postal: '1100-148' },
  Porto: { centre: [41.158, -8.629], postal: '4000-069' },
  Braga: { centre: [41.545, -8.426], postal: '4700-320' },
  Coimbra: { centre: [40.211, -8.429], postal: '3000-150' },
  Faro: { centre: [37.019, -7.93], postal: '8000-168' },
  Aveiro: { centre: [40.641, -8.654], postal: '3800-200' },
  Setúbal: { centre: [38.524, -8.893], postal: '2900-001' },
  Évora: { centre: [38.571, -7.909], postal: '7000-501' },
  Viseu: { centre: [40.657, -7.914], postal: '3500-010' },
  Funchal: { centre: [32.65, -16.908], postal: '9000-060' },
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
  const { centre: [latitude, longitude], postal } = DEMO_CITIES[bike.city];
  const days = (n: number) => new Date(createdAt.getTime() + n * 86_400_000);
  switch (bike.state) {
    case 'pending':
      return { approved: false };
    case 'approved':
    case 'recovered':
      return { approved: true };
    case 'on_sale':
      return {
        approved: true,
        on_sale: true,
        price: bike.price,
        remarks: 'Bicicleta bem estimada, revisão feita há dois meses. Entrego em mão com fatura de compra.',
        classified_date: days(5),
      };
    case 'stolen':
      return {
        approved: true,
        stolen: true,
        latitude,
        longitude,
        stolen_details: {
          stolen_date: days(2),
          phone_number: '912345678',
          show_phone_to_users: true,
          address: 'Junto à estação de comboios',
          city: bike.city,
          postal,
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
            we_helped: true,
            // Shared by its owner, so the home page's recovered carousel has a story to show.
            can_share: true,
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
  const serialPhoto = await uploadSvg(strapi, serialSvg(bike.serial), `serie-${serial_normalized}`, `Número de série ${bike.serial}`, {
    private: true,
  });
  const invoice = await uploadSvg(strapi, invoiceSvg(`${bike.model} (${bike.year})`, `${bike.price ?? 900} €`), `fatura-${serial_normalized}`, 'Fatura', {
    private: true,
  });

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
  });
  // Backdate, so lists ordered by date look like a registry that has been running a while.
  await strapi.db.query('api::bike.bike').update({ where: { id: created.id }, data: { createdAt } });

  for (const entry of historyFor(bike)) {
    await strapi.documents('api::history.history').create({
      data: { ...entry, bike: created.documentId, user: owner.documentId },
    });
  }
}

/** Demo accounts and their bikes, in every state of the lifecycle. Never in production. */
export async function seedDemo(strapi: Core.Strapi) {
  if (process.env.NODE_ENV === 'production') return;
  const owners = new Map<string, { id: number; documentId: string }>();
  for (const demo of DEMO_USERS) owners.set(demo.email, await ensureDemoUser(strapi, demo));
  for (const bike of DEMO_BIKES) await ensureDemoBike(strapi, bike, owners.get(bike.owner)!);
}
