import { ApiError, bikeEditSchema, createApiClient, MESSAGES } from '../index';
import { jsonResponse, recordingTransport } from '../test-support/recording-transport';

function client(body: unknown, status = 200) {
  const { requests, fetchImpl } = recordingTransport(() => jsonResponse(body, status));
  return { requests, bikes: createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl, getToken: () => 'jwt' }).bikes };
}

const bike = { documentId: 'b 1', slug: 'x' };

describe('owner bike fetchers', () => {
  it('registers step 1 with a { data } body and returns the draft', async () => {
    const { requests, bikes } = client({ data: bike, meta: {} }, 201);
    const input = {
      nickName: 'Gravel', category: 'c', year: 'y', brand: 'b', model: 'm', color: 'co', secondary_colors: [],
      wheel_size: 'w', materials: ['ma'], suspension_types: ['s'], serial_number: 'S1', other_information: null,
    };
    await expect(bikes.register(input)).resolves.toEqual(bike);
    expect(requests[0]).toMatchObject({ method: 'POST', authorization: 'Bearer jwt', body: { data: input } });
    expect(requests[0].url.pathname).toBe('/api/bikes');
  });

  it.each([
    ['updateDraft', 'PUT', '/api/bikes/b%201/draft', { nickName: 'Gravel', model: 'Grizl 8' }],
    ['completeRegistration', 'PUT', '/api/bikes/b%201/registration', { bike_photo: 1, serial_number_photo: 2, invoice_photo: 3 }],
    ['reportStolen', 'POST', '/api/bikes/b%201/stolen', { city: 'Porto' }],
    ['recover', 'POST', '/api/bikes/b%201/recover', { recovery_message: 'Voltou' }],
    ['publishListing', 'PUT', '/api/bikes/b%201/listing', { price: 10, remarks: 'r', terms: true }],
  ] as const)('%s sends %s %s with the form values', async (name, method, path, values) => {
    const { requests, bikes } = client({ data: bike, meta: {} });
    const fetcher = bikes[name] as (id: string, input: unknown) => Promise<unknown>;
    await expect(fetcher('b 1', values)).resolves.toEqual(bike);
    expect(requests[0].method).toBe(method);
    expect(requests[0].url.pathname).toBe(path);
    expect(requests[0].body).toEqual({ data: values });
  });

  it('removes an ad with DELETE and reads my bikes and my draft', async () => {
    const { requests, bikes } = client({ data: bike, meta: {} });
    await bikes.removeListing('b 1');
    await bikes.mine();
    await bikes.draft();
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'DELETE /api/bikes/b%201/listing',
      'GET /api/bikes/mine',
      'GET /api/bikes/mine/draft',
    ]);
  });

  it('pages the history and keeps the pagination meta', async () => {
    const page = { data: [], meta: { pagination: { page: 2, pageSize: 5, pageCount: 2, total: 7 } } };
    const { requests, bikes } = client(page);
    await expect(bikes.history('b 1', 2)).resolves.toEqual(page);
    expect(requests[0].url.pathname).toBe('/api/bikes/b%201/history');
    expect(requests[0].url.searchParams.get('page')).toBe('2');
  });

  it('uploads a file as multipart "files" and returns the stored file', async () => {
    const { requests, bikes } = client([{ id: 7, url: '/uploads/f.png' }], 201);
    const file = await bikes.upload(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'f.png');
    expect(file).toMatchObject({ id: 7 });
    expect(requests[0].url.pathname).toBe('/api/upload');
    const form = requests[0].body as FormData;
    expect((form.get('files') as File).name).toBe('f.png');
    expect(requests[0].url.search).toBe('');
  });

  it('asks for private storage for an invoice or serial photo', async () => {
    const { requests, bikes } = client([{ id: 8, url: '/private-uploads/f.pdf' }], 201);
    await bikes.upload(new Blob([new Uint8Array([1, 2, 3])], { type: 'application/pdf' }), 'f.pdf', undefined, { private: true });
    expect(requests[0].url.pathname).toBe('/api/upload');
    expect(requests[0].url.searchParams.get('private')).toBe('true');
  });

  it('uploads through XMLHttpRequest when progress is wanted, with the token, reporting progress', async () => {
    const sent: FakeXhr[] = [];
    class FakeXhr {
      method = '';
      url = '';
      headers: Record<string, string> = {};
      body: unknown;
      status = 0;
      statusText = '';
      responseText = '';
      timeout = 0;
      upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name.toLowerCase()] = value;
      }
      getResponseHeader(name: string) {
        return name.toLowerCase() === 'content-type' ? 'application/json' : null;
      }
      abort() {}
      send(body: unknown) {
        this.body = body;
        sent.push(this);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
        this.status = 201;
        this.responseText = JSON.stringify([{ id: 9, url: '/uploads/p.png' }]);
        this.onload?.();
      }
    }
    const original = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    try {
      const { requests, bikes } = client([]);
      const progress: number[] = [];
      const file = await bikes.upload(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'p.png', (p) => progress.push(p.percent));

      expect(file).toMatchObject({ id: 9 });
      expect(progress).toEqual([0.25, 1]);
      expect(requests).toHaveLength(0);
      expect(sent[0]).toMatchObject({ method: 'POST', url: 'http://cms.test/api/upload' });
      expect(sent[0].headers.authorization).toBe('Bearer jwt');
      expect(sent[0].headers['content-type']).toBeUndefined();
      expect(((sent[0].body as FormData).get('files') as File).name).toBe('p.png');
    } finally {
      globalThis.XMLHttpRequest = original;
    }
  });

  it("surfaces the server's refusal as an ApiError", async () => {
    const { bikes } = client({ error: { status: 403, name: 'PolicyError', message: 'você não é usuário autorizado!' } }, 403);
    await expect(bikes.edit('b 1', {} as never)).rejects.toEqual(expect.any(ApiError));
    await expect(bikes.edit('b 1', {} as never)).rejects.toMatchObject({ status: 403, message: 'você não é usuário autorizado!' });
  });
});

describe('bike edit schema', () => {
  const complete = {
    nickName: 'Gravel', color: 'c', secondary_colors: [], wheel_size: 'w', materials: ['m'], suspension_types: ['s'],
    other_information: null, bike_photo: 1, serial_number_photo: 2, invoice_photo: 3,
  };
  const firstError = (values: Record<string, unknown>) =>
    bikeEditSchema.validate(values).then(() => null, (error: Error) => error.message);

  it('accepts a complete edit', async () => {
    expect(await firstError(complete)).toBeNull();
  });

  it.each([
    ['color', '', MESSAGES.bikeEdit.color, '*Côr Principal É necessário'],
    ['wheel_size', '', MESSAGES.bikeEdit.wheelSize, '*Tamanho de roda É necessário'],
    ['materials', [], MESSAGES.bikeEdit.materials, '*Materiais É necessário'],
    ['suspension_types', [], MESSAGES.bikeEdit.suspensionTypes, '*Tipo de Suspensão É necessário'],
    ['bike_photo', undefined, MESSAGES.bikeEdit.bikePhoto, '*Fotografia da Bicicleta É necessário'],
    ['serial_number_photo', undefined, MESSAGES.bikeEdit.serialNumberPhoto, '*Fotografia do Número de Série É necessário'],
    ['invoice_photo', undefined, MESSAGES.bikeEdit.invoicePhoto, '*Fotografia da Fatura É necessário'],
  ])('words a missing %s as the edit form does (spec, section 5)', async (field, value, message, text) => {
    expect(message).toBe(text);
    expect(await firstError({ ...complete, [field]: value })).toBe(text);
  });

  it('names the registry number in the stolen report with the product name (docs/decisions/d1-name-and-registry-number.md)', () => {
    expect(MESSAGES.stolen.registryNumber).toBe('*O número Bicla é obrigatório');
  });
});
