import type { ChatMessage, InboxConversation, ListResponse, OwnerBike, User } from '@bicla/api-client';
import { accountQueries } from '../../src/features/session/api';
import { lookupQueries } from '../../src/features/lookups/api';
import { messageQueries } from '../../src/features/messages/api';
import { api } from '../../src/lib/api';
import { city, demoUser } from '../fixtures';
import { createTestQueryClient, renderApp } from '../render-app';
import { logInForTest } from '../session';

export { demoUser };

/** The API as the tests see it once `jest.mock(…, () => require('./api-mock'))` replaced it. */
export const mockApi = jest.mocked(api);

export const ME = demoUser({ id: 7, name: 'Ana Silva', email: 'ana.silva@bicla.pt', city: 'Lisboa' });
export const CITIES = [city(1, 'Lisboa', 'Lisboa'), city(2, 'Porto', 'Porto'), city(3, 'Braga', 'Braga')];

/** Renders the real app at an account path, logged in, with the profile and cities cached. */
export function renderAccount(path: string, { me = ME }: { me?: User } = {}) {
  logInForTest();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(accountQueries.me().queryKey, me);
  queryClient.setQueryData(lookupQueries.cities().queryKey, CITIES);
  queryClient.setQueryData(messageQueries.unreadCount().queryKey, 0);
  return renderApp(path, queryClient);
}

export function ownerBike(overrides: Partial<OwnerBike> = {}): OwnerBike {
  return {
    documentId: 'bike-1',
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    slug: 'estradista-1700000000',
    nickName: 'Estradista',
    model: 'Allez Sport',
    serial_number: 'WSBC604123456K',
    registry_number: 'AB12CD34E',
    other_information: null,
    approved: true,
    stolen: false,
    on_sale: false,
    price: null,
    remarks: null,
    classified_date: null,
    complementary_description: null,
    latitude: null,
    longitude: null,
    brand: {
      id: 1,
      documentId: 'brand-1',
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
      name: 'Specialized',
      slug: 'specialized',
    },
    bike_photo: null,
    transfer_name: null,
    transfer_email: null,
    auth_code: null,
    transfer_expires_at: null,
    ...overrides,
  };
}

const JOAO = { id: 8, name: 'João Pereira' };

export function inboxRow(index: number, overrides: Partial<InboxConversation> = {}): InboxConversation {
  return {
    bike: { documentId: `bike-${index}`, slug: `bicicleta-${index}`, nickName: `Bicicleta ${index}`, on_sale: true },
    otherParty: { id: 100 + index, name: `Pessoa ${index}` },
    lastMessage: {
      documentId: `msg-${index}`,
      message: `Mensagem ${index}`,
      createdAt: '2026-03-05T14:07:00.000Z',
      mine: false,
    },
    unread: 0,
    ...overrides,
  };
}

export function inboxPage(rows: InboxConversation[], total = rows.length, page = 1): ListResponse<InboxConversation> {
  return { data: rows, meta: { pagination: { page, pageSize: 5, pageCount: Math.ceil(total / 5), total } } };
}

/** A conversation between Ana (ME) and João about Ana's bike. */
export const JOAO_ROW = inboxRow(1, {
  bike: { documentId: 'bike-urbana', slug: 'urbana-azul', nickName: 'Urbana Azul', on_sale: true },
  otherParty: JOAO,
  lastMessage: { documentId: 'msg-2', message: 'Ainda está à venda?', createdAt: '2026-03-05T14:07:00.000Z', mine: false },
  unread: 1,
});

export function chatMessage(
  documentId: string,
  from: 'me' | 'joao',
  message: string,
  overrides: Partial<ChatMessage> = {},
): ChatMessage {
  const me = { id: ME.id, name: ME.name };
  return {
    documentId,
    message,
    read: true,
    createdAt: '2026-03-05T14:07:00.000Z',
    bike: { documentId: 'bike-urbana', slug: 'urbana-azul', nickName: 'Urbana Azul' },
    sender: from === 'me' ? me : JOAO,
    reciever: from === 'me' ? JOAO : me,
    ...overrides,
  };
}
