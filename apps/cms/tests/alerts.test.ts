import request from 'supertest';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { startMailbox, type Mailbox } from './helpers/mailbox';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

type Account = Awaited<ReturnType<typeof createUser>>;

let cms: TestCms;
let mailbox: Mailbox;

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  mailbox = await startMailbox();
  cms = await startCms({ smtpPort: mailbox.port });
  await seedReference(cms.strapi);
});
afterAll(async () => {
  await cms.stop();
  await mailbox.stop();
});

const api = () => request(cms.server);
const as = (who: Account, req: request.Test) => req.set('Authorization', `Bearer ${who.jwt}`);
const notify = () => cms.strapi.service('api::alert.notify') as unknown as { sweep: (now?: Date) => Promise<void> };
/** Sending happens after the response: long enough for an email that should not come to have come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 800));
const mailsTo = (who: Account) => mailbox.received.filter((mail) => mail.to.includes(who.user.email));

let people = 0;
const person = (name: string) => {
  people += 1;
  return createUser(cms.strapi, { name, email: `alertas${people}@exemplo.pt` });
};

const stolenReport = (city: string, postal = '1100-148') => ({
  stolen_date: '2026-11-20T18:30:00.000Z',
  phone_number: '912345678',
  city,
  postal,
  estimated_value: 650,
  lock_description: 'Cadeado em U',
  defeat_subscription: 'Cadeado cortado',
  police_department: 'PSP',
  police_report: 'NUIPC 1/26',
  incident_description: 'Levada da frente do trabalho.',
});

const follow = (who: Account, city: string) => as(who, api().post('/api/alerts')).send({ data: { kind: 'area', city } });
const reportStolen = (who: Account, bike: { documentId: string }, city: string, postal?: string) =>
  as(who, api().post(`/api/bikes/${bike.documentId}/stolen`)).send({ data: stolenReport(city, postal) });
/** The signed tokens of the one-click links in an email (its text and HTML parts show the same ones). */
const tokensIn = (mail: { raw: string }) => [
  ...new Set([...mail.raw.matchAll(/cancelar-alerta\?token=([A-Za-z0-9_.%-]+)/g)].map((m) => decodeURIComponent(m[1]!))),
];

describe('following, listing and removing', () => {
  it('follows a municipality once, lists it, and removes only the caller’s own alerts', async () => {
    const ana = await person('Ana Seguidora');
    const other = await person('Outra Pessoa');
    const created = await follow(ana, 'lisboa');
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ kind: 'area', description: 'Roubos em Lisboa', city: { name: 'Lisboa', slug: 'lisboa' } });

    const again = await follow(ana, 'lisboa');
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Já segue este concelho');
    expect((await follow(ana, 'atlantida')).body.error.message).toBe('Concelho desconhecido');

    const mine = await as(ana, api().get('/api/alerts/mine'));
    expect(mine.body.data.map((alert: { documentId: string }) => alert.documentId)).toEqual([created.body.data.documentId]);
    expect((await as(other, api().get('/api/alerts/mine'))).body.data).toEqual([]);

    expect((await as(other, api().delete(`/api/alerts/${created.body.data.documentId}`))).status).toBe(404);
    expect((await as(ana, api().delete(`/api/alerts/${created.body.data.documentId}`))).status).toBe(200);
    expect((await as(ana, api().get('/api/alerts/mine'))).body.data).toEqual([]);
  });

  it('keeps one alert when the same follow or favourite races itself', async () => {
    const ana = await person('Ana Apressada');
    const seller = await person('Vendedor Rápido');
    const ad = await createBike(cms.strapi, seller.user, { on_sale: true, price: 100, classified_date: new Date() });
    const follows = await Promise.all([1, 2, 3, 4, 5].map(() => follow(ana, 'faro')));
    const keeps = await Promise.all([1, 2, 3, 4, 5].map(() => as(ana, api().post('/api/alerts')).send({ data: { kind: 'favourite', bike: ad.slug } })));
    for (const responses of [follows, keeps]) {
      expect(responses.map((response) => response.status).sort()).toEqual([201, 400, 400, 400, 400]);
    }
    expect((await as(ana, api().get('/api/alerts/mine'))).body.data.map((alert: { kind: string }) => alert.kind).sort()).toEqual(['area', 'favourite']);
  });

  it('needs a login, refuses match alerts made by hand, unknown fields and bad saved searches', async () => {
    const ana = await person('Ana Sem Sessão');
    expect([401, 403]).toContain((await api().post('/api/alerts').send({ data: { kind: 'area', city: 'lisboa' } })).status);
    expect([401, 403]).toContain((await api().get('/api/alerts/mine')).status);
    const match = await as(ana, api().post('/api/alerts')).send({ data: { kind: 'match', bike: 'x' } });
    expect(match.status).toBe(400);
    expect(match.body.error.message).toBe('Tipo de alerta inválido');
    const empty = await as(ana, api().post('/api/alerts')).send({ data: { kind: 'search', filters: {} } });
    expect(empty.body.error.message).toBe('Escolha pelo menos um filtro antes de guardar a pesquisa');
    const unknown = await as(ana, api().post('/api/alerts')).send({ data: { kind: 'area', city: 'lisboa', user: 1 } });
    expect(unknown.status).toBe(400);
    const nested = await as(ana, api().post('/api/alerts')).send({ data: { kind: 'search', filters: { name: 'trek', user: 1 } } });
    expect(nested.status).toBe(400);
    expect(nested.body.error.message).toBe('Filtro desconhecido: user');
    const huge = await as(ana, api().post('/api/alerts')).send({ data: { kind: 'search', filters: { name: 'x'.repeat(5000) } } });
    expect(huge.status).toBe(400);
  });
});

describe('thefts in a followed municipality', () => {
  it('emails followers at once, never the reporter or followers elsewhere, and reveals nothing of the owner', async () => {
    const ana = await person('Ana de Lisboa');
    const carla = await person('Carla do Porto');
    const bruno = await person('Bruno Roubado');
    await follow(ana, 'lisboa');
    await follow(carla, 'porto');
    await follow(bruno, 'lisboa');
    const bike = await createBike(cms.strapi, bruno.user, { nickName: 'A Vermelha', model: 'Marlin 7' });

    expect((await reportStolen(bruno, bike, 'Lisboa')).status).toBe(200);

    const [mail] = await mailbox.waitFor(ana.user.email);
    expect(mail!.subject).toBe('Bicla: uma bicicleta foi dada como roubada num concelho que segue');
    expect(mail!.raw).toContain(`/stolen-bikes/${bike.slug}`);
    expect(mail!.raw).not.toContain(bruno.user.email);
    expect(mail!.raw).not.toContain('Bruno');
    expect(mail!.raw).not.toContain('912345678');
    expect(tokensIn(mail!)).toHaveLength(1);
    await settle();
    expect(mailsTo(carla)).toHaveLength(0);
    expect(mailsTo(bruno).filter((sent) => sent.subject.includes('concelho que segue'))).toHaveLength(0);
  });

  it('tells apart municipalities that share a name by the postal code of the report', async () => {
    const marta = await person('Marta da Calheta da Madeira');
    const rui = await person('Rui da Calheta dos Açores');
    const paulo = await person('Paulo Roubado na Madeira');
    await follow(marta, 'calheta-madeira');
    await follow(rui, 'calheta-acores');
    const bike = await createBike(cms.strapi, paulo.user, { nickName: 'A da Madeira' });

    expect((await reportStolen(paulo, bike, 'Calheta', '9370-100')).status).toBe(200);

    const [mail] = await mailbox.waitFor(marta.user.email);
    expect(mail!.raw).toContain(`/stolen-bikes/${bike.slug}`);
    await settle();
    expect(mailsTo(rui)).toHaveLength(0);
    // The sweep matches the same way: the Azores' follower is still not told.
    await notify().sweep(new Date(Date.now() + 2 * 60 * 60 * 1000));
    await settle();
    expect(mailsTo(rui)).toHaveLength(0);
  });

  it('sends at most one email an hour: later thefts wait and go out together', async () => {
    const ana = await person('Ana Paciente');
    const owner = await person('Dono de Várias');
    await follow(ana, 'sintra');
    const first = await createBike(cms.strapi, owner.user);
    const second = await createBike(cms.strapi, owner.user);
    const third = await createBike(cms.strapi, owner.user);
    await reportStolen(owner, first, 'Sintra');
    await mailbox.waitFor(ana.user.email, 1);
    await reportStolen(owner, second, 'Sintra');
    await reportStolen(owner, third, 'Sintra');
    await notify().sweep(new Date(Date.now() + 10 * 60 * 1000));
    await settle();
    expect(mailsTo(ana)).toHaveLength(1);

    await notify().sweep(new Date(Date.now() + HOUR + 60_000));
    const mails = await mailbox.waitFor(ana.user.email, 2);
    expect(mails[1]!.subject).toBe('Bicla: 2 bicicletas foram dadas como roubadas num concelho que segue');
    expect(mails[1]!.raw).toContain(`/stolen-bikes/${second.slug}`);
    expect(mails[1]!.raw).toContain(`/stolen-bikes/${third.slug}`);
    expect(mails[1]!.raw).not.toContain(`/stolen-bikes/${first.slug}`);
    // Nothing new: the next sweep is silent, however late.
    await notify().sweep(new Date(Date.now() + 3 * HOUR));
    await settle();
    expect(mailsTo(ana)).toHaveLength(2);
  });

  it('unsubscribes in one click without a session; a second click is harmless, a forged token is refused', async () => {
    const ana = await person('Ana Que Sai');
    const owner = await person('Dono Em Cascais');
    await follow(ana, 'cascais');
    await reportStolen(owner, await createBike(cms.strapi, owner.user), 'Cascais');
    const [mail] = await mailbox.waitFor(ana.user.email);
    const [token] = tokensIn(mail!);

    const forged = await api().post('/api/alerts/unsubscribe').send({ data: { token: `${token!.split('.')[0]}.assinatura-falsa` } });
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe('Ligação de cancelamento inválida');
    const own = (await as(ana, api().get('/api/alerts/mine'))).body.data[0];
    const otherAlert = await api().post('/api/alerts/unsubscribe').send({ data: { token: `${own.documentId}x.${token!.split('.')[1]}` } });
    expect(otherAlert.status).toBe(400);

    const first = await api().post('/api/alerts/unsubscribe').send({ data: { token } });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ removed: true, description: 'Roubos em Cascais' });
    expect((await api().post('/api/alerts/unsubscribe').send({ data: { token } })).body.data).toEqual({ removed: false, description: null });
    expect((await as(ana, api().get('/api/alerts/mine'))).body.data).toEqual([]);

    await reportStolen(owner, await createBike(cms.strapi, owner.user), 'Cascais');
    await settle();
    expect(mailsTo(ana)).toHaveLength(1);
  });
});

describe('saved searches', () => {
  it('emails new matching ads once a day, never ads that do not match or the person’s own', async () => {
    const ana = await person('Ana Compradora');
    const seller = await person('Vendedor');
    const saved = await as(ana, api().post('/api/alerts')).send({ data: { kind: 'search', filters: { name: 'Grizl', priceMax: 900 } } });
    expect(saved.status).toBe(201);
    expect(saved.body.data.description).toBe('Pesquisa: "Grizl", até 900 €');
    const soon = new Date(Date.now() + 1000);
    const match = await createBike(cms.strapi, seller.user, { model: 'Grizl 7', on_sale: true, price: 800, classified_date: soon });
    const tooDear = await createBike(cms.strapi, seller.user, { model: 'Grizl 8', on_sale: true, price: 2000, classified_date: soon });
    const otherModel = await createBike(cms.strapi, seller.user, { model: 'Marlin 5', on_sale: true, price: 500, classified_date: soon });
    const own = await createBike(cms.strapi, ana.user, { model: 'Grizl 6', on_sale: true, price: 600, classified_date: soon });

    await notify().sweep(new Date(Date.now() + 2000));
    const [mail] = await mailbox.waitFor(ana.user.email);
    expect(mail!.subject).toBe('Bicla: um novo anúncio para a sua pesquisa');
    expect(mail!.raw).toContain(`/classified/${match.slug}`);
    for (const excluded of [tooDear, otherModel, own]) expect(mail!.raw).not.toContain(excluded.slug);
    expect(tokensIn(mail!)).toHaveLength(1);

    await createBike(cms.strapi, seller.user, { model: 'Grizl 9', on_sale: true, price: 700, classified_date: new Date(Date.now() + 3000) });
    await notify().sweep(new Date(Date.now() + 4000));
    await settle();
    expect(mailsTo(ana)).toHaveLength(1);
    await notify().sweep(new Date(Date.now() + 25 * HOUR));
    expect(await mailbox.waitFor(ana.user.email, 2)).toHaveLength(2);
  });
});

describe('favourites', () => {
  it('keeps a live ad of someone else, and tells when it is withdrawn, sold or stolen', async () => {
    const ana = await person('Ana Favoritos');
    const seller = await person('Vendedora');
    const ad = await createBike(cms.strapi, seller.user, { model: 'Top Fuel', on_sale: true, price: 3000, classified_date: new Date() });
    const notOnSale = await createBike(cms.strapi, seller.user);
    const kept = await as(ana, api().post('/api/alerts')).send({ data: { kind: 'favourite', bike: ad.documentId } });
    expect(kept.status).toBe(201);
    expect(kept.body.data.bike).toMatchObject({ slug: ad.slug, on_sale: true, stolen: false });
    expect((await as(ana, api().post('/api/alerts')).send({ data: { kind: 'favourite', bike: ad.documentId } })).body.error.message).toBe(
      'Este anúncio já está nos seus favoritos',
    );
    expect((await as(ana, api().post('/api/alerts')).send({ data: { kind: 'favourite', bike: notOnSale.documentId } })).status).toBe(404);
    expect((await as(seller, api().post('/api/alerts')).send({ data: { kind: 'favourite', bike: ad.documentId } })).status).toBe(400);

    expect((await as(seller, api().delete(`/api/bikes/${ad.documentId}/listing`))).status).toBe(200);
    const [withdrawn] = await mailbox.waitFor(ana.user.email);
    expect(withdrawn!.subject).toBe('Bicla: um anúncio dos seus favoritos foi retirado');

    await reportStolen(seller, ad, 'Braga');
    const mails = await mailbox.waitFor(ana.user.email, 2);
    expect(mails[1]!.subject).toBe('Bicla: um anúncio dos seus favoritos bicicleta dada como roubada');
  });
});

describe('a favourite sold', () => {
  it('tells those who kept the ad when its bike is handed over to a buyer', async () => {
    const ana = await person('Ana Espera');
    const seller = await person('Vendedor Que Vende');
    const buyer = await person('Comprador');
    const ad = await createBike(cms.strapi, seller.user, { model: 'Stumpjumper', on_sale: true, price: 1500, classified_date: new Date() });
    expect((await as(ana, api().post('/api/alerts')).send({ data: { kind: 'favourite', bike: ad.documentId } })).status).toBe(201);

    const started = await as(seller, api().post(`/api/bikes/${ad.documentId}/transfer`)).send({ data: { name: 'Comprador', email: buyer.user.email } });
    expect(started.status).toBe(200);
    expect((await as(buyer, api().post('/api/transfers/claim')).send({ data: { code: started.body.data.auth_code } })).status).toBe(200);

    const mail = await mailbox.waitForSubject(ana.user.email, ['foi vendido']);
    expect(mail.raw).not.toContain(buyer.user.email);
    expect(mail.raw).not.toContain('Comprador');
  });
});

describe('possible matches', () => {
  it('tells the stolen bike’s owner when a bike with a close serial becomes public, once, and shows editors the match', async () => {
    const sofia = await person('Sofia Roubada');
    const tiago = await person('Tiago Registante');
    const stolen = await createBike(cms.strapi, sofia.user, { serial_number: 'WTU 4815 1623' });
    await reportStolen(sofia, stolen, 'Porto');
    const mine = (await as(sofia, api().get('/api/alerts/mine'))).body.data;
    expect(mine).toEqual([expect.objectContaining({ kind: 'match', bike: expect.objectContaining({ slug: stolen.slug, stolen: true }) })]);

    const close = await createBike(cms.strapi, tiago.user, { serial_number: 'WTU 4815 1642', approved: false });
    // Three edits away: not close enough.
    const unrelated = await createBike(cms.strapi, tiago.user, { serial_number: 'WTU 4815 1999', approved: false });
    await cms.strapi.documents('api::bike.bike').update({ documentId: unrelated.documentId, data: { approved: true } } as never);
    await cms.strapi.documents('api::bike.bike').update({ documentId: close.documentId, data: { approved: true } } as never);
    // Her own bike with a close serial is no news to her.
    const own = await createBike(cms.strapi, sofia.user, { serial_number: 'WTU 4815 1625', approved: false });
    await cms.strapi.documents('api::bike.bike').update({ documentId: own.documentId, data: { approved: true } } as never);

    const mail = await mailbox.waitForSubject(sofia.user.email, ['possível correspondência']);
    expect(mail.raw).toContain(`/search-bikes/${close.slug}`);
    expect(mail.raw).toContain('semelhante');
    expect(mail.raw).not.toContain('Tiago');
    expect(mail.raw).not.toContain(tiago.user.email);
    expect(mail.raw).not.toContain(unrelated.slug);

    const matches = await cms.strapi.db.query('api::possible-match.possible-match').findMany({ populate: { stolen_bike: true, matched_bike: true } });
    expect(matches.map((m: { stolen_bike: { id: number }; matched_bike: { id: number }; distance: number; checked: boolean }) => [m.stolen_bike.id, m.matched_bike.id, m.distance, m.checked])).toEqual([
      [stolen.id, close.id, 2, false],
    ]);

    // The same pair again (put up for sale) is no news.
    await as(tiago, api().put(`/api/bikes/${close.documentId}/listing`)).send({ data: { price: 450, remarks: 'Como nova', terms: true } });
    await settle();
    expect(mailsTo(sofia).filter((sent) => sent.subject.includes('correspondência'))).toHaveLength(1);

    // Recovered: nothing is watched for it any more.
    await as(sofia, api().post(`/api/bikes/${stolen.documentId}/recover`)).send({ data: { recovery_message: 'Encontrada pela PSP.' } });
    expect((await as(sofia, api().get('/api/alerts/mine'))).body.data).toEqual([]);
  });
});
