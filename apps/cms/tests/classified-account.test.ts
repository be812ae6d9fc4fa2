import request from 'supertest';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * The reads behind /classified-account (docs/decisions/d9-mock-ups-made-real.md): the transfers addressed to the caller, and
 * the inbox narrowed to conversations about bikes on sale.
 */

type Account = Awaited<ReturnType<typeof createUser>>;

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
  await seedReference(cms.strapi);
});
afterAll(async () => {
  await cms.stop();
});

const api = () => request(cms.server);
const as = (who: { jwt: string }, req: request.Test) => req.set('Authorization', `Bearer ${who.jwt}`);
const bikes = () => cms.strapi.db.query('api::bike.bike');

let people = 0;
/** A fresh account per role in each test, so tests never see each other's transfers or messages. */
const newUser = (name: string) => {
  people += 1;
  return createUser(cms.strapi, { name, email: `conta${people}@exemplo.pt` });
};

const incoming = (who: { jwt: string }, query = '') => as(who, api().get(`/api/transfers/incoming${query}`));

async function startTransfer(owner: Account, bike: { documentId: string }, email: string) {
  const response = await as(owner, api().post(`/api/bikes/${bike.documentId}/transfer`)).send({ data: { name: 'Nova Dona', email } });
  expect(response.status).toBe(200);
  return response.body.data.auth_code as string;
}

describe('GET /api/transfers/incoming', () => {
  it("lists a transfer addressed to the caller's email with the bike and the sender, and nothing else", async () => {
    const owner = await newUser('Marta Dona');
    const addressee = await newUser('Ana Recebe');
    const bike = await createBike(cms.strapi, owner.user, { nickName: 'Urbana Rosa', model: 'Katu 50' });
    // The owner typed the address in capitals: it is still the addressee's.
    const code = await startTransfer(owner, bike, addressee.user.email.toUpperCase());

    const response = await incoming(addressee);

    expect(response.status).toBe(200);
    expect(response.body.meta).toEqual({});
    expect(response.body.data).toEqual([
      {
        documentId: bike.documentId,
        nickName: 'Urbana Rosa',
        model: 'Katu 50',
        brand: { name: expect.any(String) },
        bike_photo: null,
        from: { name: 'Marta Dona' },
        transfer_expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    // Knowing the email must not be enough to claim: the code, and the owner's contacts, stay out.
    const text = JSON.stringify(response.body);
    expect(text).not.toContain(code);
    expect(text).not.toContain(owner.user.email);
    expect(text).not.toMatch(/auth_code|transfer_email|transfer_name|serial|registry_number|"id"/);
  });

  it('shows the transfer to nobody else: not to its owner, nor to a third user; a visitor is refused', async () => {
    const owner = await newUser('Dona');
    const addressee = await newUser('Destinatária');
    const third = await newUser('Terceira');
    const bike = await createBike(cms.strapi, owner.user);
    await startTransfer(owner, bike, addressee.user.email);

    expect((await incoming(addressee)).body.data).toHaveLength(1);
    expect((await incoming(owner)).body).toEqual({ data: [], meta: {} });
    expect((await incoming(third)).body).toEqual({ data: [], meta: {} });
    expect((await api().get('/api/transfers/incoming')).status).toBe(403);
  });

  it('lists only transfers that can still be claimed: not expired, cancelled, claimed, or on a stolen bike', async () => {
    const owner = await newUser('Dona Várias');
    const addressee = await newUser('Recebe Várias');
    const created: Awaited<ReturnType<typeof createBike>>[] = [];
    for (const nickName of ['Viva', 'Expirada', 'Cancelada', 'Reclamada', 'Roubada']) {
      created.push(await createBike(cms.strapi, owner.user, { nickName }));
    }
    const [live, expired, cancelled, claimed, stolen] = created;
    for (const bike of [live, expired, cancelled, claimed, stolen]) await startTransfer(owner, bike, addressee.user.email);
    await bikes().update({ where: { id: expired.id }, data: { transfer_expires_at: new Date(Date.now() - 1000) } });
    expect((await as(owner, api().delete(`/api/bikes/${cancelled.documentId}/transfer`))).status).toBe(200);
    const claimCode = (await bikes().findOne({ where: { id: claimed.id }, select: ['auth_code'] })).auth_code as string;
    expect((await as(addressee, api().post('/api/transfers/claim')).send({ data: { code: claimCode } })).status).toBe(200);
    // Written straight to the row: reporting a stolen bike through the API would cancel its transfer anyway.
    await bikes().update({ where: { id: stolen.id }, data: { stolen: true } });

    const response = await incoming(addressee);

    expect(response.body.data.map((row: { nickName: string }) => row.nickName)).toEqual(['Viva']);
  });

  it('puts the transfer that expires first at the top', async () => {
    const owner = await newUser('Dona Ordem');
    const addressee = await newUser('Recebe Ordem');
    const later = await createBike(cms.strapi, owner.user, { nickName: 'Mais tarde' });
    const sooner = await createBike(cms.strapi, owner.user, { nickName: 'Mais cedo' });
    await startTransfer(owner, later, addressee.user.email);
    await startTransfer(owner, sooner, addressee.user.email);
    await bikes().update({ where: { id: sooner.id }, data: { transfer_expires_at: new Date(Date.now() + 60_000) } });

    const names = (await incoming(addressee)).body.data.map((row: { nickName: string }) => row.nickName);

    expect(names).toEqual(['Mais cedo', 'Mais tarde']);
  });

  it.each(['?populate=*', '?filters[auth_code][$notNull]=true', '?fields[0]=auth_code', '?email=outra@exemplo.pt'])(
    'refuses the query %s',
    async (query) => {
      const user = await newUser('Consulta');
      const response = await incoming(user, query);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toMatch(/parâmetro/);
    },
  );
});

describe('GET /api/messages/inbox?onSale=true', () => {
  const inbox = (who: { jwt: string }, query = '') => as(who, api().get(`/api/messages/inbox${query}`));
  async function send(who: Account, bike: { documentId: string }, message: string, reciever?: number) {
    const response = await as(who, api().post('/api/messages')).send({ data: { bike: bike.documentId, message, reciever } });
    expect(response.status).toBe(201);
  }
  const bikeNames = (response: request.Response) =>
    response.body.data.map((row: { bike: { nickName: string } }) => row.bike.nickName) as string[];

  /** An owner with one bike on sale and one not; a buyer writes about each, and the owner has a bike of theirs to ask about. */
  async function market() {
    const owner = await newUser('Vendedora');
    const buyer = await newUser('Compradora');
    const onSale = await createBike(cms.strapi, owner.user, { nickName: 'À Venda', on_sale: true, price: 300, classified_date: new Date() });
    const notOnSale = await createBike(cms.strapi, owner.user, { nickName: 'Na Garagem' });
    const buyersOnSale = await createBike(cms.strapi, buyer.user, { nickName: 'Da Compradora', on_sale: true, price: 90, classified_date: new Date() });
    await send(buyer, onSale, 'Ainda está à venda?');
    await send(buyer, notOnSale, 'Vende esta?');
    await send(owner, onSale, 'Sim, está.', buyer.user.id);
    await send(owner, buyersOnSale, 'E a sua, aceita 80 €?');
    return { owner, buyer, onSale, notOnSale, buyersOnSale };
  }

  it("keeps only conversations about bikes on sale, the caller's and other people's, with a filtered count", async () => {
    const { owner, buyer } = await market();

    const ownerView = await inbox(owner, '?onSale=true');
    const buyerView = await inbox(buyer, '?onSale=true');

    expect(ownerView.status).toBe(200);
    expect(bikeNames(ownerView)).toEqual(['Da Compradora', 'À Venda']);
    expect(ownerView.body.meta.pagination).toEqual({ page: 1, pageSize: 5, pageCount: 1, total: 2 });
    expect(ownerView.body.data[1]).toMatchObject({
      bike: { nickName: 'À Venda', on_sale: true },
      otherParty: { id: buyer.user.id, name: 'Compradora' },
      lastMessage: { message: 'Sim, está.', mine: true },
      // The buyer's question is still unread by the owner.
      unread: 1,
    });
    expect(bikeNames(buyerView)).toEqual(['Da Compradora', 'À Venda']);
    expect(buyerView.body.data[1]).toMatchObject({ lastMessage: { message: 'Sim, está.', mine: false }, unread: 1 });

    // Unfiltered, or with onSale=false, the inbox still has every conversation.
    expect(bikeNames(await inbox(owner))).toEqual(['Da Compradora', 'À Venda', 'Na Garagem']);
    expect(bikeNames(await inbox(owner, '?onSale=false'))).toEqual(['Da Compradora', 'À Venda', 'Na Garagem']);
  });

  it('drops a conversation once its ad is removed, and pages the filtered list 5 at a time', async () => {
    const { owner, onSale } = await market();
    expect((await as(owner, api().delete(`/api/bikes/${onSale.documentId}/listing`))).status).toBe(200);
    expect(bikeNames(await inbox(owner, '?onSale=true'))).toEqual(['Da Compradora']);

    for (let i = 1; i <= 5; i += 1) {
      const writer = await newUser(`Interessado ${i}`);
      const ad = await createBike(cms.strapi, writer.user, { nickName: `Anúncio ${i}`, on_sale: true, price: 100 + i, classified_date: new Date() });
      await send(owner, ad, `Olá ${i}`);
    }
    const page1 = await inbox(owner, '?onSale=true');
    const page2 = await inbox(owner, '?page=2&onSale=true');
    expect(page1.body.meta.pagination).toEqual({ page: 1, pageSize: 5, pageCount: 2, total: 6 });
    expect(bikeNames(page1)).toEqual(['Anúncio 5', 'Anúncio 4', 'Anúncio 3', 'Anúncio 2', 'Anúncio 1']);
    expect(bikeNames(page2)).toEqual(['Da Compradora']);
  });

  it('shows a third user nothing, and refuses a visitor', async () => {
    await market();
    const third = await newUser('Terceira');
    expect((await inbox(third, '?onSale=true')).body).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 5, pageCount: 0, total: 0 } } });
    expect((await api().get('/api/messages/inbox?onSale=true')).status).toBe(403);
  });

  it.each(['?onSale=yes', '?onSale=1', '?onSale=', '?onSale=true&onSale=true', '?onSale[x]=true'])('refuses the query %s', async (query) => {
    const user = await newUser('Consulta');
    const response = await inbox(user, query);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/parâmetro/);
  });
});
