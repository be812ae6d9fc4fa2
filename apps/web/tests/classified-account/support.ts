import type { IncomingTransfer, OwnerBike } from '@bicla/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ownerBike, renderAccount } from '../account/support';

export { inboxPage, inboxRow, ME, mockApi, ownerBike } from '../account/support';

const category = (name: string) => ({
  id: 1,
  documentId: `category-${name}`,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  name,
});

/** Marta's kind of account: ads, a stolen bike, a pending one and one she could still sell. */
export function onSaleBike(overrides: Partial<OwnerBike> = {}): OwnerBike {
  return {
    ...ownerBike(),
    documentId: 'bike-cargo',
    slug: 'cargo-familiar-1',
    nickName: 'Cargo Familiar',
    model: 'Load 75',
    on_sale: true,
    price: 3900,
    remarks: 'Como nova',
    classified_date: '2026-02-10T10:00:00.000Z',
    category: category('Cargo'),
    ...overrides,
  };
}

export function incomingTransfer(overrides: Partial<IncomingTransfer> = {}): IncomingTransfer {
  return {
    documentId: 'bike-joao',
    nickName: 'Gravel do João',
    model: 'Grizl 7',
    brand: { name: 'Canyon' },
    bike_photo: null,
    from: { name: 'João Pereira' },
    transfer_expires_at: '2026-03-20T12:00:00.000Z',
    ...overrides,
  };
}

/** Renders /classified-account with a hash, logged in as Ana, and waits for the tab's heading. */
export async function renderClassifiedAccount(hash: string, heading: string) {
  const view = renderAccount(`/classified-account${hash}`);
  await screen.findByRole('heading', { level: 2, name: heading });
  return { ...view, user: userEvent.setup({ delay: null }) };
}
