import { ApiError, createApiClient } from '../index';
import { jsonResponse as json, recordingTransport as transport } from '../test-support/recording-transport';

const client = (fetchImpl: typeof fetch) =>
  createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl, getToken: () => 'jwt.do.dono' }).transfers;

describe('transfer fetchers', () => {
  it('starts a transfer with POST /api/bikes/:id/transfer and { data: { name, email } }, returning the pending transfer', async () => {
    const pending = {
      documentId: 'bike1',
      transfer_name: 'Maria',
      transfer_email: 'maria@exemplo.pt',
      auth_code: 'AB12CD34EF',
      transfer_expires_at: '2030-01-15T10:00:00.000Z',
    };
    const { requests, fetchImpl } = transport(() => json({ data: pending, meta: {} }));

    await expect(client(fetchImpl).start('bike1', { name: 'Maria', email: 'maria@exemplo.pt' })).resolves.toEqual(pending);

    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe('http://cms.test/api/bikes/bike1/transfer');
    expect(request.body).toEqual({ data: { name: 'Maria', email: 'maria@exemplo.pt' } });
    expect(request.authorization).toBe('Bearer jwt.do.dono');
  });

  it('cancels with DELETE /api/bikes/:id/transfer and no body', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: { documentId: 'bike1' }, meta: {} }));

    await expect(client(fetchImpl).cancel('bike1')).resolves.toEqual({ documentId: 'bike1' });

    expect(requests[0].method).toBe('DELETE');
    expect(requests[0].url.pathname).toBe('/api/bikes/bike1/transfer');
    expect(requests[0].body).toBeUndefined();
  });

  it('escapes the bike id in the path', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: { documentId: 'x' }, meta: {} }));
    await client(fetchImpl).cancel('a/b?c');
    expect(requests[0].url.pathname).toBe('/api/bikes/a%2Fb%3Fc/transfer');
    expect(requests[0].url.search).toBe('');
  });

  it('claims with POST /api/transfers/claim and { data: { code } }, returning the bike', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: { documentId: 'bike1', slug: 'bina-1' }, meta: {} }));

    await expect(client(fetchImpl).claim('ab12cd34ef')).resolves.toEqual({ documentId: 'bike1', slug: 'bina-1' });

    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.href).toBe('http://cms.test/api/transfers/claim');
    expect(requests[0].body).toEqual({ data: { code: 'ab12cd34ef' } });
  });

  it('lists incoming transfers with GET /api/transfers/incoming and no parameters, returning the list', async () => {
    const incoming = [
      {
        documentId: 'bike1',
        nickName: 'Urbana',
        model: 'Katu 50',
        brand: { name: 'Orbea' },
        bike_photo: null,
        from: { name: 'Marta Costa' },
        transfer_expires_at: '2030-01-15T10:00:00.000Z',
      },
    ];
    const { requests, fetchImpl } = transport(() => json({ data: incoming, meta: {} }));

    await expect(client(fetchImpl).incoming()).resolves.toEqual(incoming);

    expect(requests[0].method).toBe('GET');
    expect(requests[0].url.href).toBe('http://cms.test/api/transfers/incoming');
    expect(requests[0].authorization).toBe('Bearer jwt.do.dono');
  });

  it("rejects a refused claim with an ApiError carrying the server's Portuguese message", async () => {
    const { fetchImpl } = transport(() =>
      json({ data: null, error: { status: 400, name: 'ApplicationError', message: 'Código de autenticação inválido' } }, 400),
    );
    const error = await client(fetchImpl)
      .claim('ERRADO')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'ApplicationError', message: 'Código de autenticação inválido' });
  });

  it('rejects a rate-limited claim with status 429', async () => {
    const { fetchImpl } = transport(() =>
      json(
        { data: null, error: { status: 429, name: 'RateLimitError', message: 'Demasiadas tentativas. Tente novamente mais tarde.' } },
        429,
      ),
    );
    await expect(client(fetchImpl).claim('X')).rejects.toMatchObject({
      status: 429,
      message: 'Demasiadas tentativas. Tente novamente mais tarde.',
    });
  });
});
