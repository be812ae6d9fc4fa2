import type { History, ListResponse, Media, OwnerBike, StolenDetails, User } from '@bicla/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { accountQueries } from '../../src/features/session/api';
import { messageQueries } from '../../src/features/messages/api';
import { api } from '../../src/lib/api';
import { createTestQueryClient, renderApp } from '../render-app';
import { logInForTest } from '../session';

/** The API as the tests see it once `jest.mock(…, () => require('./api-mock'))` replaced it. */
export const mockApi = jest.mocked(api);

const STAMP = { createdAt: '2026-01-01T10:00:00.000Z', updatedAt: '2026-01-01T10:00:00.000Z' };
let nextId = 1;
const row = <T extends object>(documentId: string, fields: T) => ({ id: nextId++, documentId, ...STAMP, ...fields });

export const LOOKUPS = {
  categories: [row('cat-estrada', { name: 'Estrada' }), row('cat-gravel', { name: 'Gravel' })],
  years: [row('year-2024', { year: 2024 }), row('year-2022', { year: 2022 })],
  brands: [
    row('brand-specialized', { name: 'Specialized', slug: 'specialized' }),
    row('brand-trek', { name: 'Trek', slug: 'trek' }),
  ],
  colors: [row('color-azul', { name: 'Azul' }), row('color-vermelho', { name: 'Vermelho' })],
  wheelSizes: [row('wheel-700c', { size: '700c' }), row('wheel-29', { size: '29"' })],
  materials: [row('material-aluminio', { name: 'Alumínio' }), row('material-carbono', { name: 'Carbono' })],
  suspensionTypes: [row('suspension-rigida', { type: 'Rígida (sem suspensão)' })],
  countries: [row('country-pt', { name: 'Portugal', code: 'PT' }), row('country-es', { name: 'Espanha', code: 'ES' })],
  cities: [
    row('city-lisboa', { name: 'Lisboa', slug: 'lisboa', district: 'Lisboa', region: 'Continente' }),
    row('city-porto', { name: 'Porto', slug: 'porto', district: 'Porto', region: 'Continente' }),
  ],
  lockingDescriptions: [row('lock-u', { title: 'Cadeado em U', position: 1 }), row('lock-cable', { title: 'Cadeado de cabo', position: 2 })],
  lockDefeatDescriptions: [row('defeat-cut', { title: 'Cadeado cortado e deixado no local', position: 1 })],
};

export function media(id: number, name = `foto-${id}.png`, mime = 'image/png'): Media {
  return { id, documentId: `file-${id}`, url: `/uploads/${name}`, name, alternativeText: null, width: 800, height: 600, mime, formats: null };
}

export function ownerBike(overrides: Partial<OwnerBike> = {}): OwnerBike {
  return {
    documentId: 'bike-1',
    ...STAMP,
    slug: 'estradista-1700000000',
    nickName: 'Estradista',
    model: 'Allez Sport',
    serial_number: 'WSBC604123456K',
    registry_number: 'AB12CD34E',
    other_information: 'Selim de gel',
    approved: true,
    stolen: false,
    on_sale: false,
    price: null,
    remarks: null,
    classified_date: null,
    complementary_description: null,
    latitude: null,
    longitude: null,
    category: LOOKUPS.categories[0],
    year: LOOKUPS.years[1],
    brand: LOOKUPS.brands[0],
    color: LOOKUPS.colors[1],
    secondary_colors: [],
    wheel_size: LOOKUPS.wheelSizes[0],
    materials: [LOOKUPS.materials[0]],
    suspension_types: [LOOKUPS.suspensionTypes[0]],
    bike_photo: media(11, 'bicicleta.png'),
    serial_number_photo: media(12, 'serie.png'),
    invoice_photo: media(13, 'fatura.pdf', 'application/pdf'),
    for_classified: [],
    for_stolen: [],
    stolen_details: null,
    transfer_name: null,
    transfer_email: null,
    auth_code: null,
    transfer_expires_at: null,
    ...overrides,
  };
}

export const STOLEN_DETAILS: StolenDetails = {
  stolen_date: '2026-03-05T18:30:00.000Z',
  phone_number: '912345678',
  secondary_number: null,
  show_phone_to_users: true,
  show_phone_to_shops: false,
  show_phone_to_police: false,
  address: 'Junto à estação',
  city: 'Lisboa',
  postal: '1100-148',
  country: 'Portugal',
  estimated_value: 650,
  lock_description: 'Cadeado de cabo',
  defeat_subscription: null,
  police_department: 'PSP Lisboa',
  police_report: 'NUIPC 42/26',
  incident_description: 'Levada da estação.',
};

export function historyEntry(index: number, fields: Partial<History> = {}): History {
  return {
    id: index,
    documentId: `history-${index}`,
    ...STAMP,
    createdAt: `2026-02-0${Math.min(index, 9)}T10:00:00.000Z`,
    type: 'bike',
    information: { text: `Entrada ${index}` },
    ...fields,
  };
}

export function historyPage(entries: History[], total = entries.length, page = 1): ListResponse<History> {
  return { data: entries, meta: { pagination: { page, pageSize: 5, pageCount: Math.ceil(total / 5), total } } };
}

const ME: Pick<User, 'id' | 'name' | 'email'> = { id: 7, name: 'Ana Silva', email: 'ana.silva@bicla.pt' };

/** Every lookup answers from LOOKUPS; each test sets what the bike endpoints return. */
export function mockLookups() {
  for (const [name, rows] of Object.entries(LOOKUPS)) {
    (mockApi.lookups[name as keyof typeof LOOKUPS] as jest.Mock).mockResolvedValue(rows);
  }
}

/** Renders the real app at `path`, logged in, with the header's own data cached. */
export function renderLoggedIn(path: string) {
  logInForTest();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(accountQueries.me().queryKey, ME as User);
  queryClient.setQueryData(messageQueries.unreadCount().queryKey, 0);
  return renderApp(path, queryClient);
}

/** Picks `optionLabels` in the MUI select labelled `label` (several for a multiple select). */
export async function choose(user: UserEvent, label: RegExp, ...optionLabels: string[]) {
  // Label and CSS queries: role queries over the whole page are slow in jsdom.
  await user.click(screen.getByLabelText(label, { selector: '[role="combobox"]' }));
  const listbox = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('[role="listbox"]');
    if (!open) throw new Error(`the list of ${label} did not open`);
    return open;
  });
  for (const option of optionLabels) await user.click(within(listbox).getByRole('option', { name: option }));
  // A multiple select stays open; Escape closes it as a person would.
  if (document.querySelector('[role="listbox"]')) await user.keyboard('{Escape}');
  await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());
}

/** Types into the text field labelled `label` in one go (jsdom re-renders the form on every key). */
export async function fillIn(user: UserEvent, label: RegExp, text: string) {
  const field = screen.getByLabelText(label, { selector: 'input, textarea' });
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** A file chosen in the photo field labelled `label`, bypassing the picker's `accept` filter. */
export function pickFile(label: string, name: string, type: string) {
  const input = screen.getByLabelText(label, { selector: 'input[type="file"]' });
  fireEvent.change(input, { target: { files: [new File(['x'], name, { type })] } });
}
